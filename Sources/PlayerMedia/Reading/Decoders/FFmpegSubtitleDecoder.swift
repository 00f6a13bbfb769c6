internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// An FFmpeg subtitle decoder for one stream, turning packets into ``SubtitleEvent``s with media
/// times. Owns its codec context; confined to the thread of its source.
final class FFmpegSubtitleDecoder: CaptionPacketDecoder {
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private let timeBase: AVRational
    /// Microseconds subtracted from every time: the container's start time.
    private let startOffset: Int64
    /// What the decoder's ASS events are read against: an ASS or SSA track's own script
    /// header (its canvas and styles), else only FFmpeg's canvas.
    private let scriptHeader: SSAScriptHeader
    /// The text box of a 3GPP timed text track's sample description, which places its
    /// samples; nil for other codecs.
    private let textBoxPlacement: TX3GPlacement?

    /// How the route of a track read by FFmpeg makes its decoder; nil when FFmpeg has no
    /// decoder for the stream's codec.
    static func factory(for stream: UnsafeMutablePointer<AVStream>) -> CaptionDecoderFactory? {
        guard avcodec_find_decoder(stream.pointee.codecpar.pointee.codec_id) != nil else {
            return nil
        }
        return { stream, startOffset in
            FFmpegSubtitleDecoder(stream: stream, startOffset: startOffset)
        }
    }

    /// A decoder for `stream`; nil when FFmpeg has no decoder for its codec.
    convenience init?(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        guard let parameters = stream.pointee.codecpar else { return nil }
        self.init(
            codec: parameters.pointee.codec_id, parameters: parameters,
            timeBase: stream.pointee.time_base, startOffset: startOffset)
    }

    /// A decoder for `codec` reading packets timed in `timeBase`, configured from `parameters`
    /// when given and with FFmpeg decoder `options` ("data_field": "0"); nil when FFmpeg has no
    /// such decoder or refuses the options.
    init?(
        codec codecID: AVCodecID, parameters: UnsafePointer<AVCodecParameters>?,
        timeBase: AVRational, startOffset: Int64, options: [String: String] = [:]
    ) {
        guard let codec = avcodec_find_decoder(codecID),
            let context = avcodec_alloc_context3(codec)
        else { return nil }
        self.timeBase = timeBase
        self.startOffset = startOffset
        let configured = parameters.map { avcodec_parameters_to_context(context, $0) } ?? 0
        context.pointee.pkt_timebase = timeBase
        context.pointee.sub_charenc_mode = cffmpeg_sub_charenc_mode_ignore()
        var dictionary: OpaquePointer?
        for (key, value) in options {
            av_dict_set(&dictionary, key, value, 0)
        }
        defer { av_dict_free(&dictionary) }
        guard configured >= 0, avcodec_open2(context, codec, &dictionary) >= 0 else {
            var failed: UnsafeMutablePointer<AVCodecContext>? = context
            avcodec_free_context(&failed)
            return nil
        }
        self.context = context
        let header = context.pointee.subtitle_header.map {
            String(
                decoding: UnsafeBufferPointer(
                    start: $0, count: Int(context.pointee.subtitle_header_size)),
                as: UTF8.self)
        }
        switch (codecID, header) {
        case (AV_CODEC_ID_ASS, let header?), (AV_CODEC_ID_SSA, let header?):
            scriptHeader = SSAScriptHeader(scriptText: header)
        case (AV_CODEC_ID_MOV_TEXT, let header?):
            scriptHeader = SSAScriptHeader(lookOfConvertedScriptText: header)
        default:
            scriptHeader = .converted
        }
        let extradata = context.pointee.extradata.map {
            Array(UnsafeBufferPointer(start: $0, count: Int(context.pointee.extradata_size)))
        }
        textBoxPlacement =
            codecID == AV_CODEC_ID_MOV_TEXT
            ? extradata.flatMap { TX3GPlacement(sampleDescription: $0) } : nil
    }

