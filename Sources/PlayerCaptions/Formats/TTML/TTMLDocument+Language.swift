import PlayerCore

extension TTMLDocument {
    /// The language a document states with `xml:lang` (TTML 1 §7.2.1, inherited by the
    /// content): on `tt`; when `tt` has none, or the empty value TTML reads as unknown, on
    /// `body`; else on the body's `div`s, "mul" when they state different languages. Nil when
    /// no value names a language ("und", "qaa", garbage).
    static func statedLanguage(of tt: TTMLElement) -> LanguageTag? {
        if let language = language(of: tt) { return language }
        guard let body = tt.firstChild("body") else { return nil }
        if let language = language(of: body) { return language }
        let divisions = Set(
            body.childElements.filter { $0.isTimedText("div") }.compactMap(language))
        guard divisions.count <= 1 else { return "mul" }
        return divisions.first
    }

    private static func language(of element: TTMLElement) -> LanguageTag? {
        LanguageTag(element[.xml, "lang"]?.trimmingXMLSpace())
    }
}
