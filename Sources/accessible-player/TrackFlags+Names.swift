import PlayerCore

extension TrackFlags {
    /// Each flag with the name the CLI prints and JSON uses, in a fixed order.
    static let namedFlags: [(name: String, flag: TrackFlags)] = [
        ("default", .default), ("forced", .forced), ("hearingImpaired", .hearingImpaired),
        ("visualImpaired", .visualImpaired), ("captions", .captions),
        ("descriptions", .descriptions), ("external", .external), ("imageBased", .imageBased),
        ("absent", .absent), ("easyReader", .easyReader),
    ]

    /// The names of the flags that are set, in ``namedFlags`` order.
    var names: [String] {
        Self.namedFlags.filter { contains($0.flag) }.map(\.name)
    }
}