    /// Decodes one packet; a packet FFmpeg rejects yields its rejection, in FFmpeg's words
    /// (the rest still plays).
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let context else { return [] }
        var subtitle = AVSubtitle()
        var gotSubtitle: Int32 = 0
        FFmpegLog.reset()
        let decoded = avcodec_decode_subtitle2(context, &subtitle, &gotSubtitle, packet)
        guard decoded >= 0 else {
            let time = mediaTime(of: packet).map(MediaTime.init(microseconds:))
            return [.rejected(detail: FFmpegLog.lastError ?? ffmpegErrorText(decoded), at: time)]
        }
        guard gotSubtitle != 0 else { return [] }
        defer { avsubtitle_free(&subtitle) }
        let base = baseTime(of: subtitle, packet: packet)
        // Wrapping, as MediaTime's sums do: a damaged packet's time must not trap.
        let start = MediaTime(microseconds: base &+ Int64(subtitle.start_display_time) * 1_000)
        let rects = UnsafeBufferPointer(start: subtitle.rects, count: Int(subtitle.num_rects))
            .compactMap { $0?.pointee }
        var caption = caption(from: rects)
        if context.pointee.width > 0, context.pointee.height > 0 {
            caption.image?.displayWidth = Int(context.pointee.width)
            caption.image?.displayHeight = Int(context.pointee.height)
        }
        if let image = caption.image { caption.layout = CueLayout(image: image) ?? CueLayout() }
        if let textBoxPlacement, let data = packet.pointee.data, caption.layout.isDefault {
            caption.layout = textBoxPlacement.layout(
                ofSample: Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size))))
        }
        guard caption.text != nil || caption.image != nil else {
            return [.clear(start)]
        }
        let statedEnd = subtitle.end_display_time
        let endIsKnown = statedEnd != UInt32.max && statedEnd > subtitle.start_display_time
        let end = endIsKnown ? MediaTime(microseconds: base &+ Int64(statedEnd) * 1_000) : start
        let cue = Cue(
            start: start, end: end, text: caption.text, runs: caption.runs, image: caption.image,
            layout: caption.layout, bitmap: caption.bitmap)
        if endIsKnown, context.pointee.codec_id == AV_CODEC_ID_DVB_SUBTITLE {
            // A DVB page stays until the next display set replaces it; its end is a time-out.
            return [.showUntilReplaced(cue)]
        }
        if endIsKnown, context.pointee.codec_id == AV_CODEC_ID_DVD_SUBTITLE,
            statedEnd >= Self.longestDVDStopDelay
        {
            // A stop written as "never": the picture shows until the next one starts.
            return [.showUntilReplaced(cue)]
        }
        return [.show(cue, endIsKnown: endIsKnown)]
    }

    /// The end FFmpeg gives a DVD subpicture whose stop delay is at its 16-bit maximum (65535
    /// ticks of 1024 / 90000 s, about 745.6 s), in milliseconds: a stop written as "never", so
    /// the picture lasts until the next one starts, as players show it (the last one keeps
    /// the stated end).
    static let longestDVDStopDelay = UInt32((65_535 << 10) / 90)

    /// Decodes `bytes` as one packet at `time`, in the decoder's time base; bytes FFmpeg
    /// rejects yield their rejection.
    func decode(bytes: [UInt8], at time: Int64) -> [SubtitleEvent] {
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet, av_new_packet(packet, Int32(bytes.count)) >= 0 else { return [] }
        bytes.withUnsafeBufferPointer { source in
            source.baseAddress.map { packet.pointee.data.update(from: $0, count: bytes.count) }
        }
        packet.pointee.pts = time
        packet.pointee.dts = time
        return decode(packet)
    }

    /// What a decoder that holds output back gives for an empty packet at the end of the
    /// stream.
    func finish() -> [SubtitleEvent] {
        guard let context, context.pointee.codec.pointee.capabilities & AV_CODEC_CAP_DELAY != 0
        else { return [] }
        var empty = av_packet_alloc()
        defer { av_packet_free(&empty) }
        return empty.map(decode) ?? []
    }

    /// False: FFmpeg's subtitle decoders report a caption when its packet is read (CEA-608,
    /// whose decoder reported one when the next replaced it, is read by ``CEA608Decoder``).
    var reportsCaptionsWhenReplaced: Bool { false }

    /// Forgets decoder state after a seek.
    func flush() {
        if let context {
            avcodec_flush_buffers(context)
        }
    }

    deinit {
        avcodec_free_context(&context)
    }

    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        PacketClock(timeBase: timeBase, startOffset: startOffset).time(of: packet)
    }

    /// The subtitle's time in microseconds of media time: the decoder's `pts` when set (some
    /// decoders, like CEA-608, time their own output), else the packet's.
    private func baseTime(of subtitle: AVSubtitle, packet: UnsafeMutablePointer<AVPacket>) -> Int64
    {
        let nopts = cffmpeg_nopts_value()
        if subtitle.pts != nopts {
            return subtitle.pts &- startOffset
        }
        return mediaTime(of: packet) ?? 0
    }

    /// The spoken text, runs and layout (the first placed rectangle's) of text rectangles, or
    /// the bounding box and pixels of bitmap ones (no pixels when a picture is empty or too
    /// large to keep).
    private func caption(
        from rects: [AVSubtitleRect]
    ) -> (
        text: String?, runs: [StyledRun], image: CueImage?, layout: CueLayout, bitmap: CueBitmap?
    ) {
        var lines: [String] = []
        var runs: [StyledRun] = []
        var image: CueImage?
        var objects: [CueBitmap.Object] = []
        var keepsPixels = true
        var layout = CueLayout()
        for rect in rects {
            switch rect.type {
            case SUBTITLE_BITMAP:
                let box = CueImage(
                    x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
                image = image.map { Self.union($0, box) } ?? box
                if let object = CueBitmap.Object(rect: rect) {
                    objects.append(object)
                } else {
                    keepsPixels = false
                }
            case SUBTITLE_ASS where rect.ass != nil:
                let (parsed, eventLayout) = scriptHeader.event(String(cString: rect.ass))
                guard !parsed.text.isEmpty else { continue }
                if layout.isDefault { layout = eventLayout }
                if !lines.isEmpty { runs.append(StyledRun("\n")) }
                lines.append(parsed.text)
                runs.append(contentsOf: parsed.runs)
            case SUBTITLE_TEXT where rect.text != nil:
                let text = String(cString: rect.text)
                guard !text.isEmpty else { continue }
                if !lines.isEmpty { runs.append(StyledRun("\n")) }
                lines.append(text)
                runs.append(StyledRun(text))
            default:
                continue
            }
        }
        if image != nil {
            let bitmap = keepsPixels ? CueBitmap(objects: objects) : nil
            return (nil, [], image, CueLayout(), bitmap)
        }
        return (lines.isEmpty ? nil : lines.joined(separator: "\n"), runs, nil, layout, nil)
    }

    private static func union(_ first: CueImage, _ second: CueImage) -> CueImage {
        let left = min(first.x, second.x)
        let top = min(first.y, second.y)
        let right = max(first.x + first.width, second.x + second.width)
        let bottom = max(first.y + first.height, second.y + second.height)
        return CueImage(x: left, y: top, width: right - left, height: bottom - top)
    }
}
