import PlayerCore
import PlayerOCR
import Testing

/// Track languages and the Tesseract data that reads them: Tesseract names its data files by
/// ISO 639-2/T code with a few names of its own, and Debian packages each as
/// tesseract-ocr-<name> (`_` as `-`).
struct TesseractDataNameTests {
    @Test(
        "Track languages map to Tesseract's data names",
        arguments: [
            ("eng", "eng"), ("fre", "fra"), ("fr-CA", "fra"), ("ger", "deu"), ("spa", "spa"),
            ("dan", "dan"), ("nob", "nor"), ("nn", "nor"), ("dut", "nld"), ("zh-Hant", "chi_tra"),
            ("chi", "chi_sim"), ("sr-Latn", "srp_latn"),
        ])
    func dataName(language: String, name: String) throws {
        #expect(TesseractData.dataName(for: try #require(LanguageTag(language))) == name)
    }

    @Test("A track of unknown language reads with English data")
    func unknownLanguage() {
        #expect(TesseractData.dataName(for: nil) == "eng")
    }

    @Test("Each data name's Debian package")
    func packages() {
        #expect(TesseractData.package(for: "fra") == "tesseract-ocr-fra")
        #expect(TesseractData.package(for: "chi_tra") == "tesseract-ocr-chi-tra")
    }
}
