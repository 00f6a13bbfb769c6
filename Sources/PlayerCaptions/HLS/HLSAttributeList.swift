import PlayerCore

/// The attributes of one HLS tag (`TYPE=SUBTITLES,NAME="Deutsch",DEFAULT=YES`), read by
/// RFC 8216 §4.2: names of upper-case letters, digits and `-`; values quoted strings (which
/// may hold commas) or bare tokens up to the next comma.
///
/// Reading is lenient where real playlists are sloppy: an enumerated value written in quotes
/// (`FORCED="NO"`) is still read, and spaces around names are ignored.
struct HLSAttributeList {
    private var values: [String: String] = [:]

    /// Reads `text`, the part of a tag line after the colon; nil when it is not an attribute
    /// list (a name without `=`, an unterminated quoted string).
    init?(_ text: Substring) {
        var rest = text[...]
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = rest[..<equals].trimmingSpaces()
            guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else { return nil }
            rest = rest[rest.index(after: equals)...]
            let value: Substring
            if rest.first == "\"" {
                let body = rest.dropFirst()
                guard let close = body.firstIndex(of: "\"") else { return nil }
                value = body[..<close]
                rest = body[body.index(after: close)...]
                rest = rest.drop { $0 == " " }
                guard rest.isEmpty || rest.first == "," else { return nil }
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = rest[..<end].trimmingSpaces()
                rest = rest[end...]
            }
            values[String(name)] = String(value)
            rest = rest.dropFirst()
        }
    }

    /// The value of `name` without its quotes, or nil when absent.
    subscript(_ name: String) -> String? {
        values[name]
    }

    /// Whether `name` is `YES` (true), `NO` (false), or absent or anything else (nil).
    func yesOrNo(_ name: String) -> Bool? {
        switch values[name]?.uppercased() {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// The value of `name` as a decimal integer, or nil.
    func integer(_ name: String) -> Int64? {
        values[name].flatMap(CheckedDecimal.wholeNumber)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return ("A"..."Z").contains(character) || ("0"..."9").contains(character)
            || character == "-"
    }
}
