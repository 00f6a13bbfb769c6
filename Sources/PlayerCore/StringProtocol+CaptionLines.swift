extension StringProtocol {
    /// Caption text on one line, its line breaks shown as " / " (empty lines dropped).
    public var captionLineJoined: String {
        split(separator: "\n").joined(separator: " / ")
    }
}
