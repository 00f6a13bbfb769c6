/// A key of the player's key map: what `play --interactive` reads from the terminal and the
/// IPC's `keypress` names in mpv's words. ``outcome(in:)`` says what each does.
public enum PlayerKey: Hashable, Sendable {
    /// Space: play or pause.
    case space
    /// ←: rewind 10 seconds.
    case left
    /// →: forward 10 seconds.
    case right
    /// ↑: increment the focused adjustable element.
    case up
    /// ↓: decrement it.
    case down
    /// Tab: the next element.
    case tab
    /// Shift-Tab: the previous element.
    case shiftTab
    /// Enter: activate the focused element.
    case enter
    /// Esc: close the open panel.
    case escape
    /// Ctrl-C, read as a byte because the terminal's signals are off: quit.
    case interrupt
    /// Any other printable character ("m", "q").
    case character(Character)
}
