import PlayerCore

extension CueFormat {
    /// Writes one cue of a JSON array, indented, without the comma or line break after it.
    static func writeJSONCue(_ cue: Cue, to output: inout some CueTextOutput) {
        output.write("  ")
        output.write(jsonObject(cue).written(.spaced))
    }

    /// One cue as a JSON object.
    private static func jsonObject(_ cue: Cue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("start", .seconds(cue.start)), ("end", .seconds(cue.end)),
            ("text", .string(cue.text)),
        ]
        if let speaker = cue.speaker { members.append(("speaker", .string(speaker))) }
        if cue.runs.contains(where: { $0.style != [] || $0.color != nil }) {
            members.append(("runs", .array(cue.runs.map(runJSON))))
        }
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
        if let recognition = cue.recognition {
            members += [
                ("recognized", .bool(true)),
                ("confidence", .integer(Int64(recognition.confidence))),
                ("ocrLanguage", .string(recognition.language)),
            ]
        }
        if let layout = cue.layout.json { members.append(("layout", layout)) }
        return .object(members)
    }

    /// A run as `{"text"}` with `"italic"`, `"bold"`, `"underline"` (true when set) and
    /// `"color"` (`#rrggbb`, `#rrggbbaa` when not opaque) when the source states one.
    private static func runJSON(_ run: StyledRun) -> JSONValue {
        var members: [(String, JSONValue)] = [("text", .string(run.text))]
        for (flag, name) in [
            (TextStyle.italic, "italic"), (.bold, "bold"), (.underline, "underline"),
        ]
        where run.style.contains(flag) {
            members.append((name, .bool(true)))
        }
        if let color = run.color { members.append(("color", .string(color.hexString))) }
        return .object(members)
    }

    /// One cue as a line: `00:00:01.500 --> 00:00:03.250  Hello / world`, control characters
    /// in the text escaped (``TerminalText``), as this form is read on a terminal.
    static func writePlainTextCue(_ cue: Cue, to output: inout some CueTextOutput) {
        let words =
            cue.text.map {
                TerminalText.escaped($0.captionLineJoined, keepingLineBreaks: false)
            }
            ?? imageDescription(cue.image)
        output.write("\(cue.start) --> \(cue.end)  \(words)\n")
    }
}
