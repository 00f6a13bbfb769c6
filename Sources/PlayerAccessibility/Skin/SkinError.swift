/// Why a skin file could not be read: the file, where in it, and what is wrong.
public struct SkinError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as named on the command line.
    public var path: String
    /// What is wrong, with where ("controls[3]: unknown control \"fullscreen\" …").
    public var message: String

    /// "skin FILE: MESSAGE".
    public var description: String {
        "skin \(path): \(message)"
    }
}
