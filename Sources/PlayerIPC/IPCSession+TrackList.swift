import PlayerCore
import PlayerEngine

extension IPCSession {
    /// Every track as mpv's `track-list` lists it (`player/command.c`, `get_track_entry`),
    /// its keys in mpv's order, those the player does not know left out as mpv leaves out
    /// what is unavailable; `ap-id` is the player's own track number (the log's and the
    /// CLI's).
    ///
    /// `id` is mpv's: 1, 2, … within each type (`sid` and `aid` use it); `lang` is the
    /// player's BCP-47 tag ("en" where mpv repeats the container's "eng").
    var trackList: JSONValue {
        let state = player.state
        var numbers: [TrackKind: Int64] = [:]
        let entries: [JSONValue] = player.catalog.tracks.map { track in
            let number = (numbers[track.kind] ?? 0) + 1
            numbers[track.kind] = number
            let selected: Bool =
                switch track.kind {
                case .video: number == 1
                case .audio: state.audioTrack == track.id
                case .legible: state.displayedCaptionTrack == track.id
                }
            // The secondary caption track is selected too, as mpv's second selection.
            let isSecondary =
                track.kind == .legible && !selected && state.secondaryCaptionTrack == track.id
            let isExternal = track.flags.contains(.external)
            var members: [(String, JSONValue)] = [
                ("id", .integer(number)), ("type", .string(Self.mpvType(of: track.kind))),
            ]
            if let containerID = track.containerID, !isExternal {
                members.append(("src-id", .integer(Int64(containerID))))
            }
            if let title = track.title { members.append(("title", .string(title))) }
            if let language = track.language {
                members.append(("lang", .string(language.description)))
            }
            if let channels = track.channels {
                members.append(("audio-channels", .integer(Int64(channels))))
            }
            members += [
                ("image", .bool(false)), ("albumart", .bool(false)),
                ("default", .bool(track.flags.contains(.default))),
                ("forced", .bool(track.flags.contains(.forced))), ("dependent", .bool(false)),
                ("visual-impaired", .bool(track.flags.contains(.visualImpaired))),
                ("hearing-impaired", .bool(track.flags.contains(.hearingImpaired))),
                ("external", .bool(isExternal)), ("selected", .bool(selected || isSecondary)),
            ]
            if selected || isSecondary {
                members.append(("main-selection", .integer(isSecondary ? 1 : 0)))
            }
            if let path = track.sourcePath, isExternal {
                members.append(("external-filename", .string(path)))
            }
            members.append(("ff-index", .integer(isExternal ? 0 : Int64(track.id.rawValue))))
            // mpv names the decoder of a track it decodes, the selected one.
            if selected || isSecondary, let description = track.codecDescription {
                members.append(("decoder-desc", .string("\(track.codec) (\(description))")))
            }
            members.append(("codec", .string(track.codec)))
            if let width = track.width { members.append(("demux-w", .integer(Int64(width)))) }
            if let height = track.height { members.append(("demux-h", .integer(Int64(height)))) }
            if let channels = track.channels {
                members.append(("demux-channel-count", .integer(Int64(channels))))
            }
            if let rate = track.sampleRate {
                members.append(("demux-samplerate", .integer(Int64(rate))))
            }
            if let fps = track.frameRate { members.append(("demux-fps", .number(fps))) }
            if let aspect = track.pixelAspectRatio {
                members.append(("demux-par", .number(aspect)))
            }
            members.append(("ap-id", .integer(Int64(track.id.rawValue))))
            return .object(members)
        }
        return .array(entries)
    }

    /// mpv's name for a kind of track: "video", "audio", "sub".
    static func mpvType(of kind: TrackKind) -> String {
        switch kind {
        case .video: "video"
        case .audio: "audio"
        case .legible: "sub"
        }
    }
}

extension IPCSession {
    /// mpv's `current-tracks`: the `track-list` entry of the video, audio and caption track
    /// in use, under `video`, `audio` and `sub`; a kind with none in use is left out.
    var currentTracks: JSONValue {
        .object(
            ["video", "audio", "sub"].compactMap { kind in
                currentTrack(kind).map { (kind, $0) }
            })
    }

    /// The `track-list` entry of the track of mpv's type `kind` in use, if any.
    func currentTrack(_ kind: String) -> JSONValue? {
        guard case .array(let entries) = trackList else { return nil }
        return entries.first { entry in
            entry[member: "type"]?.written() == JSONValue.string(kind).written()
                && entry[member: "selected"]?.written() == "true"
                && entry[member: "main-selection"]?.written() == "0"
        }
    }
}
