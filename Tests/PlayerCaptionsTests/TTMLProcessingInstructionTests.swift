import PlayerCore
import Testing

@testable import PlayerCaptions

/// Processing instructions, which TTML gives no meaning: one without data (`<?a?>`) crashed the
/// reader inside Foundation's XML parser (found by `make fuzz`). XML 1.0 §2.6 allows a
/// processing instruction anywhere in content and in the prolog, so the document still reads,
/// with the text around the instruction kept.
@Suite struct TTMLProcessingInstructionTests {
    private func texts(_ bytes: [UInt8]) throws -> [String?] {
        try TTMLDocument(parsing: bytes).cues.map(\.text)
    }

    private func paragraph(_ content: String) -> String {
        #"<tt xmlns="http://www.w3.org/ns/ttml"><body><div>"#
            + #"<p begin="1s" end="2s">\#(content)</p></div></body></tt>"#
    }

    @Test func anInstructionWithoutDataInTheProlog() throws {
        #expect(try texts(Array(("<?a?>" + paragraph("Hello")).utf8)) == ["Hello"])
    }

    @Test func anInstructionInsideAParagraphLeavesItsText() throws {
        let document = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + paragraph("A<?b?>B")
        #expect(try texts(Array(document.utf8)) == ["AB"])
    }

    @Test func aUTF16DocumentIsReadByCodeUnit() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in ("<?a?>" + paragraph("Grüße")).utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try texts(bytes) == ["Grüße"])
    }

    @Test func instructionLikeTextInCDATAAndCommentsIsKept() {
        let document = Array(
            ("<!-- <?a?> -->" + paragraph("<![CDATA[x <?y?> z]]>")).utf8)
        #expect(TTMLProcessingInstructions.replaced(document) == document)
    }

    @Test func lineNumbersStayTrue() {
        let document = Array("<?a\n\n?>\n<tt/>".utf8)
        #expect(
            TTMLProcessingInstructions.replaced(document) == Array("<!---->\n\n\n<tt/>".utf8))
    }

    @Test func instructionsNextToEachOtherDoNotJoinIntoANewOne() {
        // Found by `make fuzz`: taking `<?p?>` out of `<<?p?>?p?>` would leave `<?p?>`.
        let document = Array("<<?p?>?p?>".utf8)
        #expect(TTMLProcessingInstructions.replaced(document) == Array("<<!---->?p?>".utf8))
        #expect(throws: TTMLError.self) { try TTMLDocument(parsing: document) }
    }
}
