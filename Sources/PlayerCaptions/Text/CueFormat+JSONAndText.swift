import PlayerCore

extension CueFormat {
    /// `cues` as a JSON array, one cue object per line.
    static func jsonDocument(_ cues: [Cue]) -> String {
        let objects: [JSONValue] = cues.map { cue in
            var members: [(String, JSONValue)] = [
                ("start", .seconds(cue.start)), ("end", .seconds(cue.end)),
                ("text", .string(cue.text)),
            ]
            if let image = cue.image {
                var box: [(String, JSONValue)] = [
                    ("x", .integer(Int64(image.x))), ("y", .integer(Int64(image.y))),
                    ("width", .integer(Int64(image.width))),
                    ("height", .integer(Int64(image.height))),
                ]
                if let width = image.displayWidth, let height = image.displayHeight {
                    box += [
                        ("displayWidth", .integer(Int64(width))),
                        ("displayHeight", .integer(Int64(height))),
                    ]
                }
                members.append(("image", .object(box)))
            }
            if let layout = cue.layout.json { members.append(("layout", layout)) }
            return .object(members)
        }
        return JSONValue.array(objects).written(.rows) + "\n"
    }

    /// `cues` one line each: `00:00:01.500 --> 00:00:03.250  Hello / world`, control
    /// characters in the text escaped (``TerminalText``), as this form is read on a terminal.
    static func plainTextDocument(_ cues: [Cue]) -> String {
        var document = ""
        for cue in cues {
            let words =
                cue.text.map {
                    TerminalText.escaped($0.captionLineJoined, keepingLineBreaks: false)
                }
                ?? imageDescription(cue.image)
            document += "\(cue.start) --> \(cue.end)  \(words)\n"
        }
        return document
    }
}
