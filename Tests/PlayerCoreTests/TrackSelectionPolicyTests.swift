import PlayerCore
import Testing

private func legible(_ id: Int, _ language: LanguageTag?, _ flags: TrackFlags = []) -> TrackInfo {
    TrackInfo(
        id: TrackID(rawValue: id), kind: .legible, codec: "subrip", language: language, flags: flags
    )
}

private func audio(_ id: Int, _ language: LanguageTag?, _ flags: TrackFlags = []) -> TrackInfo {
    TrackInfo(
        id: TrackID(rawValue: id), kind: .audio, codec: "aac", language: language, flags: flags)
}

private func policy(
    _ languages: [LanguageTag], captionsOn: Bool = true, sdh: Bool = false,
    description: Bool = false
) -> TrackSelectionPolicy {
    TrackSelectionPolicy(
        preferences: TrackPreferences(
            preferredLanguages: languages, captionsAlwaysOn: captionsOn, prefersSDH: sdh,
            prefersAudioDescription: description))
}

/// One row of the policy table: preferences, tracks, and the track a person expects.
struct CaptionRow: Sendable, CustomTestStringConvertible {
    let row: String
    let policy: TrackSelectionPolicy
    let tracks: [TrackInfo]
    let expected: CaptionSelection
    var testDescription: String { row }
}

struct ForcedRow: Sendable, CustomTestStringConvertible {
    let row: String
    let tracks: [TrackInfo]
    let audioLanguage: LanguageTag?
    let expected: TrackID?
    var testDescription: String { row }
}

struct AudioRow: Sendable, CustomTestStringConvertible {
    let row: String
    let policy: TrackSelectionPolicy
    let tracks: [TrackInfo]
    let expected: TrackID?
    var testDescription: String { row }
}

@Suite struct TrackSelectionPolicyTests {
    static let captionRows: [CaptionRow] = [
        CaptionRow(
            row: "C1: SDH preferred picks the SDH track of the best language",
            policy: policy(["fr", "en"], sdh: true),
            tracks: [
                legible(1, "en", .hearingImpaired), legible(2, "fr", .default),
                legible(3, "fr", .hearingImpaired),
            ],
            expected: .track(TrackID(rawValue: 3))),
        CaptionRow(
            row: "C1: a CC track counts as SDH",
            policy: policy(["en"], sdh: true),
            tracks: [legible(1, "en", .default), legible(2, "en", .captions)],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C1: SDH not preferred leaves the default-flagged track first",
            policy: policy(["en"], sdh: false),
            tracks: [legible(1, "en", .hearingImpaired), legible(2, "en", .default)],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C2: an exact tag fit beats a language-only fit",
            policy: policy(["pt-BR"]),
            tracks: [legible(1, "pt-PT", .default), legible(2, "pt-br")],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C2: among equal fits the default-flagged track, else the first",
            policy: policy(["en"]),
            tracks: [legible(1, "en-GB"), legible(2, "en-US", .default), legible(3, "en-AU")],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C2: an earlier preferred language beats a default-flagged later one",
            policy: policy(["de", "en"]),
            tracks: [legible(1, "en", .default), legible(2, "de")],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C2: forced tracks are never chosen as captions",
            policy: policy(["en"]),
            tracks: [legible(1, "en", [.forced, .default]), legible(2, "en")],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C3: no language fits, the default-flagged track",
            policy: policy(["ja"]),
            tracks: [legible(1, "en"), legible(2, "fr", .default)],
            expected: .track(TrackID(rawValue: 2))),
        CaptionRow(
            row: "C4: no fit and no default, captions stay off",
            policy: policy(["ja"]),
            tracks: [legible(1, "en"), legible(2, nil)],
            expected: .off),
        CaptionRow(
            row: "Captions setting off: off whatever the tracks",
            policy: policy(["en"], captionsOn: false),
            tracks: [legible(1, "en", .default)],
            expected: .off),
    ]

    @Test(arguments: captionRows)
    func captionRow(_ row: CaptionRow) {
        #expect(row.policy.captions(from: row.tracks) == row.expected)
    }

    static let forcedRows: [ForcedRow] = [
        ForcedRow(
            row: "F1: a forced track in the audio language shows",
            tracks: [legible(1, "en"), legible(2, "fr", .forced), legible(3, "en-US", .forced)],
            audioLanguage: "en", expected: TrackID(rawValue: 3)),
        ForcedRow(
            row: "F2: forced tracks only in other languages show nothing",
            tracks: [legible(1, "en"), legible(2, "fr", .forced)],
            audioLanguage: "en", expected: nil),
        ForcedRow(
            row: "F3: audio language unknown shows nothing",
            tracks: [legible(1, "en", .forced)],
            audioLanguage: nil, expected: nil),
    ]

