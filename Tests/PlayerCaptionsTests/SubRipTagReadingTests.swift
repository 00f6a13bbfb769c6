import PlayerCaptions
import PlayerCore
import Testing

/// SubRip tags read where they stand do what the ASS override FFmpeg's SubRip decoder writes
/// for each does (`<i>` `{\i1}`, `</i>` `{\i0}`, `<font color>` `{\c&HBBGGRR&}`, `</font>`
/// `{\c}`, `<s>` and a face nothing we keep), also where a tag meets ASS syntax around it.
@Suite struct SubRipTagReadingTests {
    @Test(arguments: [
        ("<i>a</i> <B>b</B> <u>c</u>", #"{\i1}a{\i0} {\b1}b{\b0} {\u1}c{\u0}"#),
        (##"<font color="#ff0000">r</font>g"##, #"{\c&H0000FF&}r{\c}g"#),
        // The override states no opacity: the colour in force keeps its own.
        (#"{\1c&H80FFFFFF&}w<font color=lime>x"#, #"{\1c&H80FFFFFF&}w{\c&H00FF00&}x"#),
        (#"<font face="Arial" size=3>a</font><s>b</s>"#, "ab"),
        (#"<i>{\an3}x\#u{A0}y\hz\Nw"#, #"{\i1}{\an3}x\#u{A0}y\hz\Nw"#),
        ("a < b <3 <ix> </i > <>", "a < b <3 <ix> </i > <>"),
        // A tag inside an override block ends the block at its override's brace.
        (#"{\an8<i>}x"#, #"{\an8{\i1}}x"#),
        ("{ <b>x", #"{ {\b1}x"#),
        // A tag between a backslash and a letter: what is left joins them, or its override
        // stands between them.
        (#"a\<s>Nb"#, #"a\Nb"#),
        (#"a\<i>N"#, #"a\{\i1}N"#),
    ])
    func tagsReadAsTheirOverrides(subRip: String, assDialogue: String) {
        let read = CaptionText(subRipText: subRip)
        let expected = CaptionText(assDialogue: assDialogue)
        #expect(read.text == expected.text)
        #expect(read.runs == expected.runs)
    }

    @Test func anOverrideBlockCutByATagPlacesNothing() {
        let cues = SubRipDocument(
            parsing: "00:00:01,000 --> 00:00:02,000\n{\\an8}<i>top</i>\n\n"
                + "00:00:03,000 --> 00:00:04,000\n{\\an8<i>}bottom"
        ).cues
        #expect(
            cues.map(\.runs) == [
                [StyledRun("top", style: .italic)], [StyledRun("}bottom", style: .italic)],
            ])
        #expect(cues.map(\.layout.isDefault) == [false, true])
    }
}
