import Foundation
import PlayerCore

/// Where Tesseract's language data is installed and which track language reads with which of
/// it.
///
/// Tesseract names its data by ISO 639-2/T code ("fra", "deu"), with a few names of its own
/// ("nor" for every Norwegian, "chi_sim" / "chi_tra" by script); Debian ships each as
/// `tesseract-ocr-<name>`, with `_` written `-`.
///
/// ```swift
/// TesseractData.dataName(for: LanguageTag("fre"))   // "fra"
/// TesseractData.dataName(for: LanguageTag("nb"))    // "nor"
/// TesseractData.dataName(for: nil)                  // "eng": a track of unknown language
/// ```
public struct TesseractData: Sendable {
    /// The folder holding the `<name>.traineddata` files.
    public var directory: String

    /// The data the system has: `$TESSDATA_PREFIX` when set, else the first of Debian's and
    /// Tesseract's usual folders holding any data; nil when none does.
    public static func installed(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TesseractData? {
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            return TesseractData(directory: prefix)
        }
        let folders = [
            "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
            "/usr/share/tessdata", "/usr/local/share/tessdata",
        ]
        return folders.first { folder in
            FileManager.default.fileExists(atPath: folder + "/eng.traineddata")
                || ((try? FileManager.default.contentsOfDirectory(atPath: folder))?
                    .contains { $0.hasSuffix(".traineddata") } ?? false)
        }.map(TesseractData.init(directory:))
    }

    /// A data folder at `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Whether the data named `name` ("fra") is installed.
    public func has(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: "\(directory)/\(name).traineddata")
    }

    /// Tesseract's name for the data that reads `language`; a track of unknown language reads
    /// with English data ("eng"), the data every Tesseract install has.
    public static func dataName(for language: LanguageTag?) -> String {
        guard let language else { return "eng" }
        switch (language.language, language.script) {
        case ("nb", _), ("nn", _), ("no", _): return "nor"
        case ("zh", "Hant"): return "chi_tra"
        case ("zh", _): return "chi_sim"
        case ("sr", "Latn"): return "srp_latn"
        default:
            // ISO 639-2 lists the bibliographic code before the terminological one Tesseract
            // uses ("fre/fra").
            return language.threeLetterCodes.last ?? language.language
        }
    }

    /// The Debian package to install for picture captions in `language` to be read, when
    /// `data` (the system's data) lacks it or there is none; nil when they can be read.
    public static func missingPackage(
        for language: LanguageTag?, in data: TesseractData? = installed()
    ) -> String? {
        let name = dataName(for: language)
        guard let data, data.has(name) else { return package(for: name) }
        return nil
    }

    /// The Debian package that installs the data named `name`.
    public static func package(for name: String) -> String {
        "tesseract-ocr-" + name.replacingOccurrences(of: "_", with: "-")
    }
}
