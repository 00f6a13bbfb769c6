import PlayerCaptions
import Testing

/// What reading a TTML document that is not well-formed or not TTML reports.
@Suite struct TTMLDocumentErrorTests {
    private func error(reading text: String) -> TTMLError? {
        do {
            _ = try TTMLDocument(parsing: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func mismatchedTagsGiveTheParsersLine() {
        let error = error(
            reading: """
                <tt xmlns="http://www.w3.org/ns/ttml">
                <body>
                <p begin="1s" end="2s">text</span></p>
                </body></tt>
                """)
        guard case .malformedXML(let line, _, _) = error else {
            Issue.record("expected malformed XML, got \(String(describing: error))")
            return
        }
        #expect(line == 3)
    }

    @Test func aDocumentCutShortIsMalformed() {
        let error = error(reading: "<tt xmlns=\"http://www.w3.org/ns/ttml\">\n<body>\n<p>")
        guard case .malformedXML = error else {
            Issue.record("expected malformed XML, got \(String(describing: error))")
            return
        }
    }

    @Test func noBytesIsMalformed() {
        guard case .malformedXML = error(reading: "") else {
            Issue.record("empty input was accepted")
            return
        }
    }

    @Test func anotherXMLVocabularyIsNotTTML() {
        #expect(
            error(reading: "<html><body><p>hi</p></body></html>")
                == .notTimedText(rootElement: "html"))
    }

    @Test func theErrorSaysWhereInWords() {
        let error = TTMLError.malformedXML(line: 3, column: 7, reason: "an undeclared entity")
        #expect(error.description == "malformed TTML at line 3, column 7: an undeclared entity")
    }
}
