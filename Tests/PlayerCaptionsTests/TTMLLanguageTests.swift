import PlayerCaptions
import PlayerCore
import Testing

/// The language a TTML document states: `xml:lang`, which TTML 1 §7.2.1 requires on `tt`
/// (the empty value meaning the language is not stated) and inherits down the content tree.
@Suite struct TTMLLanguageTests {
    private func language(tt: String = "", body: String = "", divs: [String] = [""]) throws
        -> LanguageTag?
    {
        let content = divs.map { #"<div \#($0)><p begin="1s" end="2s">text</p></div>"# }
        let document = """
            <tt xmlns="http://www.w3.org/ns/ttml" \(tt)><body \(body)>\(content.joined())</body></tt>
            """
        return try TTMLDocument(parsing: Array(document.utf8)).language
    }

    @Test func theRootStatesTheLanguage() throws {
        #expect(try language(tt: #"xml:lang="pt-BR""#) == "pt-BR")
        #expect(try language(tt: #"xml:lang="eng""#, body: #"xml:lang="fr""#) == "en")
    }

    @Test func withoutOneOnTheRootTheBodyOrItsDivisionsState() throws {
        #expect(try language(tt: #"xml:lang="""#, body: #"xml:lang="fr""#) == "fr")
        #expect(try language(divs: [#"xml:lang="de""#, #"xml:lang="de""#]) == "de")
        #expect(try language(divs: [#"xml:lang="en""#, #"xml:lang="es""#]) == "mul")
    }

    @Test func codesNamingNoLanguageStateNone() throws {
        #expect(try language() == nil)
        #expect(try language(tt: #"xml:lang="und""#) == nil)
        #expect(try language(tt: #"xml:lang="english""#) == nil)
        // A private-use code is kept, as a container's is; names say "Unknown language".
        #expect(try language(tt: #"xml:lang="qaa""#)?.isPrivateUse == true)
    }
}
