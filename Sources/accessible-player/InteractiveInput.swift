import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession

/// The interactive session's input, with its two modes beyond the plain keys: Full Keyboard
/// Access (`K` turns it on and off: Tab, Shift-Tab, Space, the arrows and Esc then move and
/// use the focus ring) and typing a Voice Control phrase (`v`, the phrase, Enter; Esc gives
/// up). `r` / `R` turn VoiceOver's rotor, `]` / `[` move by it.
struct InteractiveInput {
    /// Whether Full Keyboard Access has the keys.
    private(set) var keyboardAccess = false
    /// The Voice Control phrase being typed; nil when none is.
    private(set) var phrase: String?

    /// What `key` does now, in a player in `state`.
    mutating func outcome(of key: InteractiveKey, in state: PlayerState) -> KeyOutcome {
        if key == .interrupt {
            return key.outcome(in: state)
        }
        if let typed = phrase {
            return typing(key, after: typed)
        }
        if keyboardAccess, let fullKeyboardKey = Self.fullKeyboardKeys[key] {
            return .perform([.assistive(.key(fullKeyboardKey))])
        }
        switch key {
        case .character("K"):
            keyboardAccess.toggle()
            return .prompt("Full Keyboard Access " + (keyboardAccess ? "on" : "off"))
        case .character("v"):
            phrase = ""
            return .prompt("voice: ")
        case .character("r"): return .perform([.assistive(.rotor(.turn(clockwise: true)))])
        case .character("R"): return .perform([.assistive(.rotor(.turn(clockwise: false)))])
        case .character("]"): return .perform([.assistive(.rotor(.move(forward: true, nil)))])
        case .character("["): return .perform([.assistive(.rotor(.move(forward: false, nil)))])
        default: return key.outcome(in: state)
        }
    }

    /// A key while a phrase is typed: letters and spaces add to it, Enter says it, Esc drops
    /// it.
    private mutating func typing(_ key: InteractiveKey, after typed: String) -> KeyOutcome {
        switch key {
        case .enter:
            phrase = nil
            return typed.isEmpty ? .prompt("") : .perform([.assistive(.voice(typed))])
        case .escape:
            phrase = nil
            return .prompt("")
        case .space:
            phrase = typed + " "
        case .character(let character):
            phrase = typed + String(character)
        default:
            return .ignore
        }
        return .prompt("voice: " + (phrase ?? ""))
    }

    /// The keys Full Keyboard Access takes over while it is on.
    private static let fullKeyboardKeys: [InteractiveKey: KeyboardKey] = [
        .tab: .tab, .shiftTab: .shiftTab, .space: .space, .up: .up, .down: .down, .left: .left,
        .right: .right, .escape: .escape,
    ]
}
