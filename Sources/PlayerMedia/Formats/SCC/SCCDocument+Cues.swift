import CFFmpeg
import PlayerCaptions
import PlayerCore

extension SCCDocument {
    /// The captions the file shows, decoded by FFmpeg's `eia_608` decoder in real-time mode.
    ///
    /// Each line becomes one packet; after each, the decoder reports what the screen shows,
    /// which stays until the next change. The line's time is the report's: in real-time mode
    /// FFmpeg 5.1 stamps a report made by EDM or EOC with the time of the change before. Buffered mode (FFmpeg's default, which the ffmpeg
    /// CLI uses for `.scc`) reports a screen only on Erase Displayed Memory, End Of Caption or
    /// Carriage Return, so paint-on captions, which need none of them, yield no cues there.
    /// Pairs whose parity is wrong are read by their seven data bits, as many SCC writers
    /// leave parity out (FFmpeg would drop them). Each cue is placed at its first row and
    /// column, as ``ClosedCaptionDecoder`` describes. Nil when FFmpeg has no `eia_608` decoder.
    var cues: [Cue]? {
        guard
            let decoder = FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_EIA_608, parameters: nil,
                timeBase: AVRational(num: 1, den: 1_000_000), startOffset: 0,
                options: ["real_time": "1", "real_time_latency_msec": "0", "data_field": "0"])
        else { return nil }
        var assembler = CueAssembler()
        for line in lines {
            let triplets = line.pairs.flatMap { pair in
                [0xFC, withOddParity(UInt8(pair >> 8)), withOddParity(UInt8(pair & 0xFF))]
            }
            for event in decoder.decode(bytes: triplets, at: line.time.microseconds) {
                switch event {
                case .show(var cue, _), .showUntilReplaced(var cue):
                    cue.start = line.time
                    cue.end = line.time
                    assembler.add(cue, endIsKnown: false)
                case .clear:
                    assembler.clear(at: line.time)
                case .rejected:
                    // FFmpeg's CEA-608 decoder refuses bytes only when it runs out of memory.
                    continue
                }
            }
        }
        assembler.closeAll(at: (lines.last?.time ?? .zero) + CueAssembler.unendedCueLength)
        return assembler.takeFinished()
    }
}
