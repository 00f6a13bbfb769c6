/// How much a failed check matters, which `--fail-on` gates on: an error breaks a WCAG level A
/// success criterion or shows a viewer the wrong captions, a warning breaks a level AA
/// criterion or a style guide's number, a notice is worth a look but never fails a file unless
/// asked.
public enum AuditSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, notice

    /// Whether `self` is at least as serious as `threshold` (an error is at least a warning).
    public func isAtLeast(_ threshold: AuditSeverity) -> Bool {
        rank >= threshold.rank
    }

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .notice: 0
        }
    }
}
