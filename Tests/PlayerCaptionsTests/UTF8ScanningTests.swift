import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The parsers read their input as UTF-8 bytes; these cases put characters of more than one
/// byte where the syntax looks (line ends, timing lines, line breaks, references), so a
/// reader that took a byte for a character would misplace them.
@Suite struct UTF8ScanningTests {
    @Test("SubRip lines lose Unicode white space at both ends, wide characters kept whole")
    func subRipTrimsWideWhiteSpace() {
        // U+3000 IDEOGRAPHIC SPACE and U+2003 EM SPACE are White_Space; U+00A0 is drawn as
        // a space (as ASS draws \h) and so trimmed too.
        let caption = CaptionText(subRipText: "\u{3000}こんにちは\u{A0}\n<i>café</i>\u{2003}")
        #expect(caption.text == "こんにちは\ncafé")
        #expect(caption.runs == [StyledRun("こんにちは\n"), StyledRun("café", style: .italic)])
    }

    @Test("A SubRip timing line may end in any white space, a wide one included")
    func subRipTimingLineEndingInNoBreakSpace() {
        let document = SubRipDocument(
            parsing: "1\n00:00:01,000 --> 00:00:02,500\u{A0}X1:40\nHi\n\n"
                + "2\n00:00:03,000 --> 00:00:04,000é\nnot a timing line\n")
        // The second "timing line" has a letter after its end time, so it is none: its
        // numbered block is left out and said, not glued onto the first cue.
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(1_000, 2_500, "Hi")])
        #expect(document.skippedLines.map(\.line) == [5])
    }

    @Test("SubRip lines joined by CR LF read as those joined by LF")
    func subRipCarriageReturns() {
        let lf = SubRipDocument(parsing: "1\n00:00:01,000 --> 00:00:02,000\nÉtape\nsuivante\n")
        let crlf = SubRipDocument(
            parsing: "1\r\n00:00:01,000 --> 00:00:02,000\r\nÉtape\r\nsuivante\r\n")
        #expect(lf.cues == crlf.cues && lf.cues.first?.text == "Étape\nsuivante")
    }

    @Test("An SSA script's lines break at every newline character, NEL and U+2028 included")
    func ssaLineBreaks() {
        let document = SSADocument(
            text: "[Events]\u{2028}Format: Start, End, Text\u{85}"
                + "Dialogue: 0:00:01.00,0:00:02.00,Añejo\\Nañejo\u{2029}"
                + "Dialogue: 0:00:03.00,0:00:04.00,{\\i1}ß{\\i0}\u{0B}")
        #expect(document.cues.map(\.text) == ["Añejo\nañejo", "ß"])
        #expect(document.cues.last?.runs == [StyledRun("ß", style: .italic)])
    }

    @Test("WebVTT references decode to characters of any width; NUL becomes U+FFFD")
    func webVTTReferencesAndNul() {
        let document = WebVTTDocument(
            parsing: "WEBVTT\n\nrésumé\n00:01.000 --> 00:02.000 align:start\n"
                + "&eacute;&#x1F600;&notit; a\u{0}b &amp\n")
        #expect(document.cues.first?.identifier == "résumé")
        #expect(document.cues.first?.text.caption.text == "é😀¬it; a\u{FFFD}b &")
        #expect(document.cues.first?.settings.alignment == .start)
    }

    @Test("A voice inside ruby text names no speaker, as its words are not spoken")
    func webVTTVoiceInsideRubyText() {
        let text = WebVTTCueText(parsing: "<ruby>漢<rt><v Bob>kan</v></rt></ruby><v Ann>字</v>")
        #expect(text.caption.text == "漢字")
        #expect(text.speaker == "Ann")
        // The tree still holds both voices.
        guard case .element(let ruby)? = text.nodes.first,
            case .element(let rubyText)? = ruby.children.last,
            case .element(let voice)? = rubyText.children.first
        else {
            Issue.record("no ruby text in \(text.nodes)")
            return
        }
        #expect(voice.kind == .voice(name: "Bob"))
    }

    @Test("Cues past 99 hours are written with every digit of their hours")
    func writersPastNinetyNineHours() {
        let start = MediaTime.seconds(120 * 3_600)
        let cue = Cue(start: start, end: start + .milliseconds(1_500), text: "Late")
        #expect(CueFormat.srt.write([cue]) == "1\n120:00:00,000 --> 120:00:01,500\nLate\n\n")
        #expect(CueFormat.vtt.write([cue]) == "WEBVTT\n\n120:00:00.000 --> 120:00:01.500\nLate\n")
    }
}
