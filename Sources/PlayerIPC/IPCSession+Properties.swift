import Foundation
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession

extension IPCSession {
    /// The value of a property, or of a part of it named by a sub-path as mpv reads them
    /// (`track-list/count`, `track-list/2/lang`, `filename/no-ext`).
    func value(ofProperty path: String) -> Result<JSONValue, IPCFailure> {
        if let property = IPCProperty(rawValue: path) ?? Self.optionProperty(path) {
            return value(of: property).map { .success($0) }
                ?? .failure(IPCFailure(.propertyUnavailable))
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let property = IPCProperty(rawValue: parts[0]) else {
            return .failure(IPCFailure(.propertyNotFound))
        }
        if property == .currentTracks, parts.count >= 2,
            ["video", "audio", "sub"].contains(parts[1]), currentTrack(parts[1]) == nil
        {
            return .failure(IPCFailure(.propertyUnavailable))
        }
        if property == .filename, parts.count == 2, parts[1] == "no-ext" {
            guard !isIdle else { return .failure(IPCFailure(.propertyUnavailable)) }
            let name = fileName
            return .success(
                .string(name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : name))
        }
        guard var value = value(of: property) else {
            return .failure(IPCFailure(.propertyUnavailable))
        }
        let keys = parts.dropFirst()
        if property == .metadata, keys.first == "by-key", keys.count == 2, let key = keys.last {
            // mpv's `metadata/by-key/NAME`: the tag NAME, its case aside; not found when the
            // file has no such tag, as mpv answers.
            guard case .object(let tags) = value,
                let tag = tags.first(where: { $0.0.lowercased() == key.lowercased() })
            else { return .failure(IPCFailure(.propertyNotFound)) }
            return .success(tag.1)
        }
        for key in keys {
            switch value {
            case .array(let elements) where key == "count":
                value = .integer(Int64(elements.count))
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else {
                    return .failure(IPCFailure(.propertyNotFound))
                }
                value = elements[index]
            case .object:
                guard let member = value[member: key] else {
                    return .failure(IPCFailure(.propertyNotFound))
                }
                value = member
            default:
                return .failure(IPCFailure(.propertyNotFound))
            }
        }
        return .success(value)
    }

    /// The value of `property` now; nil when it is unavailable.
    func value(of property: IPCProperty) -> JSONValue? {
        if isIdle, let reading = idleReading(of: property) {
            guard case .value(let value) = reading else { return nil }
            return value
        }
        let state = player.state
        switch property {
        case .pause: return .bool(state.playback != .playing)
        case .timePos, .playbackTime: return Self.seconds(currentPosition)
        case .duration: return state.duration.map(Self.seconds)
        case .percentPos:
            guard let duration = state.duration, duration > .zero else { return nil }
            return .number(currentPosition.secondsValue / duration.secondsValue * 100)
        case .timeRemaining: return state.duration.map { Self.seconds($0 - currentPosition) }
        case .mute: return .bool(state.isMuted)
        case .volume: return .number(state.volume * 100)
        case .volumeMax: return .number(100)
        case .speed: return .number(state.rate)
        case .sid:
            guard case .track(let id) = state.captions else { return .bool(false) }
            return trackNumber(of: id, among: state.captionTracks)
        case .secondarySid:
            return state.secondaryCaptionTrack.map {
                trackNumber(of: $0, among: state.captionTracks)
            }
                ?? .bool(false)
        case .descriptions:
            return state.descriptionTrack.map { trackNumber(of: $0, among: state.captionTracks) }
                ?? .bool(false)
        case .secondarySubText:
            guard state.secondaryCaptionTrack != nil else { return nil }
            return .string(
                player.model.secondaryCues(at: currentPosition).map { $0.text ?? "" }
                    .joined(separator: "\n"))
        case .aid:
            return state.audioTrack.map { trackNumber(of: $0, among: state.audioTracks) }
                ?? .bool(false)
        case .trackList: return trackList
        case .subText:
            return chosenCaptions.map { .string($0.map { $0.text ?? "" }.joined(separator: "\n")) }
        case .subStart:
            return chosenCaptions?.first.map { Self.seconds($0.start + state.captionDelay) }
        case .subEnd:
            return chosenCaptions?.first.map { Self.seconds($0.end + state.captionDelay) }
        case .subDelay: return Self.seconds(state.captionDelay)
        case .subVisibility: return .bool(!state.captionsHidden)
        case .currentTracks: return currentTracks
        case .chapterList: return chapterList
        case .chapters: return .integer(Int64(player.catalog.chapters.count))
        case .playlist: return playlistValue
        case .playlistCount: return .integer(Int64(playlist.entries.count))
        case .playlistPos: return .integer(Int64(playlist.current ?? -1))
        case .playbackAbort: return .bool(isIdle)
        case .eofReached: return .bool(state.playback == .ended)
        case .seeking: return .bool(isSeeking)
        case .idleActive: return .bool(isIdle)
        case .coreIdle: return .bool(state.playback != .playing)
        case .filename: return .string(fileName)
        case .path: return .string(player.catalog.path)
        case .mediaTitle: return .string(state.metadata.title ?? fileName)
        case .fileFormat: return .string(Self.mpvFormatName(player.catalog.formatName))
        case .propertyList: return .array(IPCProperty.allCases.map { .string($0.rawValue) })
        case .commandList: return .array(IPCCommand.allCases.map(\.listing))
        case .focused:
            return player.screenReader?.focusedElement(in: player.model)
                .map { $0.jsonObject(in: player.model.language) } ?? .null
        case .elements:
            return .array(
                player.model.allElements.map { element in
                    guard case .object(let members) = element.jsonObject(in: player.model.language)
                    else { return .null }
                    return .object(members + [("hidden", .bool(element.isHidden))])
                })
        case .utterance: return .string(lastUtterance)
        case .panel: return .string(state.openPanel?.rawValue)
        case .locked: return .bool(state.isLocked)
        case .controlsShown: return .bool(state.controlsVisible)
        case .liveEdge: return state.liveEdge.map { .seconds($0) } ?? .null
        case .state: return .string(state.logSummary)
        case .mpvVersion, .seekable, .vid, .metadata, .fileSize, .width, .height, .videoParams,
            .audioParams, .containerFps, .videoCodec, .audioCodecName, .estimatedFrameNumber:
            return mediaInfo(property)
        case .chapter: return currentChapter.map { .integer(Int64($0)) }
        case .demuxerCacheDuration, .demuxerCacheState: return cacheReading(property)
        case .loopFile, .keepOpen, .audioDelay, .fullscreen, .abLoopA,
            .abLoopB, .screenshotTemplate, .screenshotFormat, .screenshotDirectory,
            .workingDirectory, .pausedForCache, .osdDimensions:
            return settingValue(property)
        case .subScale, .subColor, .subBackColor, .subFont, .subFontSize, .subBorderColor,
            .subBorderSize, .subShadowColor, .subShadowOffset, .subPos:
            return captionStyleValue(property)
        }
    }

    /// Sets a property as `set_property` does; nil when done, else why not.
    func set(property path: String, to value: JSONValue) -> IPCFailure? {
        guard let property = IPCProperty(rawValue: path) ?? Self.optionProperty(path) else {
            if path.hasPrefix("options/") { return IPCFailure(.propertyNotFound) }
            let base = path.split(separator: "/").first.map(String.init) ?? path
            return IPCFailure(
                IPCProperty(rawValue: base) == nil ? .propertyNotFound : .propertyError)
        }
        switch property.kind.read(value) {
        case .failure(let failure): return failure
        case .success(let read): return apply(read, to: property)
        }
    }

    /// Carries out a property change with a value already read as its kind.
    private func apply(_ value: JSONValue, to property: IPCProperty) -> IPCFailure? {
        let state = player.state
        switch (property, value) {
        case (.pause, .bool(let paused)): return send(paused ? .pause : .play)
        case (.mute, .bool(let muted)): return send(muted ? .mute : .unmute)
        case (.locked, .bool(let locked)): return send(locked ? .lock : .unlock)
        case (.controlsShown, .bool(true)): return send(.showControls)
        case (.controlsShown, .bool(false)):
            return IPCFailure(.propertyError, reason: "the controls hide by themselves")
        case (.timePos, .number(let seconds)), (.playbackTime, .number(let seconds)):
            noteSeekStart()
            return send(.seek(to: MediaTime(secondsValue: max(0, seconds))))
        case (.chapter, .number(let index)): return seekToChapter(Int(index))
        case (.loopFile, _), (.keepOpen, _), (.audioDelay, _),
            (.fullscreen, _), (.abLoopA, _), (.abLoopB, _), (.screenshotTemplate, _),
            (.screenshotDirectory, _):
            return applySetting(value, to: property)
        case (.subScale, _), (.subColor, _), (.subBackColor, _), (.subFont, _), (.subFontSize, _),
            (.subBorderColor, _), (.subBorderSize, _), (.subShadowColor, _), (.subShadowOffset, _),
            (.subPos, _):
            return applyCaptionStyle(value, to: property)
        case (.percentPos, .number(let percent)):
            guard let duration = state.duration else {
                return IPCFailure(.propertyUnavailable)
            }
            noteSeekStart()
            return send(.seek(to: MediaTime(secondsValue: duration.secondsValue * percent / 100)))
        case (.volume, .number(let level)): return send(.adjust(.volumeLevel(level / 100)))
        case (.subVisibility, .bool(let visible)): return send(.adjust(.captionsVisible(visible)))
        case (.playlistPos, .number(let index)): return playEntry(Int(index))
        case (.subDelay, .number(let seconds)):
            return send(.adjust(.captionDelay(MediaTime(secondsValue: seconds))))
        case (.speed, .number(let rate)): return setSpeed(rate)
        case (.sid, .bool(false)): return send(.selectCaptions(.off))
        case (.sid, .integer(let number)):
            guard let track = track(numbered: number, among: state.captionTracks) else {
                return IPCFailure(.propertyError, reason: "no caption track \(number)")
            }
            return send(.selectCaptions(.track(track)))
        case (.secondarySid, .bool(false)): return send(.adjust(.secondaryCaptions(nil)))
        case (.secondarySid, .integer(let number)):
            guard let track = track(numbered: number, among: state.captionTracks) else {
                return IPCFailure(.propertyError, reason: "no caption track \(number)")
            }
            return send(.adjust(.secondaryCaptions(track)))
        case (.descriptions, .bool(false)): return send(.adjust(.descriptions(nil)))
        case (.descriptions, .integer(let number)):
            guard let track = track(numbered: number, among: state.captionTracks),
                state.captionTracks.contains(where: { $0.id == track && $0.isTextDescription })
            else {
                return IPCFailure(.propertyError, reason: "no text description track \(number)")
            }
            return send(.adjust(.descriptions(track)))
        case (.aid, .integer(let number)):
            guard let track = track(numbered: number, among: state.audioTracks) else {
                return IPCFailure(.propertyError, reason: "no audio track \(number)")
            }
            return send(.selectAudio(track))
        case (.panel, .null): return state.openPanel == nil ? nil : send(.closePanel)
        case (.panel, .string(let name)):
            return Panel(rawValue: name).flatMap { send(.openPanel($0)) }
        default: return IPCFailure(.propertyError)
        }
    }

    /// Sends `command` to the player; the refusal, if it refused.
    func send(_ command: PlayerCommand) -> IPCFailure? {
        player.send(command).rejection.map { IPCFailure(.propertyError, reason: $0.reason) }
    }

    /// Normal speed at 1, slow motion at `rate` below it, a custom rate above.
    private func setSpeed(_ rate: Double) -> IPCFailure? {
        send(.adjust(.rate(rate)))
    }

    /// mpv's number for track `id`: its place among the tracks of its type, from 1.
    private func trackNumber(of id: TrackID, among tracks: [TrackInfo]) -> JSONValue {
        (tracks.firstIndex { $0.id == id }).map { .integer(Int64($0 + 1)) } ?? .bool(false)
    }

    /// The track mpv numbers `number` among `tracks`.
    private func track(numbered number: Int64, among tracks: [TrackInfo]) -> TrackID? {
        number >= 1 && number <= tracks.count ? tracks[Int(number) - 1].id : nil
    }

    /// The file's name without its folders.
    var fileName: String {
        let path = player.catalog.path
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A value in mpv's string form (`get_property_string`): "yes"/"no" for flags, numbers
    /// with six decimals, text as it is, lists and maps as JSON.
    static func text(of value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "yes" : "no"
        case .integer(let number): String(number)
        case .number(let number): String(format: "%f", number)
        case .seconds(let time): String(format: "%f", time.secondsValue)
        case .string(let text): text
        case .array, .object: value.written()
        }
    }
}
