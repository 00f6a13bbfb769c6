/// Comparison of BCP-47 language tags as the selection policy (and the engine's script
/// commands) need it.
public enum LanguageTag {
    /// How well `tag` fits `preferred` languages (most wanted first): the index of the first
    /// preferred language it fits, and whether it fits that one exactly (region and script
    /// too) rather than by primary language only. Nil when it fits none or is unknown.
    static func match(_ tag: String?, in preferred: [String]) -> (index: Int, isExact: Bool)? {
        guard let tag else { return nil }
        let normalized = normalize(tag)
        for (index, wanted) in preferred.enumerated() {
            let wanted = normalize(wanted)
            if wanted == normalized {
                return (index, true)
            }
            if primary(of: wanted) == primary(of: normalized) {
                return (index, false)
            }
        }
        return nil
    }

    /// Whether two tags name the same primary language ("en-GB" and "en" do).
    public static func sameLanguage(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return false }
        return primary(of: normalize(first)) == primary(of: normalize(second))
    }

    private static func normalize(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    private static func primary(of normalized: String) -> Substring {
        normalized.prefix { $0 != "-" }
    }
}
