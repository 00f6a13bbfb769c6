import PlayerEngine

/// The outcome of an IPC request, written as mpv writes it in a reply's `error` field.
///
/// The strings are mpv's own, from the `err_table` of `mpv_error_string()` in mpv's
/// `player/client.c`, so a client library that compares them works unchanged. Where mpv
/// returns each (verified against mpv's `input/ipc.c`, `input/cmd.c`, `options/m_property.c`
/// and a running mpv):
/// - ``invalidParameter``: the message is not JSON or not an object, `command` is missing or
///   not a list or object, a special command has the wrong number or type of arguments, the
///   command is unknown, an argument cannot be parsed or has the wrong type, `async` is not a
///   boolean.
/// - ``propertyNotFound``: no property of that name (or sub-path: `track-list/99`).
/// - ``propertyUnavailable``: the property exists but has no value now (`sub-text` with no
///   captions shown, `duration` of a live stream).
/// - ``propertyFormat``: a string value that does not parse, or a number out of range.
/// - ``propertyError``: a value of the wrong JSON type, or a read-only property; here also a
///   property change the player refused (the reply's `data.reason` says why).
/// - ``command``: a command that was understood but failed or was refused.
public enum IPCError: String, Error, Hashable, Sendable, CaseIterable {
    /// Done.
    case success = "success"
    /// The request is malformed, names an unknown command, or has a bad argument.
    case invalidParameter = "invalid parameter"
    /// No property of that name.
    case propertyNotFound = "property not found"
    /// A value that cannot be read as the property's type, or out of its range.
    case propertyFormat = "unsupported format for accessing property"
    /// The property has no value now.
    case propertyUnavailable = "property unavailable"
    /// The property cannot be set to that (read-only, a wrong JSON type, or refused).
    case propertyError = "error accessing property"
    /// The command failed or was refused.
    case command = "error running command"
}

/// A failed request: mpv's error, and for a refusal the player's reason, which the reply
/// carries as `data.reason`.
public struct IPCFailure: Error, Hashable, Sendable {
    /// What the reply's `error` says.
    public var error: IPCError
    /// Why, in the player's words ("controls locked"); nil where mpv would say no more.
    public var reason: String?

    /// A failure with `error` and, optionally, the reason.
    public init(_ error: IPCError, reason: String? = nil) {
        self.error = error
        self.reason = reason
    }
}
