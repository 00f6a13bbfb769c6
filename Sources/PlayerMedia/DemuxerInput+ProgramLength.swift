internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DemuxerInput {
    /// The program's length: what the container's header says, checked against the packets
    /// when the header is not believable; a local MPEG transport stream FFmpeg gives none for
    /// is measured by its clock references. Also a warning when the packets overrule the
    /// header.
    ///
    /// A header is not believable when it counts from zero while the timestamps start more
    /// than half-way through it (an MP4 whose timestamps start at the Unix epoch claims
    /// 468,207 hours for two seconds of packets), or when it claims more than one second for
    /// every byte of a local file (no video or audio codec comes near that little), either
    /// only for a file with video or audio (an HLS playlist's, summed from its segments, is
    /// believed). The packets then decide, as a player stops at the last packet (mpv does):
    /// when they end before half the claimed length, their end is the length.
    func programLength() -> (
        duration: MediaTime?, warning: MediaWarning?
    ) {
        guard let context = context?.pointee, context.duration != cffmpeg_nopts_value(),
            context.duration > 0
        else { return (transportStreamDuration(), nil) }
        let stated = MediaTime(microseconds: context.duration)
        guard !isBelievable(stated),
            let packetsEnd = lastPacketEnd(seekingBefore: stated),
            packetsEnd > .zero, packetsEnd.microseconds < stated.microseconds / 2
        else { return (stated, nil) }
        let warning = MediaWarning(
            message:
                "\(path): the container says it lasts \(stated), but its packets end at "
                + "\(packetsEnd): the packets' length is used")
        return (packetsEnd, warning)
    }

    /// The length of a local file whose container states none (an MP4 initialization segment,
    /// a raw stream): where its last packet ends, or zero when it has none, with a warning
    /// saying so, so that playing it ends with its data; nil for a URL, or a file with more
    /// packets than are read to measure it.
    func measuredLength() -> (
        duration: MediaTime, warning: MediaWarning
    )? {
        guard readsLocalFile else { return nil }
        let end: MediaTime
        if indexesNoSample {
            end = .zero
        } else {
            switch packetsEnd(seekingBefore: .zero) {
            case .at(let last): end = last
            case .noPackets: end = .zero
            case .unknown: return nil
            }
        }
        let warning = MediaWarning(
            message:
                "\(path): the container states no length; the programme ends with its last "
                + "packet, at \(end)")
        return (end, warning)
    }

    /// Whether `stated`, the header's length of the input, can be taken without looking at the
    /// packets (see ``programLength()``). A file of captions alone is always believed: its
    /// timestamps start at its first cue, which may well be late in it.
    private func isBelievable(_ stated: MediaTime) -> Bool {
        // An HLS playlist states its length segment by segment (`EXTINF`, RFC 8216 §4.3.2.1);
        // and FFmpeg's HLS demuxer, asked to seek to its end to check it, loses its place.
        guard formatName != "hls" else { return true }
        let hasPictureOrSound = streams.contains { stream in
            let type = stream?.pointee.codecpar.pointee.codec_type
            return type == AVMEDIA_TYPE_VIDEO || type == AVMEDIA_TYPE_AUDIO
        }
        guard hasPictureOrSound else { return true }
        if startMicroseconds > 0, startMicroseconds >= stated.microseconds / 2 {
            return false
        }
        guard readsLocalFile, let file = ForwardFileReader(path: path, bufferSize: 0)
        else { return true }
        return stated.wholeSeconds <= file.size
    }

    /// The length of a local MPEG transport stream FFmpeg gives none for (its streams'
    /// timestamps are scrambled or too few): the file's length at the rate its program clock
    /// references give.
    private func transportStreamDuration() -> MediaTime? {
        guard formatName == "mpegts", readsLocalFile else { return nil }
        return TransportStreamClockSpan.duration(ofFileAt: path)
    }
}
