import PlayerCore

/// One file of an audit run: audited, or not opened and why.
public enum AuditReportEntry: Sendable {
    /// The file opened and every check ran.
    case audited(TitleAudit)
    /// The file could not be opened.
    case unopened(path: String, error: String)

    /// The file's path as given.
    public var path: String {
        switch self {
        case .audited(let audit): audit.title.catalog.path
        case .unopened(let path, _): path
        }
    }

    /// The file's JSON line (see ``TitleAudit/json`` and ``TitleAudit/errorJSON(path:error:)``).
    public var json: JSONValue {
        switch self {
        case .audited(let audit): audit.json
        case .unopened(let path, let error): TitleAudit.errorJSON(path: path, error: error)
        }
    }
}
