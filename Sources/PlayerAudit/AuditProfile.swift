import PlayerCore

/// Who a title is made for; the style guides give children slower reading speeds.
public enum AuditAudience: String, Sendable, Hashable, CaseIterable {
    /// Adult programs (the default).
    case adult
    /// Children's programs.
    case children
    /// Lower- to middle-level educational media (DCMP's slowest rate; Netflix and BBC read it
    /// as children's programs).
    case educational
}

/// How a reading speed is measured: characters or words per second of screen time.
public enum ReadingSpeedUnit: String, Sendable, Hashable {
    /// Characters (grapheme clusters, spaces and punctuation included, line breaks not) per
    /// second.
    case charactersPerSecond = "cps"
    /// Words (runs of non-space text) per minute.
    case wordsPerMinute = "wpm"
}

/// A reading-speed ceiling in one unit.
public struct ReadingSpeedLimit: Sendable, Hashable {
    /// The highest speed allowed.
    public var maximum: Double
    /// What the speed counts.
    public var unit: ReadingSpeedUnit

    /// A ceiling of `maximum` in `unit`.
    public init(_ maximum: Double, _ unit: ReadingSpeedUnit) {
        self.maximum = maximum
        self.unit = unit
    }
}

/// The published numbers one style guide sets for captions, as the caption checks apply them.
///
/// A nil limit means the guide states none, and that check does not run under the profile.
/// The three built-in profiles cite their sources beside each number; where a guide could not
/// be confirmed the README says so.
public struct AuditProfile: Sendable, Hashable {
    /// The name `--profile` takes ("netflix").
    public var name: String
    /// Where the numbers come from, for reports.
    public var source: String
    /// The reading-speed ceiling for a track in `language` (nil: unknown language) for
    /// `audience`.
    public var readingSpeed: @Sendable (LanguageTag?, AuditAudience) -> ReadingSpeedLimit
    /// The most characters on one line in `language`.
    public var charactersPerLine: @Sendable (LanguageTag?) -> Int?
    /// The most lines one cue may have.
    public var maximumLines: Int?
    /// The shortest a cue may stay on screen.
    public var minimumDuration: MediaTime?
    /// The longest a cue may stay on screen.
    public var maximumDuration: MediaTime?
    /// The shortest gap between consecutive cues, in frames of the video.
    public var minimumGapFrames: Int?
    /// Playback rates, besides slow motion, at which the effective reading speed is checked.
    public var playbackRates: [Double]

    /// The profile `--profile` names, or nil.
    public static func named(_ name: String) -> AuditProfile? {
        all.first { $0.name == name }
    }

    /// Every built-in profile, the default first.
    public static let all: [AuditProfile] = [.netflix, .bbc, .dcmp]

    /// Whether both are the same profile (profiles are told apart by name).
    public static func == (lhs: AuditProfile, rhs: AuditProfile) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the profile's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

extension AuditProfile {
    /// Netflix Timed Text Style Guides.
    ///
    /// - General Requirements (partnerhelp.netflixstudios.com, article 215758617): minimum
    ///   duration 5/6 s per event, maximum 7 s, 2 lines maximum; frame gap 2 frames minimum
    ///   (regardless of frame rate; the gap is in the older revisions and in the English
    ///   Template guide, article 219375728).
    /// - English (USA) guide: 42 characters per line; reading speed adult 20 characters per
    ///   second, children 17.
    /// - Every other Latin/Cyrillic-script language guide (French, German, Spanish …): 42
    ///   characters per line, adult 17 cps, children 13 cps.
    /// - Japanese guide (article 215767517): horizontal subtitles at most 13 full-width
    ///   characters per line (the issue said 23; the guide says 13, and we use 13); 4
    ///   characters per second.
    /// - Korean guide (article 216001127): 16 characters per line; 12 cps.
    /// - Simplified and Traditional Chinese guides: 16 characters per line; 9 cps.
    /// The ja/ko/zh guides give no separate children's speed that we could confirm; their
    /// adult figure is used for every audience.
    public static let netflix = AuditProfile(
        name: "netflix",
        source: "Netflix Timed Text Style Guide: General Requirements and per-language guides",
        readingSpeed: { language, audience in
            let children = audience != .adult
            switch language?.language {
            case "en": return ReadingSpeedLimit(children ? 17 : 20, .charactersPerSecond)
            case "ja": return ReadingSpeedLimit(4, .charactersPerSecond)
            case "ko": return ReadingSpeedLimit(12, .charactersPerSecond)
            case "zh": return ReadingSpeedLimit(9, .charactersPerSecond)
            default: return ReadingSpeedLimit(children ? 13 : 17, .charactersPerSecond)
            }
        },
        charactersPerLine: { language in
            switch language?.language {
            case "ja": 13
            case "ko", "zh": 16
            default: 42
            }
        },
        maximumLines: 2, minimumDuration: MediaTime(microseconds: 833_333),
        maximumDuration: .seconds(7), minimumGapFrames: 2, playbackRates: [])

    /// BBC Subtitle Guidelines (bbc.github.io/subtitle-guidelines, version 1.1.x).
    ///
    /// - 4.1 / 5: subtitle speed 160–180 words per minute; the top of the range is the limit.
    /// - 3.1 Line length: 68% of the width of a 16:9 picture, which the guidelines put at
    ///   about 37 characters of teletext-sized text; we use 37.
    /// - 3.3 Avoid 3 lines or more: 2 lines.
    /// The guidelines set no fixed minimum or maximum duration nor a gap in frames, so those
    /// checks do not run under this profile.
    public static let bbc = AuditProfile(
        name: "bbc", source: "BBC Subtitle Guidelines",
        readingSpeed: { _, _ in ReadingSpeedLimit(180, .wordsPerMinute) },
        charactersPerLine: { _ in 37 }, maximumLines: 2, minimumDuration: nil,
        maximumDuration: nil, minimumGapFrames: nil, playbackRates: [])

    /// DCMP Captioning Key and "Captioning Guidelines for the DCMP" (dcmp.org).
    ///
    /// - Specifications A.1(b): maintain a 32-character line.
    /// - Presentation rate B: lower- to middle-level educational media 120–130 wpm (limit
    ///   130); children's cultural movies 150 wpm; adult cultural movies near verbatim, "but
    ///   no captioning should remain on screen less than 2 seconds or exceed 225 wpm".
    /// - Captioning Key, Line Division: at most 2 lines a caption.
    /// The 2-second floor is stated for adult movies; we apply it to every audience.
    public static let dcmp = AuditProfile(
        name: "dcmp", source: "DCMP Captioning Key / Captioning Guidelines for the DCMP",
        readingSpeed: { _, audience in
            switch audience {
            case .adult: ReadingSpeedLimit(225, .wordsPerMinute)
            case .children: ReadingSpeedLimit(150, .wordsPerMinute)
            case .educational: ReadingSpeedLimit(130, .wordsPerMinute)
            }
        },
        charactersPerLine: { _ in 32 }, maximumLines: 2, minimumDuration: .seconds(2),
        maximumDuration: nil, minimumGapFrames: nil, playbackRates: [])
}
