import PlayerAccessibility

extension PlayerLanguage {
    /// The language `--locale` names ("en", "es", "fr", "de"; English when absent).
    static func argument(_ value: String?) throws(UsageError) -> PlayerLanguage {
        guard let value else { return .english }
        guard let language = PlayerLanguage(rawValue: value.lowercased()) else {
            let known = PlayerLanguage.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown locale '\(value)' (use \(known))")
        }
        return language
    }
}
