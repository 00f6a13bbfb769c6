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
    ///
    /// Finished cues are taken after every line, so the assembler holds only the cues still
    /// open; a file whose time codes go back is put in order of start at the end. A file with no
    /// line of pairs has no cues, and no decoder is made for it.
    var cues: [Cue]? {
        // No line to decode: FFmpeg's libraries (over a hundred, seconds to load from a cold
        // disk) are not opened for nothing.
        guard !lines.isEmpty else { return [] }
        guard
            let decoder = FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_EIA_608, parameters: nil,
                timeBase: AVRational(num: 1, den: 1_000_000), startOffset: 0,
                options: ["real_time": "1", "real_time_latency_msec": "0", "data_field": "0"])
        else { return nil }
        var assembler = CueAssembler()
        var cues: [Cue] = []
        // One buffer of packet bytes for every line, refilled in place.
        var triplets: [UInt8] = []
        for line in lines {
            triplets.removeAll(keepingCapacity: true)
            for pair in line.pairs {
                triplets.append(0xFC)
                triplets.append(withOddParity(UInt8(pair >> 8)))
                triplets.append(withOddParity(UInt8(pair & 0xFF)))
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
            cues += assembler.takeFinished()
        }
        assembler.closeAll(at: (lines.last?.time ?? .zero) + CueAssembler.unendedCueLength)
        cues += assembler.takeFinished()
        if !zip(cues, cues.dropFirst()).allSatisfy({ $0.start <= $1.start }) {
            // Stable: cues that start together stay in the order they came.
            cues.sort { $0.start < $1.start }
        }
        return cues
    }
}
