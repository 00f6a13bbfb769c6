import FuzzSupport
import PlayerCaptions
import PlayerCore

/// One playlist's bytes, decoded as a fetched playlist's are, read as a local playlist; a
/// master playlist's caption renditions become tracks, a media playlist opens a live window
/// (reloaded once with itself) and places its segments as a subtitle rendition's are.
private func readPlaylist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = DecodedText(subtitleBytes: fuzzInput(data, size)).text
    guard let playlist = try? HLSPlaylist(parsing: text, location: "/media/show/index.m3u8")
    else { return 0 }
    switch playlist {
    case .master(let master):
        _ = master.legibleRenditions.map(TrackInfo.init(hlsRendition:))
    case .media(let media):
        var window = HLSLiveWindow(opening: media)
        _ = window.update(with: media)
        _ = (window.nextReloadDelay, window.hasStalled)
        var timing = HLSSubtitleTiming(streamStart: .seconds(10))
        let map = WebVTTTimestampMap(mpegTimestamp: 900_000, local: .zero)
        for segment in media.segments {
            _ = timing.offset(of: segment, map: map)
        }
    }
    return 0
}

runLibFuzzer(readPlaylist)
