/// Reads the commands and characters of one service block (CTA-708-E §7.1), each with the
/// offset of its first byte.
///
/// Every code has a fixed length, whether or not anything here acts on it, so the reader never
/// loses step: the C0 codes 0x10–0x17 take one more byte and 0x18–0x1F two (§7.1.4), each C1
/// command its own count (§7.1.5), and behind EXT1 (0x10) the C2 codes take 0–3 more bytes by
/// their range (§7.1.10) and the C3 codes 4, 5, or a length of their own (§7.1.11). A command
/// that the end of the block cuts off ends the block: a command never spans two blocks.
///
/// ```swift
/// let block: [UInt8] = [0x89, 0x01, 0x48, 0x10, 0x25]   // DSW window 0, "H", EXT1 "…"
/// var reader = CEA708CommandReader(block, range: block.indices)
/// reader.next()   // (.displayWindows(0x01), 0)
/// reader.next()   // (.character("H"), 2)
/// reader.next()   // (.character("…"), 3)
/// reader.next()   // nil
/// ```
struct CEA708CommandReader {
    private let bytes: [UInt8]
    private var index: Int
    private let end: Int

    /// A reader of `bytes[range]`.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.index = range.lowerBound
        self.end = range.upperBound
    }

    /// The next command and the offset of its first byte in `bytes`; nil at the end of the
    /// block or when its last command is cut off.
    mutating func next() -> (command: CEA708Command, offset: Int)? {
        guard index < end else { return nil }
        let offset = index
        let code = bytes[index]
        index += 1
        let command: CEA708Command?
        switch code {
        case 0x00...0x1F: command = controlCode(code)
        case 0x20...0x7F: command = .character(CEA708CharacterSet.g0(code))
        case 0x80...0x9F: command = captionCommand(code)
        default: command = .character(CEA708CharacterSet.g1(code))
        }
        return command.map { ($0, offset) }
    }

    /// The next `count` bytes; nil (and the block ended) when fewer are left.
    private mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard index + count <= end else {
            index = end
            return nil
        }
        defer { index += count }
        return bytes[index..<index + count]
    }

    /// The next byte; nil (and the block ended) when none is left.
    private mutating func takeByte() -> UInt8? {
        take(1)?.first
    }

    /// A C0 code (§7.1.4).
    private mutating func controlCode(_ code: UInt8) -> CEA708Command? {
        switch code {
        case 0x03: return .endOfText
        case 0x08: return .backspace
        case 0x0C: return .formFeed
        case 0x0D: return .carriageReturn
        case 0x0E: return .horizontalCarriageReturn
        case 0x10: return takeByte().flatMap { extendedCode($0) }
        case 0x18: return take(2).map { .wideCharacter($0.first!, $0.last!) }
        case 0x11...0x17: return take(1).map { _ in .ignored }
        case 0x19...0x1F: return take(2).map { _ in .ignored }
        default: return .ignored  // NUL and the unused one-byte codes
        }
    }

    /// A code after EXT1: C2 (§7.1.10), G2 (§7.1.8), C3 (§7.1.11) or G3 (§7.1.9).
    private mutating func extendedCode(_ code: UInt8) -> CEA708Command? {
        switch code {
        case 0x00...0x07: return .ignored
        case 0x08...0x0F: return take(1).map { _ in .ignored }
        case 0x10...0x17: return take(2).map { _ in .ignored }
        case 0x18...0x1F: return take(3).map { _ in .ignored }
        case 0x20...0x7F: return .character(CEA708CharacterSet.g2(code))
        case 0x80...0x87: return take(4).map { _ in .ignored }
        case 0x88...0x8F: return take(5).map { _ in .ignored }
        case 0x90...0x9F:
            // Variable length: a header byte whose low six bits count the bytes after it.
            guard let header = takeByte() else { return nil }
            return take(Int(header & 0x3F)).map { _ in .ignored }
        default: return .character(CEA708CharacterSet.g3(code))
        }
    }

    /// A C1 command (§7.1.5) and its parameters (§8.10.5).
    private mutating func captionCommand(_ code: UInt8) -> CEA708Command? {
        switch code {
        case 0x80...0x87: return .setCurrentWindow(Int(code & 0x07))
        case 0x88: return takeByte().map { .clearWindows($0) }
        case 0x89: return takeByte().map { .displayWindows($0) }
        case 0x8A: return takeByte().map { .hideWindows($0) }
        case 0x8B: return takeByte().map { .toggleWindows($0) }
        case 0x8C: return takeByte().map { .deleteWindows($0) }
        case 0x8D: return takeByte().map { .delay(tenthsOfSecond: Int($0)) }
        case 0x8E: return .delayCancel
        case 0x8F: return .reset
        case 0x90:
            return take(2).map { .setPenAttributes(CEA708PenAttributes($0.first!, $0.last!)) }
        case 0x91: return take(3).map { _ in .ignored }  // SPC: colours, which cues do not carry
        case 0x92:
            return take(2).map {
                .setPenLocation(row: Int($0.first! & 0x0F), column: Int($0.last! & 0x3F))
            }
        case 0x97:
            return take(4).map {
                .setWindowAttributes(
                    CEA708WindowAttributes(third: $0[$0.startIndex + 2], fourth: $0.last!))
            }
        case 0x98...0x9F:
            return take(6).map { .defineWindow(Int(code & 0x07), CEA708WindowDefinition($0)) }
        default: return .ignored  // 0x93–0x96, reserved
        }
    }
}
