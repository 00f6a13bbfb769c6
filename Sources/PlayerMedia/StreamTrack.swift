internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads what a container says about one stream into a ``TrackInfo``.
enum StreamTrack {
    /// The track for `stream`, or nil when it is not video, audio or captions (data,
    /// attachments, cover art).
    static func info(of stream: UnsafeMutablePointer<AVStream>, id: TrackID) -> TrackInfo? {
        let parameters = stream.pointee.codecpar.pointee
        let disposition = stream.pointee.disposition
        let kind: TrackKind
        switch parameters.codec_type {
        case AVMEDIA_TYPE_VIDEO where disposition & AV_DISPOSITION_ATTACHED_PIC == 0:
            kind = .video
        case AVMEDIA_TYPE_AUDIO:
            kind = .audio
        case AVMEDIA_TYPE_SUBTITLE:
            kind = .legible
        case AVMEDIA_TYPE_DATA where captionSampleEntries.contains(tagName(parameters.codec_tag)):
            kind = .legible
        default:
            return nil
        }
        let codec =
            isUnnamedWebVTT(stream)
            ? codecName(AV_CODEC_ID_WEBVTT)
            : parameters.codec_id == AV_CODEC_ID_NONE && parameters.codec_tag != 0
                ? tagName(parameters.codec_tag) : codecName(parameters.codec_id)
        var track = TrackInfo(
            id: id, kind: kind, codec: codec,
            language: LanguageTag(tag("language", in: stream.pointee.metadata)),
            title: tag("title", in: stream.pointee.metadata),
            flags: flags(disposition: disposition, codec: parameters.codec_id))
        track.containerID = Int(stream.pointee.id)
        track.codecDescription = avcodec_descriptor_get(parameters.codec_id)?.pointee.long_name
            .map { String(cString: $0) }
        switch kind {
        case .audio:
            // Probing that decoded nothing (a scrambled stream) leaves the layout empty.
            track.channels =
                parameters.ch_layout.nb_channels > 0 ? Int(parameters.ch_layout.nb_channels) : nil
            track.sampleRate = parameters.sample_rate > 0 ? Int(parameters.sample_rate) : nil
        case .video:
            track.width = parameters.width > 0 ? Int(parameters.width) : nil
            track.height = parameters.height > 0 ? Int(parameters.height) : nil
            track.frameRate = frameRate(of: stream)
            let aspect = parameters.sample_aspect_ratio
            track.pixelAspectRatio =
                aspect.num > 0 && aspect.den > 0 ? Double(aspect.num) / Double(aspect.den) : nil
        case .legible:
            break
        }
        return track
    }

    /// MP4 sample entries that carry captions FFmpeg 5.1 exposes only as data streams: WebVTT
    /// (ISO 14496-30) and TTML.
    private static let captionSampleEntries: Set<String> = ["wvtt", "stpp"]

    /// Whether `stream` is WebVTT text FFmpeg 5.1 does not name: a Matroska `S_TEXT/WEBVTT`
    /// track, an unknown subtitle codec whose private data is the WebVTT file header.
    static func isUnnamedWebVTT(_ stream: UnsafeMutablePointer<AVStream>) -> Bool {
        let parameters = stream.pointee.codecpar.pointee
        guard parameters.codec_type == AVMEDIA_TYPE_SUBTITLE,
            parameters.codec_id == AV_CODEC_ID_NONE, let extradata = parameters.extradata,
            parameters.extradata_size >= 6
        else { return false }
        let header = UnsafeBufferPointer(start: extradata, count: 6)
        return header.elementsEqual("WEBVTT".utf8)
    }

    /// A four-character code as text ("wvtt").
    static func tagName(_ tag: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * $0)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// FFmpeg's short name for a codec ("subrip", "hdmv_pgs_subtitle").
    static func codecName(_ codec: AVCodecID) -> String {
        String(cString: avcodec_get_name(codec))
    }

    /// Whether FFmpeg draws this codec's subtitles as pictures.
    static func isBitmap(_ codec: AVCodecID) -> Bool {
        guard let descriptor = avcodec_descriptor_get(codec) else { return false }
        return descriptor.pointee.props & AV_CODEC_PROP_BITMAP_SUB != 0
    }

    /// A metadata value, matched without regard to case; nil when absent or blank.
    static func tag(_ key: String, in dictionary: OpaquePointer?) -> String? {
        guard let entry = av_dict_get(dictionary, key, nil, 0), let value = entry.pointee.value
        else {
            return nil
        }
        let text = String(cString: value)
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    private static func flags(disposition: Int32, codec: AVCodecID) -> TrackFlags {
        let mapping: [(Int32, TrackFlags)] = [
            (AV_DISPOSITION_DEFAULT, .default), (AV_DISPOSITION_FORCED, .forced),
            (AV_DISPOSITION_HEARING_IMPAIRED, .hearingImpaired),
            (AV_DISPOSITION_VISUAL_IMPAIRED, .visualImpaired),
            (AV_DISPOSITION_CAPTIONS, .captions), (AV_DISPOSITION_DESCRIPTIONS, .descriptions),
        ]
        var flags: TrackFlags = isBitmap(codec) ? .imageBased : []
        for (bit, flag) in mapping where disposition & bit != 0 {
            flags.insert(flag)
        }
        if codec == AV_CODEC_ID_EIA_608 {
            flags.insert(.captions)
        }
        return flags
    }

    /// The stream's average frame rate (ffprobe's `avg_frame_rate`), else its real base frame
    /// rate (`r_frame_rate`); nil when FFmpeg saw no frame to tell it by, and then guessed
    /// the time base (1/90000 in MPEG-TS: "90000 fps").
    ///
    /// The base rate is the lowest rate at which every timestamp FFmpeg probed falls on a
    /// frame, so frames come no closer than one base period: an average more than
    /// ``believableAverageExcess`` times the base rate is not believable (FFmpeg divides by
    /// block durations that can be far shorter than the frames, 1000 fps in a 30 fps
    /// Matroska file whose blocks each say 1 ms), and the base rate is taken, as FFmpeg's own
    /// `av_guess_frame_rate`, which ffmpeg and ffplay use, starts from the base rate.
    private static func frameRate(of stream: UnsafeMutablePointer<AVStream>) -> Double? {
        let timeBase = stream.pointee.time_base
        let real = stream.pointee.r_frame_rate
        let base =
            real.num > 0 && real.den > 0
                && Int64(real.num) * Int64(timeBase.num) != Int64(real.den) * Int64(timeBase.den)
            ? Double(real.num) / Double(real.den) : nil
        let average = stream.pointee.avg_frame_rate
        guard average.num > 0 && average.den > 0 else { return base }
        let averageRate = Double(average.num) / Double(average.den)
        if let base, averageRate > base * believableAverageExcess {
            return base
        }
        return averageRate
    }

    /// How many times the base rate an average may be and still be believed: room for a
    /// variable frame rate whose base FFmpeg took from a slower stretch at the start.
    private static let believableAverageExcess = 2.0
}
