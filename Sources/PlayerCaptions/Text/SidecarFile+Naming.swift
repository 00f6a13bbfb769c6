import PlayerCore

extension SidecarFile {
    /// The sidecar a user named explicitly (`--sub-file PATH`).
    ///
    /// Nothing is known of the media name here, so the first dotted word of the file name is
    /// taken for it, and the language and flags come from the words after it, read from the
    /// end back to the first word that is neither: `Movie.2019.pt-BR.forced.srt` gives
    /// Portuguese (Brazil), forced. No title is taken from the name.
    public init(explicitPath path: String) {
        let fileName = Self.fileNameComponent(of: path)
        var words = fileName.split(separator: ".", omittingEmptySubsequences: false)
        let fileExtension = words.count > 1 ? words.removeLast() : ""
        let format = SidecarFormat(fileExtension: String(fileExtension))
        var meaning = SidecarNameMeaning()
        for word in words.dropFirst().reversed() where !word.isEmpty {
            guard meaning.takeFlagOrLanguage(word) else { break }
        }
        self.init(path: path, format: format, nameMeaning: meaning)
    }

    /// The last component of a slash-separated path.
    static func fileNameComponent(of path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// A sidecar at `path` in `format`, with what its name's words say.
    init(path: String, format: SidecarFormat?, nameMeaning: SidecarNameMeaning) {
        var flags = nameMeaning.flags.union(.external)
        if format?.isBitmap == true { flags.insert(.imageBased) }
        self.init(
            path: path, format: format, language: nameMeaning.language, flags: flags,
            title: nameMeaning.titleWords.isEmpty
                ? nil : nameMeaning.titleWords.joined(separator: " "))
    }
}

/// What the dotted words of a subtitle file's name say: language, flags, title.
struct SidecarNameMeaning {
    /// The language word's tag, if one was found.
    var language: LanguageTag?
    /// The flags the flag words give.
    var flags: TrackFlags = []
    /// The words that are neither language nor flag, in file-name order.
    var titleWords: [Substring] = []

    /// The meaning of the words between a media name and a sidecar's extension, read from the
    /// end: flag words anywhere, the last language code is the language, other words (and
    /// earlier language codes) are title words.
    init(words: [Substring]) {
        for word in words.reversed() where !word.isEmpty {
            if !takeFlagOrLanguage(word) { titleWords.insert(word, at: 0) }
        }
    }

    /// A meaning with nothing found yet.
    init() {}

    /// Records `word` when it is a flag word, or a language code while no language is known;
    /// says whether it was either.
    mutating func takeFlagOrLanguage(_ word: Substring) -> Bool {
        if let wordFlags = flagsOfWord[word.lowercased()] {
            flags.formUnion(wordFlags)
            return true
        }
        if language == nil, let tag = LanguageTag(String(word)), tag.hasWellKnownLanguage {
            language = tag
            return true
        }
        return false
    }
}

/// The flag words of subtitle file names. "hi" means hearing impaired here, never Hindi.
///
/// A file of text descriptions (cues to be spoken for blind viewers) is named by `descriptions`,
/// `desc` or `ad` (audio description), or by the word for audio description in the languages
/// the player speaks, as its own strings spell it without the accent (French
/// "audiodescription", German "audiodeskription", Spanish "audiodescripcion").
private let flagsOfWord: [String: TrackFlags] = [
    "sdh": .hearingImpaired,
    "hi": .hearingImpaired,
    "cc": [.hearingImpaired, .captions],
    "forced": .forced,
    "default": .default,
    "descriptions": .descriptions,
    "desc": .descriptions,
    "ad": .descriptions,
    "audiodescription": .descriptions,
    "audiodeskription": .descriptions,
    "audiodescripcion": .descriptions,
    "audiodescripción": .descriptions,
]
