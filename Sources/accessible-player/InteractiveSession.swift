import Foundation
import Glibc
import PlayerCore
import PlayerEngine

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

    /// Runs `player` in real time with standard input in raw mode, a background thread
    /// turning keys into actions through the player's inbox.
    static func run(_ player: Player, stateMirror: StateMirror, until: MediaTime?) {
        guard TerminalMode.enterRaw(0) else {
            StandardError.write("error: cannot put the terminal in raw mode")
            return
        }
        defer { TerminalMode.restore() }
        StandardError.write(keyHelp)
        let inbox = player.inbox
        let reader = Thread { readKeys(into: inbox, stateMirror: stateMirror) }
        reader.start()
        player.run(until: until, stopWhenFinished: false)
    }

    /// Reads standard input until a quitting key or its end, posting each key's actions.
    private static func readKeys(into inbox: PlayerInbox, stateMirror: StateMirror) {
        var buffer = [UInt8](repeating: 0, count: 64)
        var input = InteractiveInput()
        while true {
            let count = read(0, &buffer, buffer.count)
            guard count > 0 else {
                inbox.post(.command(.close))
                return
            }
            for key in InteractiveKey.decode(Array(buffer[..<count])) {
                switch input.outcome(of: key, in: stateMirror.state) {
                case .perform(let actions):
                    actions.forEach(inbox.post)
                case .quit(let actions):
                    actions.forEach(inbox.post)
                    inbox.post(.command(.close))
                    return
                case .ignore:
                    continue
                case .prompt(let text):
                    FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
                }
            }
        }
    }
}
