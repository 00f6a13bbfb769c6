/// Why an MPD could not be read at all (an entry that cannot be read is a warning instead).
public enum DASHManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is not well-formed XML.
    case malformed(line: Int, reason: String)
    /// The root element is not `MPD`.
    case notAnMPD(root: String)

    /// The sentence to show after the file's name.
    public var description: String {
        switch self {
        case .malformed(let line, let reason): "not a valid MPD (line \(line)): \(reason)"
        case .notAnMPD(let root): "not an MPD: the root element is <\(root)>"
        }
    }
}
