import PlayerAccessibility
import PlayerCore
import PlayerSession

extension IPCProperty {
    /// The properties whose value an output of the player's session changes: the output
    /// itself names them, so an observer is told of a change without anything being re-read
    /// to find it.
    ///
    /// The position moves continuously: its outputs are each second the time slider's value
    /// changes and each completed seek; the session names it besides whenever it lets time
    /// pass while the file plays (``IPCSession/noteTimePassing()``).
    static func changed(by output: SessionOutput) -> [IPCProperty] {
        switch output {
        case .log(let logged): return changed(by: logged.event)
        case .seekSource: return [.seeking]
        case .seeked: return [.seeking] + position
        case .trackLoaded: return [.trackList]
        case .liveEdgeMoved:
            return [
                .liveEdge, .duration, .timeRemaining, .percentPos, .demuxerCacheDuration,
                .demuxerCacheState,
            ]
        case .device(let effect): return changed(by: effect)
        case .close: return allCases
        case .loadTrack, .readActiveCues, .reload: return []
        }
    }

    /// The properties a log event changes: a new file changes every one.
    private static func changed(by event: PlayerEvent) -> [IPCProperty] {
        switch event {
        case .sessionStarted: return allCases
        case .stateChanged:
            return [
                .pause, .coreIdle, .eofReached, .speed, .mute, .volume, .sid, .aid, .secondarySid,
                .secondarySubText, .currentTracks, .subDelay, .subStart, .subEnd, .subVisibility,
                .locked, .controlsShown, .panel, .state, .liveEdge, .duration, .mediaTitle,
                .descriptions,
            ] + captionStyle
        case .elementChanged(let id, _, _):
            return id == Control.slider.identifier ? [.elements] + position : [.elements]
        case .focusMoved: return [.focused, .utterance]
        case .announcement: return [.utterance]
        case .cueShown, .cueHidden: return [.subText, .subStart, .subEnd, .secondarySubText]
        case .ended: return [.eofReached, .pause, .coreIdle]
        case .chapterEntered: return [.chapter]
        case .described: return []
        case .descriptionPaused, .descriptionResumed: return [.pause, .coreIdle]
        case .commandRejected, .error, .assistive: return []
        }
    }

    /// The properties a request to the picture-and-sound device changes.
    private static func changed(by effect: PlayerEffect) -> [IPCProperty] {
        switch effect {
        case .seekSource: return [.seeking]
        case .setPlaying: return [.pause, .coreIdle]
        case .setRate: return [.speed]
        case .showCaptionTrack:
            return [.sid, .currentTracks, .trackList, .subText, .subStart, .subEnd]
        case .loadSecondaryCaptionTrack: return [.secondarySid, .secondarySubText, .trackList]
        case .selectAudioTrack: return [.aid, .currentTracks, .trackList]
        case .setOutputVolume: return [.volume, .mute]
        case .announce: return [.utterance]
        case .stop, .setPresentation: return []
        }
    }

    /// The properties drawn from the viewer's caption style, which the state carries.
    static let captionStyle: [IPCProperty] = [
        .subScale, .subColor, .subBackColor, .subFont, .subFontSize, .subBorderSize,
        .subShadowOffset, .subBorderColor, .subShadowColor, .subPos,
    ]

    /// The properties that follow the position.
    static let position: [IPCProperty] = [
        .timePos, .playbackTime, .percentPos, .timeRemaining, .chapter, .estimatedFrameNumber,
    ]

    /// The property an observed name reads (`track-list/count` reads `track-list`,
    /// `options/volume` reads `volume`); nil for a name that is no property.
    static func observed(_ name: String) -> IPCProperty? {
        IPCProperty(rawValue: name) ?? IPCSession.optionProperty(name)
            ?? name.split(separator: "/").first.flatMap { IPCProperty(rawValue: String($0)) }
    }
}
