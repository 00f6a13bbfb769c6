import PlayerCore

extension CueFormat {
    /// `cues` as a JSON array, one cue object per line.
    static func jsonDocument(_ cues: [Cue]) -> String {
        guard !cues.isEmpty else { return "[]\n" }
        let objects = cues.map { cue in
            var object = "{\"start\": \(jsonSeconds(cue.start)), \"end\": \(jsonSeconds(cue.end))"
            object += ", \"text\": " + (cue.text.map(JSONText.quoted) ?? "null")
            if let image = cue.image {
                object += ", \"image\": {\"x\": \(image.x), \"y\": \(image.y)"
                object += ", \"width\": \(image.width), \"height\": \(image.height)}"
            }
            return "  " + object + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `cues` one line each: `00:00:01.500 --> 00:00:03.250  Hello / world`, control
    /// characters in the text escaped (``TerminalText``), as this form is read on a terminal.
    static func plainTextDocument(_ cues: [Cue]) -> String {
        var document = ""
        for cue in cues {
            let words =
                cue.text.map {
                    TerminalText.escaped(
                        $0.split(separator: "\n").joined(separator: " / "), keepingLineBreaks: false
                    )
                }
                ?? imageDescription(cue.image)
            document += "\(cue.start) --> \(cue.end)  \(words)\n"
        }
        return document
    }

    /// The time in seconds as an exact JSON number: `1.5`, `3`, `-0.25`, `0.000001`.
    private static func jsonSeconds(_ time: MediaTime) -> String {
        let magnitude = time.microseconds.magnitude
        let sign = time.microseconds < 0 ? "-" : ""
        let fraction = magnitude % 1_000_000
        guard fraction != 0 else { return sign + "\(magnitude / 1_000_000)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + "\(magnitude / 1_000_000).\(digits)"
    }
}
