import PlayerCore

extension ASSScript {
    /// The family captions are drawn in: Debian's Noto font for the writing system the
    /// track's language names, or else the first one its text needs (Arabic; Japanese, Chinese
    /// or Korean), DejaVu Sans for the rest. fontconfig falls back from a family that is not
    /// installed, and libass per glyph from one that lacks a character.
    ///
    /// ```swift
    /// ASSScript.captionFamily(language: LanguageTag("ar"), cues: cues)  // "Noto Sans Arabic"
    /// ASSScript.captionFamily(language: nil, cues: [japaneseCue])       // "Noto Sans CJK JP"
    /// ```
    static func captionFamily(language: LanguageTag?, cues: [Cue]) -> String {
        if let language, let family = WritingSystem(language: language)?.family {
            return family
        }
        var seen: Set<WritingSystem> = []
        for cue in cues {
            for scalar in (cue.text ?? "").unicodeScalars {
                if let system = WritingSystem(scalar) { seen.insert(system) }
            }
        }
        // Kana or Hangul among ideographs say which language the ideographs are written in.
        let chosen = [.arabic, .japanese, .korean, .simplifiedChinese].first(where: seen.contains)
        return chosen?.family ?? defaultFamily
    }
}

/// A writing system DejaVu Sans draws poorly or not at all, and the Noto family drawing it.
private enum WritingSystem {
    case arabic
    case japanese
    case simplifiedChinese
    case korean

    /// The system of a language written in it by default (Arabic, Persian, Urdu; Japanese,
    /// Chinese, Korean).
    init?(language: LanguageTag) {
        switch language.description.split(separator: "-").first?.lowercased() {
        case "ar", "fa", "ur", "ps", "ara", "per", "fas", "urd": self = .arabic
        case "ja", "jpn": self = .japanese
        case "zh", "chi", "zho": self = .simplifiedChinese
        case "ko", "kor": self = .korean
        default: return nil
        }
    }

    /// The system a character belongs to: kana Japanese, Hangul Korean, ideographs Chinese
    /// (unless kana or Hangul come with them).
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            self = .arabic
        case 0x3040...0x30FF, 0x31F0...0x31FF: self = .japanese
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .korean
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: self = .simplifiedChinese
        default: return nil
        }
    }

    /// The Noto family (fonts-noto-core for Arabic, fonts-noto-cjk for the others).
    var family: String {
        switch self {
        case .arabic: "Noto Sans Arabic"
        case .japanese: "Noto Sans CJK JP"
        case .simplifiedChinese: "Noto Sans CJK SC"
        case .korean: "Noto Sans CJK KR"
        }
    }
}
