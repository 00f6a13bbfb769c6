import Foundation
import MediaTestSupport
import PlayerCore
import Testing

/// The layout Media3's tests assert for the files of `media3-text/`, read from the corpus's
/// `EXPECTED.md` (which quotes each assertion of Media3's parser tests), and the conversion of
/// Media3's cue model to ours: fractions of the viewport become percent; anchors START,
/// MIDDLE and END become ``CueAnchor/start``, `center` and `end`.
struct Media3Expectations {
    let text: String

    init() throws {
        text = String(decoding: try Corpus.bytes("media3-text/EXPECTED.md"), as: UTF8.self)
    }

    /// The part of the document about `file`: from the heading naming it to the next heading.
    func section(_ file: String) -> Substring {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("#") && $0.contains(file) })
        else {
            Issue.record("EXPECTED.md has no section for \(file)")
            return ""
        }
        lines = lines[(heading + 1)...]
        let end = lines.firstIndex { $0.hasPrefix("#") } ?? lines.endIndex
        return Substring(lines[..<end].joined(separator: "\n"))
    }

    /// The clause of `section` that follows `marker` (a quoted cue text, `cue 2`): up to the
    /// next `;`, the next bullet or the end of the line.
    func clause(_ marker: String, in section: Substring) -> Substring {
        guard let start = section.range(of: marker) else {
            Issue.record("EXPECTED.md names no \(marker)")
            return ""
        }
        let rest = section[start.upperBound...]
        let end =
            rest.firstIndex { $0 == ";" || $0 == "\n" } ?? rest.endIndex
        return rest[..<end]
    }

    /// The bullet item of `section` that follows `marker`, up to the next bullet, its lines
    /// joined by single spaces.
    func item(_ marker: String, in section: Substring) -> Substring {
        guard let start = section.range(of: marker) else {
            Issue.record("EXPECTED.md names no \(marker)")
            return ""
        }
        let rest = section[start.upperBound...]
        let item = rest[..<(rest.range(of: "\n- ")?.lowerBound ?? rest.endIndex)]
        return Substring(item.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// The number written after `field` in `clause` (`position 0.10` → 0.1, `line 562/720` →
    /// 562 ÷ 720), if any.
    static func number(_ field: String, in clause: Substring) -> Double? {
        word(after: field, in: clause).flatMap { word in
            let number = word.hasSuffix(".") ? String(word.dropLast()) : word
            let parts = number.split(separator: "/").compactMap { Double($0) }
            switch parts.count {
            case 1: return parts[0]
            case 2 where parts[1] != 0: return parts[0] / parts[1]
            default: return nil
            }
        }
    }

    /// The first word of `clause` (`" START (before)"` → "START").
    static func firstWord(_ clause: Substring) -> String {
        let word = clause.drop { $0 == " " || $0 == ":" }.prefix { !" ,;()".contains($0) }
        return String(word.hasSuffix(".") ? word.dropLast() : word)
    }

    /// The word written after `field` in `clause` (`lineAnchor END` → "END"), if any.
    static func word(after field: String, in clause: Substring) -> String? {
        var searchStart = clause.startIndex
        while let found = clause.range(of: field + " ", range: searchStart..<clause.endIndex) {
            // `line` must not match inside `lineAnchor` or `lineType`.
            let before =
                found.lowerBound == clause.startIndex
                ? " " : clause[clause.index(before: found.lowerBound)]
            if before == " " || before == "," || before == ":" {
                let value = clause[found.upperBound...].prefix { !" ,;()".contains($0) }
                return String(value)
            }
            searchStart = found.upperBound
        }
        return nil
    }

    /// Our anchor for Media3's START, MIDDLE or END.
    static func anchor(_ word: String?) -> CueAnchor? {
        switch word {
        case "START": .start
        case "MIDDLE": .center
        case "END": .end
        default: nil
        }
    }
}
