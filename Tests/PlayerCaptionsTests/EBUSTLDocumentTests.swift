import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// ``EBUSTLDocument`` and ``EBUSTLGeneralInformation`` against EBU Tech 3264: the GSI
/// block's fields, the TTI blocks' timing, extension, cumulative and comment fields, the
/// teletext control codes of the text field and the character tables.
@Suite struct EBUSTLDocumentTests {
    private func read(_ file: EBUSTLTestFile) throws -> EBUSTLDocument {
        try EBUSTLDocument(bytes: file.bytes)
    }

    private func text(_ bytes: [UInt8], fields: [Int: String] = [:]) throws -> String? {
        var block = EBUSTLTestFile.Block()
        block.text = bytes
        return try read(EBUSTLTestFile(fields: fields, blocks: [block])).cues.first?.text
    }

    @Test(
        "A damaged GSI field is named",
        arguments: [
            (0, "999", "CPN"), (3, "STL24.01", "DFC"), (11, "7", "DSC"), (12, "09", "CCT"),
            (256, "10:00:00", "TCP"), (256, "10006000", "TCP"), (238, "ab", "TNB"),
        ])
    func damagedField(offset: Int, value: String, field: String) {
        let file = EBUSTLTestFile(fields: [offset: value], blocks: [EBUSTLTestFile.Block()])
        #expect {
            try read(file)
        } throws: { error in
            (error as? EBUSTLError)?.field.hasPrefix(field + " ") == true
        }
    }

    @Test func openSubtitlesNeedTheirRowCount() throws {
        let file = EBUSTLTestFile(fields: [11: "0", 253: "  "], blocks: [EBUSTLTestFile.Block()])
        #expect(throws: EBUSTLError.self) { try read(file) }
        let teletext = EBUSTLTestFile(fields: [253: "  "], blocks: [EBUSTLTestFile.Block()])
        #expect(try read(teletext).information.maximumRows == 23)
    }

    @Test func aCutShortGSIBlockIsRefused() {
        #expect(
            throws: EBUSTLError(field: "GSI", problem: "the block is cut short (100 of 1024 bytes)")
        ) {
            try EBUSTLDocument(bytes: Array(EBUSTLTestFile().bytes.prefix(100)))
        }
    }

    @Test func theGSIStatesRateLanguageAndStart() throws {
        let file = EBUSTLTestFile(fields: [3: "STL30.01", 14: "0F", 256: "01000000"])
        let information = try read(file).information
        #expect(information.framesPerSecond == 30)
        #expect(information.language == LanguageTag("fr"))
        #expect(information.programmeStart == MediaTime(microseconds: 3_603_600_000))
        #expect(information.characterTable == .latin)
        #expect(information.displayStandard == .teletext)
    }

    @Test func timesCountFromTheProgrammeStartAtTheFileRate() throws {
        var block = EBUSTLTestFile.Block()
        block.timeIn = [10, 0, 1, 12]
        block.timeOut = [10, 0, 3, 24]
        let at25 = try read(EBUSTLTestFile(blocks: [block])).cues
        #expect(at25.map(ExpectedCue.init) == [ExpectedCue(1480, 3960, "Hello")])
        block.timeIn = [10, 0, 0, 15]
        block.timeOut = [10, 0, 1, 0]
        let at30 = try read(EBUSTLTestFile(fields: [3: "STL30.01"], blocks: [block])).cues
        // 15 frames of 30000/1001 per second, and 30 frames.
        #expect(at30.first?.start == MediaTime(microseconds: 500_500))
        #expect(at30.first?.end == MediaTime(microseconds: 1_001_000))
    }

    @Test func extensionBlocksAreJoinedAndUserDataLeftOut() throws {
        var first = EBUSTLTestFile.Block()
        first.extensionNumber = 0
        first.text = Array("Hello, ".utf8)
        var userData = EBUSTLTestFile.Block()
        userData.extensionNumber = 0xFE
        userData.text = Array("not text".utf8)
        var last = EBUSTLTestFile.Block()
        last.text = Array("world".utf8)
        let cues = try read(EBUSTLTestFile(blocks: [first, userData, last])).cues
        #expect(cues.map(\.text) == ["Hello, world"])
    }

    @Test func commentsAreNotSubtitles() throws {
        var comment = EBUSTLTestFile.Block()
        comment.commentFlag = 1
        comment.text = Array("Translator's note".utf8)
        var subtitle = EBUSTLTestFile.Block()
        subtitle.number = 2
        let document = try read(EBUSTLTestFile(blocks: [comment, subtitle]))
        #expect(document.cues.map(\.text) == ["Hello"])
        #expect(document.skipped.isEmpty)
    }

    @Test func eachPartOfACumulativeSetIsSaidOnce() throws {
        let parts = (1...3).map { index in
            var block = EBUSTLTestFile.Block()
            block.number = UInt16(index)
            block.cumulativeStatus = UInt8(index)
            block.timeIn = [10, 0, UInt8(index), 0]
            block.timeOut = [10, 0, 9, 0]
            block.text = Array("Part \(index)".utf8)
            return block
        }
        let cues = try read(EBUSTLTestFile(blocks: parts)).cues
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 9000, "Part 1"), ExpectedCue(2000, 9000, "Part 2"),
                ExpectedCue(3000, 9000, "Part 3"),
            ])
    }

    @Test func badTimesAreSkippedAndNamedByBlock() throws {
        var badFrame = EBUSTLTestFile.Block()
        badFrame.number = 7
        badFrame.timeIn = [10, 0, 1, 25]
        var backwards = EBUSTLTestFile.Block()
        backwards.number = 8
        backwards.timeIn = [10, 0, 5, 0]
        var early = EBUSTLTestFile.Block()
        early.number = 9
        early.timeIn = [9, 59, 59, 0]
        let document = try read(
            EBUSTLTestFile(blocks: [badFrame, backwards, early, EBUSTLTestFile.Block()]))
        #expect(document.cues.count == 1)
        #expect(document.skipped.map(\.line) == [1, 2, 3])
        #expect(document.skipped.first?.reason.hasPrefix("subtitle 7 (TTI block 1)") == true)
    }

    @Test func aFileCutShortSaysSo() throws {
        let bytes = EBUSTLTestFile(blocks: [EBUSTLTestFile.Block(), EBUSTLTestFile.Block()]).bytes
        let document = try EBUSTLDocument(bytes: Array(bytes.dropLast(28)))
        #expect(document.cues.count == 1)
        #expect(document.skipped.count == 2)
        #expect(document.skipped.first?.reason.contains("100 bytes into a TTI block") == true)
    }

    @Test func teletextControlCodesColourAndSpaceTheText() throws {
        var block = EBUSTLTestFile.Block()
        // Double height, start box twice, yellow "Yes", a row break (doubled, as double
        // height leaves a row between), then plain "no" and cyan "way".
        block.text =
            [0x0D, 0x0B, 0x0B, 0x03] + Array("Yes".utf8) + [0x0A, 0x0A, 0x8A, 0x8A]
            + [0x0D, 0x0B, 0x0B] + Array("no".utf8) + [0x06] + Array("way".utf8)
        let cue = try #require(try read(EBUSTLTestFile(blocks: [block])).cues.first)
        #expect(cue.text == "Yes\nno way")
        #expect(
            cue.runs == [
                StyledRun("Yes", color: CueColor(red: 255, green: 255, blue: 0)),
                StyledRun("\nno ", color: nil),
                StyledRun("way", color: CueColor(red: 0, green: 255, blue: 255)),
            ])
    }

    @Test func openSubtitleCodesItaliciseAndUnderline() throws {
        var block = EBUSTLTestFile.Block()
        block.text = Array("a ".utf8) + [0x80] + Array("b".utf8) + [0x81, 0x82] + Array("c".utf8)
        let cue = try #require(
            try read(EBUSTLTestFile(fields: [11: "0", 253: "11"], blocks: [block])).cues.first)
        #expect(
            cue.runs == [
                StyledRun("a "), StyledRun("b", style: .italic), StyledRun("c", style: .underline),
            ])
    }

    @Test func iso6937DiacriticsJoinTheLetterAfterThem() throws {
        // é, ü, ß, ł, ’, and a caron on c.
        #expect(try text([0xC2, 0x65, 0xC8, 0x75, 0xFB, 0xF8, 0xB9, 0xCF, 0x63]) == "éüßł’č")
    }

    @Test func theOtherCharacterTables() throws {
        #expect(try text([0xB0, 0xD0, 0xF0], fields: [12: "01"]) == "\u{410}\u{430}\u{2116}")
        #expect(try text([0xC1, 0xE0], fields: [12: "03"]) == "Αΰ")
        #expect(try text([0xE0, 0xFA], fields: [12: "04"]) == "את")
        #expect(try text([0xC7, 0xAC], fields: [12: "02"]) == "ا،")
    }

    @Test func verticalPositionAndJustificationPlaceTheCue() throws {
        var block = EBUSTLTestFile.Block()
        block.verticalPosition = 1
        block.justification = 1
        let layout = try #require(try read(EBUSTLTestFile(blocks: [block])).cues.first?.layout)
        #expect(layout.line == .percent(10))
        #expect(layout.textAlignment == .left)
    }
}
