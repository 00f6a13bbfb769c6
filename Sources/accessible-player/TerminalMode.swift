import Glibc

/// The terminal settings to put back, kept where the signal handlers can reach them.
///
/// Written only by ``TerminalMode/enterRaw(_:)`` before the handlers are installed and cleared
/// by ``TerminalMode/restore()`` after they are removed; a handler only reads it. Signal
/// handlers cannot capture context, so this has to be a global.
nonisolated(unsafe) private var savedSettings: (descriptor: Int32, settings: termios)?

/// Puts a terminal into raw mode for key-at-a-time input and always puts it back: on
/// ``restore()``, and on SIGTERM, SIGHUP or SIGQUIT before the process dies.
///
/// Raw mode here turns off line buffering (`ICANON`), echo and `ISIG`, so Ctrl-C arrives as
/// byte 3 and the read loop quits cleanly instead of being killed with the terminal raw.
enum TerminalMode {
    /// The signals that would end the process while the terminal is raw.
    private static let fatalSignals = [SIGTERM, SIGHUP, SIGQUIT]

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Switches terminal `descriptor` to raw input; false when it is not a terminal.
    static func enterRaw(_ descriptor: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        savedSettings = (descriptor, settings)
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        setControlCharacter(&raw, VMIN, 1)
        setControlCharacter(&raw, VTIME, 0)
        for signalNumber in fatalSignals {
            signal(signalNumber, restoreAndDie)
        }
        return tcsetattr(descriptor, TCSAFLUSH, &raw) == 0
    }

    /// Puts back the settings saved by ``enterRaw(_:)``; does nothing if there are none.
    static func restore() {
        guard let saved = savedSettings else { return }
        var settings = saved.settings
        tcsetattr(saved.descriptor, TCSAFLUSH, &settings)
        for signalNumber in fatalSignals {
            signal(signalNumber, SIG_DFL)
        }
        savedSettings = nil
    }

    private static func setControlCharacter(
        _ settings: inout termios, _ index: Int32, _ value: UInt8
    ) {
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(index)] = value
        }
    }
}

/// Restores the terminal, then lets the signal kill the process as it would have.
private func restoreAndDie(_ signalNumber: Int32) {
    if let saved = savedSettings {
        var settings = saved.settings
        tcsetattr(saved.descriptor, TCSANOW, &settings)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
