import PlayerCaptions
import PlayerCore

/// Style tags in SubRip and WebVTT cue text, and the raw cue text of sidecar files.
public enum CaptionMarkup {
    /// Tags that must be closed in the cue that opens them. WebVTT lets `<v>` and `<lang>`
    /// run to the cue's end unclosed, so they are only checked for stray closings.
    static let closedTags: Set<String> = ["b", "i", "u", "s", "font", "c", "ruby", "rt"]

    /// The tags of `payload` left unbalanced, in order: an opening tag never closed is named
    /// as `<i>`, a closing tag with nothing open as `</i>`. Timestamps (`<00:01.000>`) and
    /// text that is not a tag are ignored.
    public static func unbalancedTags(in payload: String) -> [String] {
        var open: [String] = []
        var stray: [String] = []
        var rest = payload[...]
        while let opening = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: opening)...]
            guard let closing = rest.firstIndex(of: ">") else { break }
            let body = rest[..<closing]
            rest = rest[rest.index(after: closing)...]
            let isEnd = body.hasPrefix("/")
            let name = (isEnd ? body.dropFirst() : body)
                .prefix { $0.isLetter }.lowercased()
            guard !name.isEmpty else { continue }
            if isEnd {
                if let index = open.lastIndex(of: name) {
                    open.remove(at: index)
                } else {
                    stray.append("</\(name)>")
                }
            } else if closedTags.contains(name) || name == "v" || name == "lang" {
                open.append(name)
            }
        }
        let unclosed = open.filter { closedTags.contains($0) }.map { "<\($0)>" }
        return unclosed + stray
    }

    /// The cues of the SubRip or WebVTT file at `path` with their text as written, tags and
    /// all (what the tag check reads, since parsed cues keep only the styling the tags made),
    /// or nil for another format or a file that cannot be read.
    public static func rawPayloads(ofFileAt path: String) -> [Cue]? {
        guard let bytes = try? LocalFile.bytes(at: path, kind: .caption) else { return nil }
        let text = DecodedText(subtitleBytes: bytes).text
        switch LocalFile.fileExtension(of: path) {
        case "vtt":
            return WebVTTDocument(parsing: text).cues.map {
                Cue(start: $0.start, end: $0.end, text: $0.payload)
            }
        case "srt":
            return subRipPayloads(text)
        default:
            return nil
        }
    }

    /// SubRip cues split the way ``SubRipDocument`` splits them: a timing line starts a cue,
    /// whose text runs to the next timing line; trailing blank lines and the next cue's
    /// number are not part of it.
    private static func subRipPayloads(_ text: String) -> [Cue] {
        var payloads: [Cue] = []
        var current: (timing: Cue, lines: [Substring])?
        func finish() {
            guard var entry = current else { return }
            while let last = entry.lines.last,
                last.allSatisfy(\.isWhitespace) || last.allSatisfy(\.isNumber)
            {
                entry.lines.removeLast()
            }
            payloads.append(
                Cue(
                    start: entry.timing.start, end: entry.timing.end,
                    text: entry.lines.joined(separator: "\n")))
        }
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.contains("-->"), let timing = SubRipDocument(parsing: line).cues.first {
                finish()
                current = (timing, [])
            } else {
                current?.lines.append(line)
            }
        }
        finish()
        return payloads
    }
}
