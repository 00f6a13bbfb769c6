internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// The program's length: what the container's header says, checked against the packets
    /// when the header is not believable; a local MPEG transport stream FFmpeg gives none for
    /// is measured by its clock references. Also a warning when the packets overrule the
    /// header.
    ///
    /// A header is not believable when it counts from zero while the timestamps start more
    /// than half-way through it (an MP4 whose timestamps start at the Unix epoch claims
    /// 468,207 hours for two seconds of packets), or when it claims more than one second for
    /// every byte of a local file (no video or audio codec comes near that little), either
    /// only for a file with video or audio. The packets then decide, as a player stops at
    /// the last packet (mpv does): when they end before half the claimed length, their end is
    /// the length.
    static func programLength(of input: DemuxerInput) -> (
        duration: MediaTime?, warning: MediaWarning?
    ) {
        guard let context = input.context?.pointee, context.duration != cffmpeg_nopts_value(),
            context.duration > 0
        else { return (transportStreamDuration(of: input), nil) }
        let stated = MediaTime(microseconds: context.duration)
        guard !isBelievable(stated, of: input),
            let packetsEnd = input.lastPacketEnd(seekingBefore: stated),
            packetsEnd > .zero, packetsEnd.microseconds < stated.microseconds / 2
        else { return (stated, nil) }
        let warning = MediaWarning(
            message:
                "\(input.path): the container says it lasts \(stated), but its packets end at "
                + "\(packetsEnd): the packets' length is used")
        return (packetsEnd, warning)
    }

    /// The length of a local file whose container states none (an MP4 initialization segment,
    /// a raw stream): where its last packet ends, or zero when it has none, with a warning
    /// saying so, so that playing it ends with its data; nil for a URL, or a file with more
    /// packets than are read to measure it.
    static func measuredLength(of input: DemuxerInput) -> (
        duration: MediaTime, warning: MediaWarning
    )? {
        guard input.readsLocalFile else { return nil }
        let end: MediaTime
        if input.indexesNoSample {
            end = .zero
        } else {
            switch input.packetsEnd(seekingBefore: .zero) {
            case .at(let last): end = last
            case .noPackets: end = .zero
            case .unknown: return nil
            }
        }
        let warning = MediaWarning(
            message:
                "\(input.path): the container states no length; the programme ends with its last "
                + "packet, at \(end)")
        return (end, warning)
    }

    /// Whether `stated`, the header's length of `input`, can be taken without looking at the
    /// packets (see ``programLength(of:)``). A file of captions alone is always believed: its
    /// timestamps start at its first cue, which may well be late in it.
    private static func isBelievable(_ stated: MediaTime, of input: DemuxerInput) -> Bool {
        let hasPictureOrSound = input.streams.contains { stream in
            let type = stream?.pointee.codecpar.pointee.codec_type
            return type == AVMEDIA_TYPE_VIDEO || type == AVMEDIA_TYPE_AUDIO
        }
        guard hasPictureOrSound else { return true }
        if input.startMicroseconds > 0, input.startMicroseconds >= stated.microseconds / 2 {
            return false
        }
        guard input.readsLocalFile, let file = ForwardFileReader(path: input.path, bufferSize: 0)
        else { return true }
        return stated.wholeSeconds <= file.size
    }
}
