import PlayerAccessibility

extension PlayerLanguage {
    /// The language `--locale` names ("en", "es", "fr", "de"), or a usage error listing them.
    static func argument(_ value: String) throws(UsageError) -> PlayerLanguage {
        guard let language = PlayerLanguage(rawValue: value.lowercased()) else {
            let known = PlayerLanguage.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown locale '\(value)' (use \(known))")
        }
        return language
    }
}
