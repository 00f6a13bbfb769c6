import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// The mux.js `cc_data` captures of `cea708-muxjs-ccdata`: their rows, and the expectations
/// EXPECTED.md quotes from mux.js's tests.
enum CEA708CorpusFixture {
    /// The corpus folder.
    static let folder = "cea708-muxjs-ccdata"

    /// One `cc_data` pair as the capture holds it.
    struct Row {
        /// `cc_type`: 0 and 1 CEA-608 fields, 2 DTVCC data, 3 DTVCC packet start.
        var type: UInt8
        /// The picture's presentation time, 90 kHz.
        var pts: Int64
        /// `cc_data_1` and `cc_data_2`.
        var first: UInt8
        var second: UInt8
    }

    /// The rows of `name`.csv, in file order (mux.js feeds them so).
    static func rows(_ name: String) throws -> [Row] {
        let text = String(decoding: try Corpus.bytes("\(folder)/\(name).csv"), as: UTF8.self)
        return try text.split(whereSeparator: \.isNewline).dropFirst().map { line in
            let fields = line.split(separator: ",")
            guard fields.count >= 4, let type = UInt8(fields[0]), let pts = Int64(fields[1]),
                let first = UInt8(fields[2].dropFirst(2), radix: 16),
                let second = UInt8(fields[3].dropFirst(2), radix: 16)
            else { throw FixtureError(message: "bad row in \(name).csv: \(line)") }
            return Row(type: type, pts: pts, first: first, second: second)
        }
    }

    /// A 90 kHz time as media time.
    static func time(_ pts: Int64) -> MediaTime {
        MediaTime(microseconds: pts * 100 / 9)
    }

    /// The rows grouped by picture (a run of one pts) as `cc_data` triplets, `cc_valid` set:
    /// what a video packet would carry.
    static func pictures(_ rows: [Row]) -> [(time: MediaTime, triplets: [UInt8])] {
        var pictures: [(time: MediaTime, triplets: [UInt8])] = []
        var pictureStart: Int64?
        for row in rows {
            let triplet: [UInt8] = [0xF8 | 0x04 | row.type, row.first, row.second]
            if row.pts == pictureStart {
                pictures[pictures.count - 1].triplets += triplet
            } else {
                pictures.append((time(row.pts), triplet))
                pictureStart = row.pts
            }
        }
        return pictures
    }

    /// Every 708 cue the decoder reports as it reads `rows`, the ones still on screen at the
    /// end left out.
    static func decodedCues(
        _ rows: [Row], encodings: [Int: CEA708TextEncoding] = [:]
    ) -> (cues: [CEA708Decoder.Caption], decoder: CEA708Decoder) {
        var decoder = CEA708Decoder(encodings: encodings)
        var captions: [CEA708Decoder.Caption] = []
        for picture in pictures(rows) {
            captions += decoder.decode(picture.triplets, at: picture.time)
        }
        captions += decoder.finish()
        return (captions, decoder)
    }

    /// EXPECTED.md.
    static func expectations() throws -> String {
        String(decoding: try Corpus.bytes("\(folder)/EXPECTED.md"), as: UTF8.self)
    }

    /// The section of EXPECTED.md under the heading that starts with `heading`, up to the next
    /// heading.
    static func section(_ heading: String, of markdown: String) throws -> String {
        guard let start = markdown.range(of: "## \(heading)") else {
            throw FixtureError(message: "EXPECTED.md has no section \(heading)")
        }
        let rest = markdown[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The captures of `pattern`'s groups in each of its matches in `text`.
    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (1..<match.numberOfRanges).map { group in
                Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// A quoted caption text: `\n` stands for a line break.
    static func unquoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: "\n")
    }

    /// What a cue of ours shows for a text another player reports: spaces at the ends of lines
    /// dropped, as every caption decoder here drops them.
    static func trimmedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }
}

/// A corpus file that does not read as expected.
struct FixtureError: Error, CustomStringConvertible {
    /// What is wrong.
    var message: String
    var description: String { message }
}
