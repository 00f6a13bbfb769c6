import PlayerAudit
import PlayerCore
import Testing

/// The fit check of text descriptions on values (speech lengths given, as a synthesizer would
/// measure them), and the WCAG 1.2.1, 1.2.4 and 1.2.6–1.2.9 answers with their applicability.
@Suite("Text descriptions and time-based alternatives")
struct DescriptionCriteriaTests {
    typealias F = AuditFixtures

    static let descriptions = F.track(5, .legible, "webvtt", "en", .descriptions)

    static func clip(_ tracks: [TrackInfo], live: Bool = false) -> MediaCatalog {
        MediaCatalog(
            path: "clip", formatName: "x", duration: live ? nil : .seconds(60),
            liveEdge: live ? .seconds(60) : nil, tracks: tracks)
    }

    static func answer(
        _ check: String, _ tracks: [TrackInfo], live: Bool = false, transcripts: [String] = [],
        fits: [TrackID: DescriptionFitAudit] = [:]
    ) -> CriterionResult? {
        MediaCriteria.results(
            for: clip(tracks, live: live), transcripts: transcripts, descriptionFits: fits
        ).first { $0.check == check }
    }

    /// Speech of 4 s in a 3 s cue overruns by 1 s; of 1.5 s in 2 s fits; the extended pause is
    /// the sum of the overruns. Speech from 10 s to 13 s (cut at the cue's end) meets the
    /// dialogue at 12–16 s for 1 s; the second, 20–21.5 s, meets none.
    @Test func overrunsAndDialogueAreMeasuredFromTheCueStart() {
        let cues = [F.cue(10_000, 13_000, "A woman boards."), F.cue(20_000, 22_000, "Sails.")]
        let dialogue = [F.cue(12_000, 16_000, "ANNA: Wait!"), F.cue(22_000, 23_000, "BEN: Go.")]
        let fit = DescriptionFitAudit(
            track: Self.descriptions, cues: cues,
            spoken: [.milliseconds(4_000), .milliseconds(1_500)], dialogue: dialogue,
            profile: "netflix")
        #expect(
            fit.findings.map {
                "\($0.check.rawValue)@\($0.start!.secondsValue) \($0.measured!)/\($0.limit!) \($0.unit!)"
            }
                == ["descriptionFit@10.0 4.0/3.0 s", "descriptionOverDialogue@10.0 1.0/0.0 s"])
        #expect(fit.extendedPause == .seconds(1))
        #expect(fit.overrunCount == 1)
        #expect(fit.checksApplied == [.descriptionFit, .descriptionOverDialogue])
    }

    @Test func aDescriptionTrackGetsTheFitCheckInsteadOfReadingSpeed() throws {
        let fast = F.cue(
            1_000, 1_500, "A very long description that nobody could read in half a second.")
        let title = AuditedTitle(
            catalog: Self.clip([F.video, F.englishAudio, Self.descriptions]),
            cues: [Self.descriptions.id: [fast]])
        let speech = DescriptionSpeech(wordsPerMinute: 175) { text, _ in
            .milliseconds(Int64(text.count) * 60)
        }
        let audit = try TitleAudit(title: title, profile: .netflix, descriptionSpeech: speech)
        let checks = audit.findings.map(\.check)
        #expect(checks == [.descriptionFit])
        #expect(audit.tracks.first?.checksApplied.contains(.readingSpeed) == false)
        #expect(audit.findings.first?.measured == Double(fast.text!.count) * 0.06)
        // Without a way to speak, the fit check is not made, and reading speed still is not.
        let unmeasured = try TitleAudit(title: title, profile: .netflix)
        #expect(unmeasured.findings.isEmpty)
    }

    @Test func speechThatCannotBeMadeIsCantTellNamingWhy() throws {
        struct NoVoice: Error, CustomStringConvertible {
            var description: String { "no voice for en" }
        }
        let title = AuditedTitle(
            catalog: Self.clip([F.video, F.englishAudio, Self.descriptions]),
            cues: [Self.descriptions.id: [F.cue(1_000, 2_000, "A boat.")]])
        let audit = try TitleAudit(
            title: title, profile: .netflix,
            descriptionSpeech: DescriptionSpeech(wordsPerMinute: 175) { _, _ in throw NoVoice() })
        let instance = try #require(audit.instances.first { $0.rule.id == "descriptionFit" })
        #expect(instance.outcome == .cantTell)
        #expect(instance.detail.contains("no voice for en"))
    }

    /// WCAG 1.2.1: audio-only media is asked for a transcript and is not failed on 1.2.2;
    /// video-only media needs a description or a transcript.
    @Test func audioOnlyIsAskedForATranscriptNotCaptions() {
        let audioOnly = [F.englishAudio]
        #expect(Self.answer("audioOrVideoOnlyAlternative", audioOnly)?.outcome == .failed)
        #expect(
            Self.answer(
                "audioOrVideoOnlyAlternative", audioOnly, transcripts: ["clip.transcript.txt"])?
                .outcome == .passed)
        #expect(
            Self.answer("audioOrVideoOnlyAlternative", audioOnly + [F.englishSDH])?.outcome
                == .cantTell)
        var dapt = F.track(6, .legible, "ttml", "fr")
        dapt.roles = ["audio.dialogue"]
        #expect(Self.answer("audioOrVideoOnlyAlternative", audioOnly + [dapt])?.outcome == .passed)
        #expect(Self.answer("captionsForAudioLanguage", audioOnly)?.outcome == .inapplicable)
        #expect(Self.answer("audioOrVideoOnlyAlternative", [F.video])?.outcome == .failed)
        #expect(
            Self.answer("audioOrVideoOnlyAlternative", [F.video, Self.descriptions])?.outcome
                == .passed)
        #expect(
            Self.answer("audioOrVideoOnlyAlternative", [F.video, F.englishAudio])?.outcome
                == .inapplicable)
    }

    /// A description track is not captions for 1.2.2.
    @Test func aDescriptionTrackIsNotCaptions() {
        let answer = Self.answer(
            "captionsForAudioLanguage", [F.video, F.englishAudio, Self.descriptions])
        #expect(answer?.outcome == .failed)
    }

    /// 1.2.4 and 1.2.9 apply only to live sources; 1.2.6 to prerecorded video with audio.
    @Test func liveAndSignLanguageApplicability() {
        let film = [F.video, F.englishAudio, F.englishSDH]
        #expect(Self.answer("liveCaptions", film)?.outcome == .inapplicable)
        #expect(Self.answer("liveCaptions", film, live: true)?.outcome == .passed)
        #expect(
            Self.answer("liveCaptions", [F.video, F.englishAudio], live: true)?.outcome == .failed)
        #expect(Self.answer("liveAudioOnlyAlternative", film, live: true)?.outcome == .inapplicable)
        #expect(
            Self.answer("liveAudioOnlyAlternative", [F.englishAudio], live: true)?.outcome
                == .failed)
        #expect(Self.answer("signLanguage", film)?.outcome == .cantTell)
        var sign = F.track(7, .video, "h264", "ase")
        sign.roles = ["sign"]
        let signed = Self.answer("signLanguage", film + [sign])
        #expect(signed?.outcome == .passed)
        #expect(signed?.track == sign.id)
        #expect(signed?.criterion.hasPrefix("1.2.6") == true)
        #expect(Self.answer("signLanguage", [F.englishAudio])?.outcome == .inapplicable)
    }

    /// 1.2.7 is answered from the fit check: passed when every description fits, cantTell
    /// (the player must pause) when some overrun, cantTell without descriptions measured.
    @Test func extendedDescriptionFollowsTheFitCheck() {
        let film = [F.video, F.englishAudio, Self.descriptions]
        let cue = F.cue(0, 2_000, "A boat.")
        func fit(_ seconds: Int64) -> [TrackID: DescriptionFitAudit] {
            [
                Self.descriptions.id: DescriptionFitAudit(
                    track: Self.descriptions, cues: [cue], spoken: [.seconds(seconds)],
                    dialogue: [], profile: "netflix")
            ]
        }
        #expect(Self.answer("extendedDescription", film, fits: fit(1))?.outcome == .passed)
        let overrun = Self.answer("extendedDescription", film, fits: fit(5))
        #expect(overrun?.outcome == .cantTell)
        #expect(overrun?.detail.contains("3 s") == true)
        #expect(Self.answer("extendedDescription", film)?.outcome == .cantTell)
        #expect(Self.answer("extendedDescription", [F.englishAudio])?.outcome == .inapplicable)
        #expect(Self.answer("mediaAlternative", film)?.outcome == .failed)
        #expect(
            Self.answer("mediaAlternative", film, transcripts: ["clip.transcript.txt"])?.outcome
                == .passed)
        #expect(Self.answer("mediaAlternative", [F.englishAudio])?.outcome == .inapplicable)
    }
}
