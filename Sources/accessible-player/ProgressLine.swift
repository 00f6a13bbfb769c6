import Foundation
import PlayerCore
import Synchronization

/// Shows how far a long run has got on one rewritten line of standard error.
final class ProgressLine: Sendable {
    private let duration: MediaTime
    private let shownPercent = Mutex(-1)

    /// A progress line over a program `duration` long, or nil when standard error is not a
    /// terminal, or shares one with the log, or the length is unknown.
    init?(duration: MediaTime?, logOnTerminal: Bool) {
        guard let duration, duration > .zero, TerminalMode.isTerminal(2), !logOnTerminal else {
            return nil
        }
        self.duration = duration
    }

    /// Reports that media time `time` was reached; redraws only when the percent changes.
    func report(_ time: MediaTime) {
        let percent = Int(min(100, max(0, time.microseconds * 100 / duration.microseconds)))
        let changed = shownPercent.withLock { shown in
            defer { shown = percent }
            return shown != percent
        }
        guard changed else { return }
        draw("\rplaying: \(percent)% (\(time) of \(duration))")
    }

    /// Clears the line.
    func finish() {
        draw("\r\u{1B}[K")
    }

    private func draw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
