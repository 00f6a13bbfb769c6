import Foundation
import PlayerCore

/// A CEA-608 channel or CEA-708 service that an `Accessibility` descriptor of a video
/// AdaptationSet declares in its segments (SCTE 214-1 §6.7).
///
/// `urn:scte:dash:cc:cea-608:2015`: `CC1=eng;CC3=deu` names channels; `eng;deu` without
/// channels gives CC1 and CC3 for two languages and CC1, CC2 … otherwise (as Shaka reads it);
/// no value is CC1. `urn:scte:dash:cc:cea-708:2015`: `1=lang:eng;2=lang:deu,war:1,er:1` names
/// services 1–63 (parameters other than `lang` are ignored); languages alone are services 1, 2 ….
/// An entry naming a channel or service outside those ranges is rejected.
public struct DASHClosedCaptionService: Hashable, Sendable {
    /// Which standard carries it.
    public enum Standard: String, Hashable, Sendable {
        case cea608, cea708
    }

    /// CEA-608 or CEA-708.
    public var standard: Standard
    /// The CEA-608 channel (1–4) or CEA-708 service number (1–63).
    public var number: Int
    /// The language declared for it.
    public var language: LanguageTag?

    static let cea608Scheme = "urn:scte:dash:cc:cea-608:2015"
    static let cea708Scheme = "urn:scte:dash:cc:cea-708:2015"

    /// The services one descriptor declares, and a warning for each entry that names none.
    static func services(
        scheme: String, value: String?
    ) -> (services: [DASHClosedCaptionService], rejected: [String])? {
        let standard: Standard
        switch scheme.lowercased() {
        case cea608Scheme: standard = .cea608
        case cea708Scheme: standard = .cea708
        default: return nil
        }
        let entries = (value ?? "").split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        guard !entries.isEmpty else {
            return ([DASHClosedCaptionService(standard: standard, number: 1)], [])
        }
        var found: [DASHClosedCaptionService] = []
        var rejected: [String] = []
        for (index, entry) in entries.enumerated() {
            guard let equals = entry.firstIndex(of: "=") else {
                guard let language = LanguageTag(entry) else {
                    rejected.append(entry)
                    continue
                }
                let number =
                    standard == .cea608 && entries.count == 2 ? index * 2 + 1 : index + 1
                // CEA-608 has four channels: a fifth language names none.
                guard standard == .cea708 || number <= 4 else {
                    rejected.append(entry)
                    continue
                }
                found.append(.init(standard: standard, number: number, language: language))
                continue
            }
            let key = entry[..<equals]
            let parameters = entry[entry.index(after: equals)...]
            let number: Int?
            let language: Substring?
            switch standard {
            case .cea608:
                number =
                    key.uppercased().hasPrefix("CC")
                    ? Int(key.dropFirst(2)).flatMap { (1...4).contains($0) ? $0 : nil } : nil
                language = parameters
            case .cea708:
                number = Int(key).flatMap { (1...63).contains($0) ? $0 : nil }
                language = parameters.split(separator: ",").first { $0.hasPrefix("lang:") }?
                    .dropFirst(5)
            }
            guard let number else {
                rejected.append(entry)
                continue
            }
            found.append(
                .init(
                    standard: standard, number: number,
                    language: LanguageTag(language.map(String.init))))
        }
        return (found, rejected)
    }
}
