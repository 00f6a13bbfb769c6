import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession

extension IPCSession {
    /// The value of one of mpv's properties describing the file and its streams (`width`,
    /// `video-params`, `metadata`, `file-size` …); nil when unavailable (`width` without
    /// video), as mpv's are.
    func mediaInfo(_ property: IPCProperty) -> JSONValue? {
        let video = player.catalog.tracks.first { $0.kind == .video }
        let audio = player.catalog.tracks.first { $0.id == player.state.audioTrack }
        switch property {
        case .mpvVersion: return .string("accessible-player \(PlayerVersion.current)")
        case .seekable: return .bool(!player.catalog.isLive)
        case .vid: return video == nil ? .bool(false) : .integer(1)
        case .metadata: return metadataValue
        case .fileSize:
            guard
                let size = try? FileManager.default.attributesOfItem(
                    atPath: player.catalog.path)[.size] as? NSNumber
            else { return nil }
            return .integer(size.int64Value)
        case .width: return video?.width.map { .integer(Int64($0)) }
        case .height: return video?.height.map { .integer(Int64($0)) }
        case .videoParams: return video.flatMap(Self.videoParams)
        case .audioParams: return audio.flatMap(Self.audioParams)
        case .containerFps: return video?.frameRate.map { .number($0) }
        case .videoCodec: return video.map(Self.codecDescription)
        case .audioCodecName: return audio.map { .string($0.codec) }
        case .estimatedFrameNumber:
            guard let rate = video?.frameRate else { return nil }
            return .integer(Int64((currentPosition.secondsValue * rate).rounded()))
        default: return nil
        }
    }

    /// The container's tags as mpv's `metadata` map; Matroska's segment title under `TITLE`,
    /// as mpv's own Matroska reader names it.
    private var metadataValue: JSONValue {
        let path = player.catalog.path
        if let known = containerTags, known.path == path { return known.value }
        let isMatroska = player.catalog.formatName == "matroska,webm"
        let value = JSONValue.object(
            media.containerTags(path).map { key, text in
                (isMatroska && key == "title" ? "TITLE" : key, .string(text))
            })
        containerTags = (path, value)
        return value
    }

    /// mpv's `video-params` for what the container states of `track`: size, display size
    /// (by the pixel aspect), aspect and pixel aspect; nil without a size.
    private static func videoParams(_ track: TrackInfo) -> JSONValue? {
        guard let width = track.width, let height = track.height, height > 0 else { return nil }
        let pixelAspect = track.pixelAspectRatio ?? 1
        let displayWidth = Int64((Double(width) * pixelAspect).rounded())
        return .object([
            ("w", .integer(Int64(width))), ("h", .integer(Int64(height))),
            ("dw", .integer(displayWidth)), ("dh", .integer(Int64(height))),
            ("aspect", .number(Double(displayWidth) / Double(height))),
            ("par", .number(pixelAspect)),
        ])
    }

    /// mpv's `audio-params` for what the container states of `track`.
    private static func audioParams(_ track: TrackInfo) -> JSONValue? {
        guard let rate = track.sampleRate, let channels = track.channels else { return nil }
        let layout = channelLayoutName(channels)
        return .object([
            ("samplerate", .integer(Int64(rate))), ("channel-count", .integer(Int64(channels))),
            ("channels", .string(layout)), ("hr-channels", .string(layout)),
        ])
    }

    /// The name FFmpeg and mpv give the usual layout of `count` channels.
    static func channelLayoutName(_ count: Int) -> String {
        switch count {
        case 1: "mono"
        case 2: "stereo"
        case 3: "2.1"
        case 4: "quad"
        case 5: "5.0"
        case 6: "5.1"
        case 7: "6.1"
        case 8: "7.1"
        default: "\(count)ch"
        }
    }

    /// mpv's `file-format` for FFmpeg's demuxer name: mpv reads Matroska and WebM with a
    /// reader of its own, which it calls "mkv"; every other format with FFmpeg's, by its name.
    static func mpvFormatName(_ ffmpegName: String) -> String {
        ffmpegName == "matroska,webm" ? "mkv" : ffmpegName
    }

    /// A codec as mpv's `video-codec` and `decoder-desc` write it: "h264 (H.264 / AVC …)".
    static func codecDescription(_ track: TrackInfo) -> JSONValue {
        .string(track.codecDescription.map { "\(track.codec) (\($0))" } ?? track.codec)
    }
}