    @Test(arguments: forcedRows)
    func forcedRow(_ row: ForcedRow) {
        #expect(
            policy(["en"]).forcedTrack(from: row.tracks, audioLanguage: row.audioLanguage)
                == row.expected)
    }

    static let audioRows: [AudioRow] = [
        AudioRow(
            row: "A1: the track in the earliest preferred language",
            policy: policy(["fr", "en"]),
            tracks: [audio(1, "en", .default), audio(2, "fr")],
            expected: TrackID(rawValue: 2)),
        AudioRow(
            row: "A1: within the language, the default-flagged track",
            policy: policy(["en"]),
            tracks: [audio(1, "en"), audio(2, "en", .default)],
            expected: TrackID(rawValue: 2)),
        AudioRow(
            row: "A2: no fit, the default-flagged track",
            policy: policy(["ja"]),
            tracks: [audio(1, "en"), audio(2, "fr", .default)],
            expected: TrackID(rawValue: 2)),
        AudioRow(
            row: "A3: no fit and no default, the first track",
            policy: policy(["ja"]),
            tracks: [audio(1, "en"), audio(2, "fr")],
            expected: TrackID(rawValue: 1)),
        AudioRow(
            row: "A4: description not asked for is passed over even in the preferred language",
            policy: policy(["en"]),
            tracks: [audio(1, "en", [.visualImpaired, .default]), audio(2, "en")],
            expected: TrackID(rawValue: 2)),
        AudioRow(
            row: "A4: a description track is used when it is the only track",
            policy: policy(["en"]),
            tracks: [audio(1, "en", .descriptions)],
            expected: TrackID(rawValue: 1)),
        AudioRow(
            row: "A5: description asked for is chosen in the best language",
            policy: policy(["en"], description: true),
            tracks: [
                audio(1, "en", .default), audio(2, "en", .visualImpaired),
                audio(3, "fr", .visualImpaired),
            ],
            expected: TrackID(rawValue: 2)),
        AudioRow(
            row: "A5: description asked for does not beat the preferred language",
            policy: policy(["fr", "en"], description: true),
            tracks: [audio(1, "fr"), audio(2, "en", .visualImpaired)],
            expected: TrackID(rawValue: 1)),
        AudioRow(
            row: "No audio tracks, no choice",
            policy: policy(["en"]), tracks: [], expected: nil),
    ]

    @Test(arguments: audioRows)
    func audioRow(_ row: AudioRow) {
        #expect(row.policy.audioTrack(from: row.tracks) == row.expected)
    }
}

/// Row C0 and the absent flag: what a person asked to see, and what the media cannot show.
@Suite("Caption choice for captions alone and for declared-but-absent tracks")
struct CaptionsAloneAndAbsentTests {
    @Test("C0: a caption file played by itself is shown though captions are off")
    func captionsAloneAreShown() {
        let tracks = [legible(0, nil)]
        #expect(policy(["en"], captionsOn: false).captions(from: tracks) == .off)
        #expect(
            policy(["en"], captionsOn: false).captions(from: tracks, alone: true)
                == .track(TrackID(rawValue: 0)))
        // Several (a SAMI file with two languages): the best fit still wins.
        let two = [legible(0, "fr"), legible(1, "en")]
        #expect(
            policy(["en"], captionsOn: false).captions(from: two, alone: true)
                == .track(TrackID(rawValue: 1)))
    }

    @Test("A declared track the media does not carry is never chosen over one with cues")
    func absentIsNeverChosen() {
        let tracks = [legible(0, "en"), legible(1, "en", [.captions, .absent, .default])]
        #expect(policy(["en"], sdh: true).captions(from: tracks) == .track(TrackID(rawValue: 0)))
        #expect(policy(["de"]).captions(from: [legible(1, "en", [.absent, .default])]) == .off)
    }
}

/// A text description track describes the picture to be spoken for blind viewers: it is never
/// the captions choice, whatever the preferences, nor the first track of a file played alone.
@Suite("Text descriptions are never captions")
struct TextDescriptionSelectionTests {
    @Test func aDescriptionTrackInThePreferredLanguageIsPassedOver() {
        let tracks = [legible(2, "en", [.descriptions, .default]), legible(3, "en")]
        #expect(policy(["en"]).captions(from: tracks) == .track(TrackID(rawValue: 3)))
        #expect(policy(["fr"]).captions(from: tracks) == .off)
    }

    @Test func aDescriptionFilePlayedAloneShowsNoCaptions() {
        let tracks = [legible(0, "en", .descriptions)]
        #expect(policy(["en"]).captions(from: tracks, alone: true) == .off)
        #expect(policy([], captionsOn: false).captions(from: tracks, alone: true) == .off)
    }

    @Test func anAudioDescriptionTrackIsNotATextDescription() {
        #expect(!audio(1, "en", .descriptions).isTextDescription)
        #expect(legible(1, "en", .descriptions).isTextDescription)
    }
}
