/// A level of mpv's log messages, as `request_log_messages` names them (mpv's
/// `mp_log_levels`), most severe first; a client gets the `log-message` events at or above
/// the level it asked for, and none with `no`.
enum IPCLogLevel: Int, Comparable, CaseIterable {
    case no, fatal, error, warn, info, status, v, debug, trace

    /// The level called `name`, if mpv has one.
    init?(named name: String) {
        guard let level = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = level
    }

    /// Its name as mpv writes it in `log-message` events.
    var name: String { "\(self)" }

    static func < (lhs: IPCLogLevel, rhs: IPCLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
