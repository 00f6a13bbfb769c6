import PlayerCore

extension TrackInfo {
    /// The track as the audit's text and report name it: language, title, and the flags that
    /// tell tracks of one language apart ("en, "English SDH", SDH, forced, external").
    public var auditLabel: String {
        var parts = [language?.description ?? "no language"]
        if let title { parts.append("\"\(title)\"") }
        if kind == .legible && SDHConventions.isSDH(self) { parts.append("SDH") }
        if flags.contains(.forced) { parts.append("forced") }
        if flags.contains(.external) { parts.append("external") }
        if flags.contains(.visualImpaired) { parts.append("audio description") }
        return parts.joined(separator: ", ")
    }
}
