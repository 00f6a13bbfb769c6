internal import CFFmpeg
internal import PlayerCore

/// One video stream's decoder and the latest frame it kept; frees both with itself.
final class VideoDecoder {
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var received: UnsafeMutablePointer<AVFrame>?
    private var kept: UnsafeMutablePointer<AVFrame>?
    private var hasKept = false
    private let path: String

    /// A decoder for `stream` of the file at `path` (named in errors).
    init(stream: UnsafeMutablePointer<AVStream>, path: String) throws(MediaError) {
        self.path = path
        context = try DecoderContext.open(for: stream, kind: "video", path: path)
        received = av_frame_alloc()
        kept = av_frame_alloc()
        guard received != nil, kept != nil else {
            throw MediaError.readFailed(
                path: path, detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
        }
    }

    /// The latest frame kept, if any.
    var keptFrame: UnsafeMutablePointer<AVFrame>? {
        hasKept ? kept : nil
    }

    /// Sends `packet` (nil to drain) and keeps each frame it completes whose best-effort
    /// timestamp `isOnTime` accepts; true once a frame came that it refused (later frames
    /// cannot be on time).
    func decode(
        _ packet: UnsafeMutablePointer<AVPacket>?, keepingWhile isOnTime: (Int64) -> Bool
    ) throws(MediaError) -> Bool {
        guard let context, let received, let kept else { return true }
        let sent = avcodec_send_packet(context, packet)
        // Damaged data in one packet is skipped as players skip it; anything else stops.
        if sent < 0, sent != cffmpeg_averror_eof(), sent != cffmpeg_averror_invaliddata() {
            throw MediaError.readFailed(path: path, detail: ffmpegErrorText(sent))
        }
        var refused = false
        while avcodec_receive_frame(context, received) >= 0 {
            if !refused, isOnTime(received.pointee.best_effort_timestamp) {
                av_frame_unref(kept)
                av_frame_move_ref(kept, received)
                hasKept = true
            } else {
                refused = true
                av_frame_unref(received)
            }
        }
        return refused
    }

    deinit {
        av_frame_free(&received)
        av_frame_free(&kept)
        avcodec_free_context(&context)
    }
}
