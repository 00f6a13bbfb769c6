import Dispatch
import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession
import Synchronization

/// What `play --interactive` shows at the terminal: every spoken line and state change as it
/// happens, and below them one status line (time, playing or paused, sound, captions and the
/// caption on screen, focus) redrawn in place. The status line is cut to the terminal's width
/// (`TIOCGWINSZ`, read again on `SIGWINCH`), so it never wraps and `\r` plus clear-to-end
/// always erases all of it. Called from the player's observer and the key loop.
final class InteractiveDisplay: Sendable {
    /// The kinds of line the terminal shows: what a listener hears, each change of state, the
    /// focus ring's moves and Voice Control's replies.
    static let shownKinds: Set<LogKind> = [
        .focus, .say, .caption, .rejected, .ended, .error, .state, .ring, .voice,
    ]

    private let log: LogWriter
    private let screen: Mutex<Screen>
    /// Tells of SIGWINCH; kept so that it keeps telling, cancelled by `finish`.
    private let resizes: Mutex<any DispatchSourceSignal>

    /// The status line's content and how it is drawn now.
    private struct Screen {
        var status = InteractiveStatus()
        /// The terminal's width in columns.
        var columns: Int
        /// The columns the line drawn last takes (0 when it is cleared).
        var drawnWidth = 0
        /// Set by `finish`: nothing is drawn under the lines any more.
        var isFinished = false

        /// `text` cut to one column less than the width (a line filling the last column
        /// leaves some terminals' cursor past the edge), remembered as drawn.
        mutating func draw(_ text: String) -> String {
            guard !isFinished else { return "" }
            let line = TerminalColumns.fitting(text, in: max(columns - 1, 0))
            drawnWidth = TerminalColumns.width(of: line)
            return line
        }

        /// The status line, drawn.
        mutating func drawStatus() -> String {
            draw(status.text)
        }
    }

    /// A display of `format` lines for a program `duration` long.
    init(format: SpokenLogFormat, duration: MediaTime?) throws(CommandFailure) {
        log = try LogWriter(format: format, path: nil, kinds: Self.shownKinds)
        var screen = Screen(columns: Self.terminalColumns())
        screen.status.duration = duration
        self.screen = Mutex(screen)
        resizes = Mutex(DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global()))
        resizes.withLock { source in
            source.setEventHandler { [weak self] in self?.resize() }
            source.resume()
        }
    }

    deinit {
        resizes.withLock { $0.cancel() }
    }

    /// Shows `event`: clears the status line, prints the event's line if it is shown, and
    /// draws the status line again.
    func show(_ event: LoggedEvent) {
        screen.withLock { screen in
            screen.status.update(with: event)
            Self.write("\r\u{1B}[K")
            log.write(event)
            Self.write(screen.drawStatus())
        }
    }

    /// Prints `line` above the status line (the key help when the session starts).
    func note(_ line: String) {
        screen.withLock { screen in
            Self.write("\r\u{1B}[K" + TerminalText.escaped(line) + "\n" + screen.drawStatus())
        }
    }

    /// Draws `prompt` in the status line's place, until the next event redraws the status
    /// (Voice Control's phrase as it is typed).
    func prompt(_ prompt: String) {
        screen.withLock { screen in
            Self.write(
                "\r\u{1B}[K"
                    + screen.draw(TerminalText.escaped(prompt, keepingLineBreaks: false)))
        }
    }

    /// Clears the status line for good: events after this print their lines only.
    func finish() {
        screen.withLock { screen in
            screen.isFinished = true
            screen.drawnWidth = 0
            Self.write("\r\u{1B}[K")
        }
        resizes.withLock { $0.cancel() }
    }

    /// Reads the width again and redraws the status line to it. A terminal narrower than the
    /// line drawn has reflowed it onto more rows (as tmux, VTE, kitty and konsole do): the
    /// cursor goes up to its first row and everything from there is cleared first.
    private func resize() {
        screen.withLock { screen in
            screen.columns = Self.terminalColumns()
            let rowsAbove = screen.drawnWidth > 0 ? (screen.drawnWidth - 1) / screen.columns : 0
            Self.write(
                "\r" + (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\u{1B}[J"
                    + screen.drawStatus())
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The width of the terminal on standard error; 80 when it does not say.
    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
