import PlayerCore

/// What a property reads while the session idles with no file.
enum IPCIdleReading {
    /// Unavailable, as a file's properties are without one.
    case unavailable
    /// This value.
    case value(JSONValue)
}

extension IPCSession {
    /// What `property` reads while the session idles with no file, as mpv's do: the file's
    /// properties are unavailable and its lists empty; nil for the properties that read the
    /// same with or without a file (`volume`, `mute`, the playlist's).
    func idleReading(of property: IPCProperty) -> IPCIdleReading? {
        switch property {
        case .timePos, .playbackTime, .duration, .percentPos, .timeRemaining, .subText,
            .secondarySubText,
            .subStart, .subEnd, .eofReached, .seeking, .filename, .path, .mediaTitle,
            .fileFormat, .chapters, .liveEdge, .chapter, .metadata, .fileSize, .width, .height,
            .videoParams, .audioParams, .containerFps, .videoCodec, .audioCodecName,
            .estimatedFrameNumber, .demuxerCacheDuration, .demuxerCacheState, .seekable:
            .unavailable
        case .trackList, .chapterList: .value(.array([]))
        case .currentTracks: .value(.object([]))
        case .coreIdle: .value(.bool(true))
        case .vid: .value(.bool(false))
        default: nil
        }
    }
}
