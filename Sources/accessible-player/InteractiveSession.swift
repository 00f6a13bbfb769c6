import Foundation
import Glibc
import PlayerCore
import PlayerEngine
import Synchronization

/// `play --interactive`: keys typed in the terminal drive a real-time player until `q`,
/// Ctrl-C, the end of input or the Close button; the terminal is always put back.
enum InteractiveSession {
    /// The key summary printed when the session starts.
    static let keyHelp =
        "keys: space play/pause, left/right -/+10 s, m mute, s slow motion, l lock, "
        + "c captions, a audio, t tap (show the controls), Tab/Shift-Tab next/previous, "
        + "Enter activate, "
        + "up/down adjust, Esc escape, r/R rotor, ]/[ rotor item, K Full Keyboard Access, "
        + "v Voice Control, q quit"

    /// Runs `player` in real time with standard input in raw mode, the key help and prompts
    /// shown through `display`: a background thread reads the keys, queues them and wakes the
    /// player's run loop, which turns each into actions on the player's thread as it comes,
    /// against the player's state as it is then (no copy of it kept for the other thread).
    static func run(_ player: Player, until: MediaTime?, display: InteractiveDisplay) {
        guard TerminalMode.enterRaw(0) else {
            StandardError.write("error: cannot put the terminal in raw mode")
            return
        }
        defer { TerminalMode.restore() }
        display.note(keyHelp)
        let keys = KeyQueue()
        let inbox = player.inbox
        let reader = Thread { readKeys(into: keys, waking: inbox) }
        reader.start()
        var input = InteractiveInput()
        player.run(until: until, stopWhenFinished: false) { player in
            while !player.isClosed, let key = keys.next() {
                guard let key else {
                    player.send(.close)
                    return
                }
                switch input.outcome(of: key, in: player.state) {
                case .perform(let actions):
                    actions.forEach(player.perform)
                case .quit(let actions):
                    actions.forEach(player.perform)
                    player.send(.close)
                case .ignore:
                    continue
                case .prompt(let text):
                    display.prompt(text)
                }
            }
        }
    }

    /// Reads standard input until its end, queueing each key (and nil for the end) and waking
    /// the player through `inbox` for them.
    private static func readKeys(into keys: KeyQueue, waking inbox: PlayerInbox) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(0, &buffer, buffer.count)
            guard count > 0 else {
                keys.append([nil])
                inbox.wake()
                return
            }
            keys.append(InteractiveKey.decode(Array(buffer[..<count])))
            inbox.wake()
        }
    }
}

/// Keys read on the terminal's thread, waiting for the player's; nil is the end of input.
private final class KeyQueue: Sendable {
    private let queued = Mutex<[InteractiveKey?]>([])

    /// Queues `keys` after those waiting.
    func append(_ keys: [InteractiveKey?]) {
        queued.withLock { $0 += keys }
    }

    /// Removes and returns the oldest key waiting: nil when none waits, `.some(nil)` for the
    /// end of input.
    func next() -> InteractiveKey?? {
        queued.withLock { keys -> InteractiveKey?? in
            guard !keys.isEmpty else { return .none }
            return .some(keys.removeFirst())
        }
    }
}
