/// A `SegmentTemplate` `@media` or `@initialization` pattern (ISO/IEC 23009-1 §5.3.9.4.4):
/// `$RepresentationID$`, `$Bandwidth$`, `$Number$` and `$Time$`, each number with an
/// optional `%0Nd` width, and `$$` for a dollar sign.
struct DASHTemplate {
    private enum Piece {
        case text(String)
        case number(width: Int)
        case time(width: Int)
    }

    private var pieces: [Piece] = []
    /// Whether every identifier is one the standard defines and every `$` is closed.
    private(set) var isValid = true

    /// The pattern `pattern` for the Representation `representationID` of `bandwidth`.
    init(_ pattern: String, representationID: String, bandwidth: Int?) {
        let parts = pattern.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else {
            isValid = false
            return
        }
        for (index, part) in parts.enumerated() {
            if index % 2 == 0 {
                pieces.append(.text(String(part)))
                continue
            }
            let (name, width) = Self.identifier(part)
            switch name {
            case "": pieces.append(.text("$"))
            case "RepresentationID" where width == nil: pieces.append(.text(representationID))
            case "Bandwidth" where bandwidth != nil:
                pieces.append(.text(Self.padded(Int64(bandwidth!), width: width ?? 1)))
            case "Number": pieces.append(.number(width: width ?? 1))
            case "Time": pieces.append(.time(width: width ?? 1))
            default: isValid = false
            }
        }
    }

    /// The name of segment `number` starting at `time`.
    func expanded(number: Int64, time: Int64) -> String {
        var name = ""
        for piece in pieces {
            switch piece {
            case .text(let text): name += text
            case .number(let width): name += Self.padded(number, width: width)
            case .time(let width): name += Self.padded(time, width: width)
            }
        }
        return name
    }

    /// `Number%05d` as ("Number", 5); a format other than `%0Nd` / `%d` gives a name no
    /// identifier has.
    private static func identifier(_ part: Substring) -> (String, Int?) {
        guard let percent = part.firstIndex(of: "%") else { return (String(part), nil) }
        let format = part[part.index(after: percent)...]
        guard format.hasSuffix("d"), format.dropLast().allSatisfy(\.isNumber),
            let width = format.dropLast().isEmpty ? 1 : Int(format.dropLast()), width <= 32
        else { return ("%", nil) }
        return (String(part[..<percent]), width)
    }

    private static func padded(_ value: Int64, width: Int) -> String {
        let digits = String(value)
        return digits.count >= width
            ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
