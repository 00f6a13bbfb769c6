/// The version of the player core and its tools, as `--version` and the log's session line
/// say it.
public enum PlayerVersion {
    /// The version: major, minor, patch.
    public static let current = "0.10.0"
}
