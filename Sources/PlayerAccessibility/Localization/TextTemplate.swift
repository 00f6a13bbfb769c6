/// A localized template ("{elapsed} of {total}") split once into its literal pieces and the
/// placeholders between them, so that filling it is a copy of each piece into one new string
/// instead of a search and a replacement per placeholder.
struct TextTemplate: Sendable {
    /// The text before, between and after the placeholders: one more than ``slots``.
    private let literals: [String]
    /// For each placeholder occurrence in order, its position in the placeholder list the
    /// template was split by.
    private let slots: [Int]
    /// The UTF-8 length of all the literals together.
    private let literalLength: Int

    /// Splits `text` at every occurrence of each of `placeholders` ("{elapsed}", "{total}").
    init(_ text: String, placeholders: [String]) {
        var literals: [String] = []
        var slots: [Int] = []
        var rest = Substring(text)
        while let (slot, range) = Self.firstPlaceholder(in: rest, among: placeholders) {
            literals.append(String(rest[..<range.lowerBound]))
            slots.append(slot)
            rest = rest[range.upperBound...]
        }
        literals.append(String(rest))
        self.literals = literals
        self.slots = slots
        self.literalLength = literals.reduce(0) { $0 + $1.utf8.count }
    }

    /// The template with placeholder 0 replaced by `first` and placeholder 1 by `second`,
    /// built in one allocation.
    func filled(_ first: String, _ second: String = "") -> String {
        func value(_ slot: Int) -> String { slot == 0 ? first : second }
        switch slots.count {
        case 0:
            return literals[0]
        case 1:
            return String(concatenating: literals[0], value(slots[0]), literals[1])
        case 2:
            return String(
                concatenating: literals[0], value(slots[0]), literals[1], value(slots[1]),
                literals[2])
        default:
            var text = ""
            text.reserveCapacity(
                literalLength + slots.reduce(0) { $0 + value($1).utf8.count })
            text.append(literals[0])
            for (index, slot) in slots.enumerated() {
                text.append(value(slot))
                text.append(literals[index + 1])
            }
            return text
        }
    }

    /// The earliest occurrence in `text` of any of `placeholders`, with its position in the list.
    private static func firstPlaceholder(
        in text: Substring, among placeholders: [String]
    ) -> (Int, Range<Substring.Index>)? {
        var earliest: (Int, Range<Substring.Index>)?
        for (slot, placeholder) in placeholders.enumerated() {
            if let range = text.firstRange(of: placeholder),
                range.lowerBound < earliest?.1.lowerBound ?? text.endIndex
            {
                earliest = (slot, range)
            }
        }
        return earliest
    }
}
