internal import CFFmpeg

/// Chooses the decoder of a legible container stream: the project's own for the formats
/// FFmpeg 5.1 misses or mangles, FFmpeg's for the rest.
enum CaptionDecoderChoice {
    /// How to make the decoder of `stream`; nil when nothing here can decode it.
    static func factory(for stream: UnsafeMutablePointer<AVStream>) -> CaptionDecoderFactory? {
        let parameters = stream.pointee.codecpar.pointee
        switch StreamTrack.tagName(parameters.codec_tag) {
        case "wvtt":
            return { MP4WebVTTSampleDecoder(stream: $0, startOffset: $1) }
        case "stpp":
            return { MP4TTMLSampleDecoder(stream: $0, startOffset: $1) }
        default:
            break
        }
        if parameters.codec_id == AV_CODEC_ID_WEBVTT || StreamTrack.isUnnamedWebVTT(stream) {
            return { WebVTTTextPacketDecoder(stream: $0, startOffset: $1) }
        }
        if parameters.codec_id == AV_CODEC_ID_EIA_608 {
            return { CEA608PacketDecoder(stream: $0, startOffset: $1) }
        }
        if parameters.codec_id == AV_CODEC_ID_DVB_TELETEXT,
            avcodec_find_decoder(AV_CODEC_ID_DVB_TELETEXT) != nil
        {
            // Until its pages are known (TeletextPageTracks), a stream shows every subtitle page.
            return TeletextPageDecoder.factory(page: "subtitle")
        }
        return FFmpegSubtitleDecoder.factory(for: stream)
    }
}
