import PlayerCaptions
import PlayerCore
import Testing

/// A TTML document larger than libxml2's 10 MB lookup limit, which the XML parser applies to
/// a document handed to it in one piece: it is read like any other.
@Suite struct TTMLLargeDocumentTests {
    @Test("A TTML document of 12 MB is read to its last cue")
    func pastTenMegabytes() throws {
        // Comments make the size at little cost to read; the cues are at both ends.
        let padding = String(repeating: "<!-- padding -->\n", count: 700_000)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tt xmlns="http://www.w3.org/ns/ttml"><body><div>
            <p begin="00:00:01.000" end="00:00:02.000">First</p>
            \(padding)<p begin="00:00:03.000" end="00:00:04.000">Last</p>
            </div></body></tt>

            """
        #expect(text.utf8.count > 11_000_000)
        let document = try TTMLDocument(parsing: Array(text.utf8))
        #expect(document.cues.map(\.text) == ["First", "Last"])
        #expect(document.cues.last?.start == .seconds(3))
    }
}
