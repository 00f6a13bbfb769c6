import PlayerCore

extension CueFormat {
    /// `cues` as a SubRip document.
    static func subRipDocument(_ cues: [Cue]) -> String {
        var document = ""
        for (offset, cue) in cues.enumerated() {
            document += "\(offset + 1)\n"
            document += timestamp(cue.start, separator: ",") + " --> "
            document += timestamp(cue.end, separator: ",") + "\n"
            document += taggedPayload(cue, escape: { String($0) })
            document += "\n"
        }
        return document
    }

    /// `cues` as a WebVTT document, each cue's layout as its cue settings.
    static func webVTTDocument(_ cues: [Cue]) -> String {
        var document = "WEBVTT\n" + webVTTRegionBlocks(cues)
        for cue in cues {
            document += "\n" + timestamp(cue.start, separator: ".") + " --> "
            document += timestamp(cue.end, separator: ".") + webVTTSettings(cue.layout) + "\n"
            document += taggedPayload(cue, escape: escapedForWebVTT)
        }
        return document
    }

    /// The time as `HH:MM:SS` + `separator` + `mmm`; times before zero are written as zero.
    private static func timestamp(_ time: MediaTime, separator: Character) -> String {
        var text = max(time, .zero).description
        if let dot = text.lastIndex(of: ".") { text.replaceSubrange(dot...dot, with: [separator]) }
        return text
    }

    /// The cue's lines with style tags, each line ending in "\n" and wrapped in its own tags so
    /// that no tag spans a line break; empty lines are left out, as a blank line ends a cue.
    private static func taggedPayload(_ cue: Cue, escape: (Substring) -> String) -> String {
        guard let runs = runsToWrite(cue) else { return imageDescription(cue.image) + "\n" }
        var lines: [String] = [""]
        for run in runs {
            for (index, piece) in run.text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                if index > 0 { lines.append("") }
                if !piece.isEmpty { lines[lines.count - 1] += tagged(escape(piece), run.style) }
            }
        }
        return lines.filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
    }

    /// `text` inside the tags of `style`: underline outermost, then bold, then italic.
    private static func tagged(_ text: String, _ style: TextStyle) -> String {
        var result = text
        for (flag, tag) in [(TextStyle.italic, "i"), (.bold, "b"), (.underline, "u")]
        where style.contains(flag) {
            result = "<\(tag)>" + result + "</\(tag)>"
        }
        return result
    }

    /// `text` with the characters WebVTT cue text reserves written as character references.
    private static func escapedForWebVTT(_ text: Substring) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
