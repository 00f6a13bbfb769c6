internal import CFFmpeg
internal import PlayerCore

/// FFmpeg's decoder for one stream, opened as the audio and video decoders both need it.
enum DecoderContext {
    /// An opened decoder for `stream` of the file at `path`, its packets timed in the stream's
    /// time base; `kind` ("audio", "video") names the stream in errors, as `path` names the
    /// file. The caller frees it with `avcodec_free_context`.
    static func open(
        for stream: UnsafeMutablePointer<AVStream>, kind: String, path: String
    ) throws(MediaError) -> UnsafeMutablePointer<AVCodecContext> {
        guard let parameters = stream.pointee.codecpar else {
            throw MediaError.readFailed(path: path, detail: "the \(kind) stream has no parameters")
        }
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            let name = String(cString: avcodec_get_name(parameters.pointee.codec_id))
            throw MediaError.readFailed(
                path: path, detail: "FFmpeg has no decoder for \(name) \(kind)")
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw MediaError.readFailed(
                path: path, detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
        }
        var result = avcodec_parameters_to_context(context, parameters)
        if result >= 0 {
            context.pointee.pkt_timebase = stream.pointee.time_base
            result = avcodec_open2(context, codec, nil)
        }
        if result < 0 {
            var failed: UnsafeMutablePointer<AVCodecContext>? = context
            avcodec_free_context(&failed)
            throw MediaError.readFailed(path: path, detail: ffmpegErrorText(result))
        }
        return context
    }
}
