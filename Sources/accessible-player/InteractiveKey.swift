import PlayerEngine
import PlayerSession

/// A key the interactive mode acts on: the player's key map (``PlayerKey``), which the IPC's
/// `keypress` uses too.
typealias InteractiveKey = PlayerKey

extension PlayerKey {
    /// The keys in `bytes`, one terminal read, in order. A lone ESC is the Esc key; ESC
    /// followed by `[` or `O` starts an arrow or Shift-Tab sequence; unknown sequences are
    /// skipped whole.
    static func decode(_ bytes: [UInt8]) -> [InteractiveKey] {
        var keys: [InteractiveKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
                    keys.append(.escape)
                    continue
                }
                let (key, end) = escapeSequence(bytes, from: index + 1)
                key.map { keys.append($0) }
                index = end
            case 0x03: keys.append(.interrupt)
            case 0x09: keys.append(.tab)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x20: keys.append(.space)
            case 0x21...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: continue
            }
        }
        return keys
    }

    /// The key an `ESC [` (or `ESC O`) sequence names, and where the sequence ends. A sequence
    /// is parameter bytes (digits, `;`) up to one final byte.
    private static func escapeSequence(_ bytes: [UInt8], from start: Int) -> (InteractiveKey?, Int)
    {
        var index = start
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count else { return (nil, index) }
        let key: InteractiveKey? =
            switch bytes[index] {
            case 0x41: .up
            case 0x42: .down
            case 0x43: .right
            case 0x44: .left
            case 0x5A: .shiftTab
            default: nil
            }
        return (key, index + 1)
    }
}
