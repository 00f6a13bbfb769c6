extension FontChoice {
    /// Whether the font drawn is of the family asked for: the family's letters and digits
    /// begin its PostScript name or its file's name ("DejaVu Sans" drawn by
    /// `DejaVuSans-Bold`); "Arial" drawn by `LiberationSans` is a substitute.
    var isOfRequestedFamily: Bool {
        let wanted = Self.letters(requestedFamily)
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return !wanted.isEmpty
            && (Self.letters(postScriptName).hasPrefix(wanted)
                || Self.letters(fileName).hasPrefix(wanted))
    }

    private static func letters(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.filter {
                $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }.map(Character.init))
    }
}

extension [FontChoice] {
    /// The first choice of each family asked for that no font of its own drew, in the order
    /// asked: the families that are not installed, with what fontconfig drew them in. A
    /// family drawn by its own font and by another for a glyph it lacks is not one.
    var substitutedFamilies: [FontChoice] {
        let installed = Set(filter(\.isOfRequestedFamily).map(\.requestedFamily))
        var seen = Set<String>()
        return filter { choice in
            !installed.contains(choice.requestedFamily)
                && seen.insert(choice.requestedFamily).inserted
        }
    }
}
