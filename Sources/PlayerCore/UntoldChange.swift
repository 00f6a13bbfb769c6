/// A mark that something changed since its holder last told of it: bookkeeping kept beside a
/// value, not part of it. Two values that show the same are equal (and hash alike) whether or
/// not their change was told, so comparing values never sees it.
public struct UntoldChange: Hashable, Sendable {
    /// Whether a change was made and nobody was told yet.
    public var isPending = false

    /// A mark with nothing pending.
    public init() {}

    /// Always true: the mark is no part of its holder's value.
    public static func == (_: UntoldChange, _: UntoldChange) -> Bool { true }

    /// Hashes nothing: the mark is no part of its holder's value.
    public func hash(into hasher: inout Hasher) {}
}
