import PlayerCore
import Testing

/// The tag `raw` names, as BCP-47 writes it.
private func bcp47LanguageTag(_ raw: String?) -> String? {
    LanguageTag(raw)?.description
}

/// Turning container and file-name language codes into BCP-47 tags.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("eng", "en"), ("fre", "fr"), ("fra", "fr"), ("ger", "de"),
        ("deu", "de"), ("spa", "es"), ("chi", "zh"), ("zho", "zh"), ("dut", "nl"), ("nld", "nl"),
        ("per", "fa"), ("fas", "fa"), ("cze", "cs"), ("ces", "cs"), ("gre", "el"), ("ell", "el"),
        ("rum", "ro"), ("ron", "ro"), ("slo", "sk"), ("slk", "sk"), ("wel", "cy"), ("cym", "cy"),
        ("ice", "is"), ("isl", "is"), ("mac", "mk"), ("mkd", "mk"), ("may", "ms"), ("msa", "ms"),
        ("bur", "my"), ("mya", "my"), ("arm", "hy"), ("hye", "hy"), ("geo", "ka"), ("kat", "ka"),
        ("alb", "sq"), ("sqi", "sq"), ("baq", "eu"), ("eus", "eu"), ("tib", "bo"), ("bod", "bo"),
        ("mao", "mi"), ("mri", "mi"), ("jpn", "ja"), ("kor", "ko"), ("por", "pt"), ("ita", "it"),
        ("rus", "ru"), ("ara", "ar"), ("heb", "he"), ("hin", "hi"), ("swe", "sv"), ("nob", "nb"),
    ])
    func iso639CodesBecomeTheirShortestForm(raw: String, tag: String) {
        #expect(bcp47LanguageTag(raw) == tag)
    }

    @Test func threeLetterCodeWithoutTwoLetterFormIsKept() {
        #expect(bcp47LanguageTag("haw") == "haw")
        #expect(bcp47LanguageTag("FIL") == "fil")
    }

    @Test func withdrawnCodesBecomeTheirReplacements() {
        #expect(bcp47LanguageTag("iw") == "he")
        #expect(bcp47LanguageTag("in") == "id")
        #expect(bcp47LanguageTag("mol") == "ro")
    }

    @Test(arguments: [
        ("pt-br", "pt-BR"), ("en_US", "en-US"), ("zh-hant", "zh-Hant"),
        ("ZH-HANT-tw", "zh-Hant-TW"), ("es-419", "es-419"), ("por-BR", "pt-BR"),
        ("de-CH-1996", "de-CH-1996"), ("sl-rozaj", "sl-rozaj"), (" fre\n", "fr"),
    ])
    func scriptRegionAndVariantSubtagsAreKeptAndCased(raw: String, tag: String) {
        #expect(bcp47LanguageTag(raw) == tag)
    }

    @Test(arguments: [
        "", " ", "und", "UND", "mis", "und-US", "english", "xx1", "12", "xx", "e",
        "en-", "en--US", "en-US-toolongvar", "en-US-Latn", "en-x-private",
    ])
    func textNamingNoLanguageGivesNil(raw: String) {
        #expect(bcp47LanguageTag(raw) == nil)
    }

    /// ISO 639-2 gives "mul" (multiple languages) and "zxx" (no linguistic content) as codes
    /// that state what a track holds, unlike "und" (undetermined).
    @Test(arguments: ["mul", "MUL", "zxx"])
    func collectiveAndNonLinguisticCodesAreKept(raw: String) {
        #expect(bcp47LanguageTag(raw) == raw.lowercased())
    }

    @Test func threeLetterCodesComeFromISO639Part2() {
        #expect(LanguageTag(stringLiteral: "en").threeLetterCodes == ["eng"])
        #expect(LanguageTag(stringLiteral: "fra").threeLetterCodes == ["fre", "fra"])
        #expect(LanguageTag(stringLiteral: "haw").threeLetterCodes == [])
    }

    @Test func missingValueGivesNil() {
        #expect(bcp47LanguageTag(nil) == nil)
    }
}
