import PlayerCore
import Testing

@testable import PlayerCaptions

/// TTML documents built to exhaust the reader: deep nesting, entities. Each is read safely or
/// refused with a sentence that says why.
@Suite struct TTMLRobustnessTests {
    private let namespace = #"xmlns="http://www.w3.org/ns/ttml""#

    private func read(_ text: String) throws(TTMLError) -> TTMLDocument {
        try TTMLDocument(parsing: Array(text.utf8))
    }

    /// A document whose paragraph sits inside `depth` elements named `name` (the root, body
    /// and div count too).
    private func nested(_ name: String, levels: Int) -> String {
        "<tt \(namespace)><body><div><p begin=\"1s\" end=\"2s\">"
            + String(repeating: "<\(name)>", count: levels) + "deep"
            + String(repeating: "</\(name)>", count: levels) + "</p></div></body></tt>"
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        // tt, body, div and p take four of the levels.
        let document = try read(nested("span", levels: TTMLTreeBuilder.maximumDepth - 4))
        #expect(document.cues.map(\.text) == ["deep"])
    }

    @Test(
        "Nesting past the limit is refused, whatever the element",
        arguments: ["span", "div", "metadata"])
    func nestingPastTheLimitIsRefused(_ name: String) {
        #expect(throws: TTMLError.nestedTooDeeply(line: 1, limit: TTMLTreeBuilder.maximumDepth)) {
            try read(nested(name, levels: TTMLTreeBuilder.maximumDepth - 3))
        }
    }

    @Test func aHundredThousandLevelsAreRefusedWithoutBuildingThem() {
        #expect(throws: TTMLError.nestedTooDeeply(line: 1, limit: TTMLTreeBuilder.maximumDepth)) {
            try read(nested("metadata", levels: 100_000))
        }
        #expect(
            TTMLError.nestedTooDeeply(line: 1, limit: 256).description
                == "TTML elements are nested more than 256 deep at line 1; the document is refused")
    }

    @Test func textAroundAnExternalEntityStaysAndTheEntityIsReported() throws {
        let document = try read(
            """
            <?xml version="1.0"?>
            <!DOCTYPE tt [
            <!ENTITY xxe SYSTEM "file:///etc/hostname">
            ]>
            <tt \(namespace)><body><div><p begin="1s" end="2s">A &xxe; B</p></div></body></tt>
            """)
        #expect(document.cues.map(\.text) == ["A B"])
        #expect(
            document.skipped == [
                SkippedLine(
                    line: 5, reason: "the external entity &xxe; is never loaded; it is left out")
            ])
    }

    /// TTML 1 §7.1.1: `tt` holds an optional `head`, then an optional `body`. A head after the
    /// body comes too late for paragraphs already read; that is said, not left silent.
    @Test func aHeadAfterTheBodyIsReportedNotSilentlyIgnored() throws {
        let document = try read(
            #"<tt \#(namespace) xmlns:tts="http://www.w3.org/ns/ttml#styling">"#
                + "\n" + #"<body><div><p begin="1s" end="2s" style="i">x</p></div></body>"#
                + "\n"
                + #"<head><styling><style xml:id="i" tts:fontStyle="italic"/></styling></head></tt>"#
        )
        #expect(document.cues.map(\.text) == ["x"])
        #expect(document.skipped.map(\.line) == [3])
        #expect(document.skipped.first?.reason.contains("<head> after <body>") == true)
    }

    @Test func internalEntitiesAreExpandedWithTheirOwnReferences() throws {
        let document = try read(
            #"<!DOCTYPE tt [<!ENTITY who "Anna"><!ENTITY line "&who; &amp; Ben">]>"#
                + #"<tt \#(namespace)><body><div><p begin="1s" end="2s">&line; &lt;3</p></div></body></tt>"#
        )
        #expect(document.cues.map(\.text) == ["Anna & Ben <3"])
        #expect(document.skipped.isEmpty)
    }

    @Test func entitiesInAttributesAndCommentsAndCDATA() throws {
        let document = try read(
            #"<!DOCTYPE tt [<!ENTITY t "2s">]><tt \#(namespace)><body><div><p begin="1s" end="&t;"><!-- &t; -->A<![CDATA[ &t; ]]></p></div></body></tt>"#
        )
        #expect(document.cues.map(\.text) == ["A &t;"])
        #expect(document.cues.map(\.end) == [.seconds(2)])
    }

    @Test func aQuadraticExpansionIsRefused() {
        let document =
            "<!DOCTYPE tt [<!ENTITY a \"" + String(repeating: "x", count: 100_000) + "\">]>"
            + "<tt \(namespace)><body><div><p begin=\"1s\" end=\"2s\">"
            + String(repeating: "&a;", count: 10_000) + "</p></div></body></tt>"
        #expect(
            throws: TTMLError.entityExpansionTooLarge(limit: TTMLEntityExpansion.expansionLimit)
        ) {
            try read(document)
        }
    }

    @Test func billionLaughsAreRefused() {
        var declarations = #"<!ENTITY a0 "ha">"#
        for level in 1...9 {
            declarations +=
                "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let document =
            "<!DOCTYPE tt [\(declarations)]><tt \(namespace)><body><div>"
            + "<p begin=\"1s\" end=\"2s\">&a9;</p></div></body></tt>"
        #expect(
            throws: TTMLError.entityExpansionTooLarge(limit: TTMLEntityExpansion.expansionLimit)
        ) {
            try read(document)
        }
    }

    @Test func entitiesInALoopAreRefused() {
        #expect(
            throws: TTMLError.unsupportedDocumentType("entities that refer to each other in a loop")
        ) {
            try read(
                #"<!DOCTYPE tt [<!ENTITY a "&b;"><!ENTITY b "&a;">]><tt \#(namespace)><body><div><p begin="1s" end="2s">&a;</p></div></body></tt>"#
            )
        }
    }

    @Test func anUndeclaredEntityIsStillMalformed() {
        do {
            _ = try read(
                #"<tt \#(namespace)><body><div><p begin="1s" end="2s">A &nope; B</p></div></body></tt>"#
            )
            Issue.record("an undeclared entity was accepted")
        } catch {
            guard case .malformedXML = error else {
                Issue.record("expected malformed XML, got \(error)")
                return
            }
        }
    }

    @Test func entitiesOfAnExternalSubsetAreReportedNotLoaded() throws {
        let document = try read(
            #"<!DOCTYPE tt SYSTEM "ttml.dtd"><tt \#(namespace)><body><div><p begin="1s" end="2s">A &ext; B &amp; C</p></div></body></tt>"#
        )
        #expect(document.cues.map(\.text) == ["A B & C"])
        #expect(document.skipped.map(\.line) == [1])
    }

    @Test func aTTRootInAnotherNamespaceNamesIt() {
        #expect(throws: TTMLError.notTimedTextNamespace(namespace: "http://example.com/tt")) {
            try read(#"<tt xmlns="http://example.com/tt"><body/></tt>"#)
        }
        #expect(throws: TTMLError.notTimedTextNamespace(namespace: nil)) {
            try read("<tt><body/></tt>")
        }
        #expect(
            TTMLError.notTimedTextNamespace(namespace: "http://example.com/tt").description
                == #"not a TTML document: the root element <tt> is in namespace "http://example.com/tt", not TTML's "http://www.w3.org/ns/ttml""#
        )
    }
}
