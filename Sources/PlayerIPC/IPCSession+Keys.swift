import PlayerCore
import PlayerEngine
import PlayerSession

extension IPCSession {
    /// `keybind <name> <command>`: `keypress <name>` runs the command line from now on
    /// (python-mpv-jsonipc binds `script-message` lines this way). Refused, as mpv refuses
    /// it, for a key name mpv does not know.
    func bindKey(_ arguments: IPCArguments) -> IPCOutcome {
        guard let name = arguments.text("name"), let line = arguments.text("cmd") else {
            return .failure(.invalidParameter, nil)
        }
        guard PlayerKey.isMpvKeyName(name) else {
            return .failure(.command, nil)
        }
        keyBindings[name] = line
        return .success(.null)
    }

    /// `keypress <name>`: runs the key's binding in an enabled section, else its `keybind`
    /// command line, else what the player's key
    /// map (`play --interactive`'s) does with it; a key with no meaning here does nothing,
    /// and a name mpv does not know is refused.
    func pressKey(_ arguments: IPCArguments) -> IPCOutcome {
        guard let name = arguments.text("name") else { return .failure(.invalidParameter, nil) }
        if let line = sectionBinding(for: name) ?? keyBindings[name] {
            if case .failure(let error, let data) = runTextCommand(line) {
                return .failure(error == .invalidParameter ? .command : error, data)
            }
            return .success(.null)
        }
        guard PlayerKey.isMpvKeyName(name) else {
            return .failure(.command, nil)
        }
        guard !isIdle, let key = PlayerKey(mpvName: name) else { return .success(.null) }
        switch key.outcome(in: player.state) {
        case .perform(let actions):
            actions.forEach(player.perform)
        case .quit(let actions):
            actions.forEach(player.perform)
            finish(.quit(code: 0))
        case .ignore, .prompt:
            break
        }
        return .success(.null)
    }
}

extension PlayerKey {
    /// The key mpv's input.conf names `name` (`SPACE`, `LEFT`, `ENTER`, `ESC`, `TAB`,
    /// `Shift+TAB`, `Ctrl+c`, or a character), if the player's key map has it. Named keys
    /// are read regardless of case, as mpv reads them.
    init?(mpvName name: String) {
        switch name.uppercased() {
        case "SPACE": self = .space
        case "LEFT": self = .left
        case "RIGHT": self = .right
        case "UP": self = .up
        case "DOWN": self = .down
        case "TAB": self = .tab
        case "SHIFT+TAB": self = .shiftTab
        case "ENTER", "KP_ENTER": self = .enter
        case "ESC": self = .escape
        case "CTRL+C": self = .interrupt
        default:
            guard name.count == 1, let character = name.first, !character.isWhitespace else {
                return nil
            }
            self = .character(character)
        }
    }

    /// Whether mpv knows `name` as a key: one character, or one of its named keys (those of
    /// the key map, and others such as `F1` or `PGUP` that do nothing here), with modifiers.
    static func isMpvKeyName(_ name: String) -> Bool {
        var base = Substring(name)
        while let plus = base.firstIndex(of: "+"), plus != base.index(before: base.endIndex) {
            let modifier = base[..<plus].uppercased()
            guard ["SHIFT", "CTRL", "ALT", "META"].contains(modifier) else { return false }
            base = base[base.index(after: plus)...]
        }
        if base.count == 1 { return true }
        let upper = base.uppercased()
        if upper.hasPrefix("F"), let number = Int(upper.dropFirst()), (1...24).contains(number) {
            return true
        }
        return mpvNamedKeys.contains(upper)
    }

    /// mpv's names of keys that are not one character (`input/keycodes.c`, a part).
    private static let mpvNamedKeys: Set<String> = [
        "SPACE", "LEFT", "RIGHT", "UP", "DOWN", "TAB", "ENTER", "KP_ENTER", "ESC", "BS", "DEL",
        "INS", "HOME", "END", "PGUP", "PGDWN", "PRINT", "PAUSE", "PLAY", "STOP", "PLAYPAUSE",
        "NEXT", "PREV", "MUTE", "VOLUME_UP", "VOLUME_DOWN", "SHARP", "IDEOGRAPHIC_SPACE",
        "MBTN_LEFT", "MBTN_RIGHT", "MBTN_MID", "WHEEL_UP", "WHEEL_DOWN", "KP0", "KP1", "KP2",
        "KP3", "KP4", "KP5", "KP6", "KP7", "KP8", "KP9",
    ]
}
