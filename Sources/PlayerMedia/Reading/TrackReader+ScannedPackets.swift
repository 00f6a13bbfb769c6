internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// One packet of a track found by reading the container's structure instead of demuxing it
/// (a Matroska block, an MP4 sample), with the times FFmpeg's demuxer would give it.
struct ScannedPacket {
    /// Presentation and decoding time, in the stream's time base.
    var pts: Int64
    var dts: Int64
    /// How long it lasts in the stream's time base; 0 when the demuxer states none.
    var duration: Int64
    /// Where its payload is in the file, and how many bytes.
    var offset: Int64
    var size: Int
}

extension TrackReader {
    /// Hands each packet to `decoder` as FFmpeg's demuxer would have, its payload read
    /// through `reader` from the file at `path`, and returns the cues, sorted by start, with
    /// the packets the decoder rejected; nil when a payload cannot be read.
    func decodeCues(
        of packets: [ScannedPacket], streamIndex: Int, reader: ForwardFileReader, path: String,
        decoder: any CaptionPacketDecoder
    ) -> CueReading? {
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet else { return nil }
        var assembler = CueAssembler()
        var cues: [Cue] = []
        var position: Int64?
        for scanned in packets {
            av_packet_unref(packet)
            guard av_new_packet(packet, Int32(scanned.size)) >= 0,
                reader.read(scanned.size, at: scanned.offset, into: packet.pointee.data)
            else { return nil }
            packet.pointee.pts = scanned.pts
            packet.pointee.dts = scanned.dts
            packet.pointee.duration = scanned.duration
            packet.pointee.stream_index = Int32(streamIndex)
            position = decoder.mediaTime(of: packet) ?? position
            assembler.apply(decoder.decode(packet))
            cues += assembler.takeFinished()
        }
        av_packet_unref(packet)
        assembler.apply(decoder.finish())
        assembler.closeAll(at: endOfReading(reachedMicroseconds: position))
        let read = CaptionTimeline(cues: cues + assembler.takeFinished()).cues
        return CueReading(
            cues: read, skipped: assembler.rejected.skipped(in: path, cuesRead: read.count))
    }
}
