import PlayerCaptions
import PlayerCore
import Testing

/// The text cue format is read on a terminal: what it prints from a file is escaped.
@Suite struct CueWriterEscapingTests {
    @Test func theTextCueFormatEscapesWhatItPrints() {
        let cue = Cue(start: .seconds(1), end: .seconds(2), text: "a\u{1B}[2Jb\nc", runs: [])
        #expect(CueFormat.text.write([cue]) == "00:00:01.000 --> 00:00:02.000  a\\u{1B}[2Jb / c\n")
    }
}
