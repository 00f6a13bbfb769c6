import PlayerAudit
import PlayerCore
import Testing

/// Each answer follows its criterion's applicability (WCAG 2.2 and the ACT rules), and each
/// check's severity decides what fails a file.
@Suite("Audit applicability and severities")
struct AuditApplicabilityTests {
    typealias F = AuditFixtures

    static func answer(_ check: String, in catalog: MediaCatalog) -> [CriterionResult] {
        MediaCriteria.results(for: catalog).filter { $0.check == check }
    }

    static func clip(_ duration: MediaTime?, _ tracks: [TrackInfo]) -> MediaCatalog {
        MediaCatalog(path: "clip", formatName: "x", duration: duration, tracks: tracks)
    }

    /// WCAG 1.4.2 applies to "audio on a Web page [that] plays automatically for more than 3
    /// seconds": at 3 s or less, or without audio, it is inapplicable.
    @Test func audioControlAppliesOnlyToAudioOverThreeSeconds() {
        let withAudio = [F.video, F.englishAudio]
        func outcome(_ duration: MediaTime?, _ tracks: [TrackInfo]) -> AuditOutcome? {
            Self.answer("durationOver3Seconds", in: Self.clip(duration, tracks)).first?.outcome
        }
        #expect(outcome(.milliseconds(1_070), withAudio) == .inapplicable)
        #expect(outcome(.seconds(3), withAudio) == .inapplicable)
        #expect(outcome(.milliseconds(3_001), withAudio) == .passed)
        #expect(outcome(nil, withAudio) == .cantTell)
        #expect(outcome(.seconds(60), [F.video, F.englishSDH]) == .inapplicable)
    }

    /// Without audio, 1.2.2's audio questions and 1.2.3 / 1.2.5 (a video with audio) do not
    /// apply: nothing about audio fails.
    @Test func theAudioCriteriaAreInapplicableWithoutAudio() {
        let silent = Self.clip(.seconds(20), [F.video, F.englishSDH])
        let results = MediaCriteria.results(for: silent)
        for check in [
            "audioPresent", "durationOver3Seconds", "audioDescriptionOrAlternative",
            "audioDescription",
        ] {
            #expect(
                results.filter { $0.check == check }.map(\.outcome) == [.inapplicable], "\(check)")
        }
        #expect(results.filter { $0.check == "captionsForAudioLanguage" }.isEmpty)
    }

    /// ISO 639-2 reserves `qaa`–`qtz` for local use: which language it is cannot be told, and
    /// the answer names the tag.
    @Test(arguments: ["qaa", "qtz"])
    func aPrivateUseTagIsCantTellNamingTheTag(tag: String) throws {
        var audio = F.englishAudio
        audio.language = LanguageTag(tag)
        var captions = F.englishSDH
        captions.language = LanguageTag(tag)
        let catalog = Self.clip(.seconds(20), [F.video, audio, captions])
        let tags = Self.answer("languageTag", in: catalog)
        #expect(tags.map(\.outcome) == [.cantTell, .cantTell])
        #expect(tags.allSatisfy { $0.detail.contains(tag) })
        let captionsAnswer = try #require(
            Self.answer("captionsForAudioLanguage", in: catalog).first)
        #expect(captionsAnswer.outcome == .cantTell)
        #expect(captionsAnswer.detail.contains(tag))
    }

    @Test func everyRuleHasAUniqueIdAndEveryInstanceARule() throws {
        let ids = AuditRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let audit = try TitleAudit(title: F.title, profile: .netflix)
        #expect(audit.instances.allSatisfy { AuditRule.all.contains($0.rule) })
        // Each caption finding is one failed instance; each answer one instance.
        let failedCaption = audit.instances.filter { $0.finding != nil }
        #expect(failedCaption.count == audit.findings.count)
        #expect(failedCaption.allSatisfy { $0.outcome == .failed })
        let answers = audit.media + audit.player
        #expect(
            audit.instances.suffix(answers.count).map(\.rule.id) == answers.map(\.check))
    }

    /// The test title fails a level A criterion (no captions for the Spanish audio: error),
    /// has an SDH track describing no sound (error) and four style-guide findings (warnings
    /// and a notice): `failOn` and the selection decide what fails it.
    @Test func severityAndSelectionDecideWhatFailsTheFile() throws {
        func passes(_ selection: AuditSelection) throws -> Bool {
            try TitleAudit(title: F.title, profile: .netflix, selection: selection).passed
        }
        #expect(try !passes(AuditSelection()))
        #expect(try !passes(AuditSelection(failOn: .error)))
        #expect(
            try passes(
                AuditSelection(
                    skip: ["captionsForAudioLanguage", "missingSoundDescriptions"],
                    failOn: .error)))
        #expect(try !passes(AuditSelection(only: ["readingSpeed"])))
        #expect(try passes(AuditSelection(only: ["readingSpeed"], failOn: .error)))
        // minimumGap is a notice: it fails the file only under failOn notice.
        #expect(try passes(AuditSelection(only: ["minimumGap"])))
        #expect(try !passes(AuditSelection(only: ["minimumGap"], failOn: .notice)))
        let only = try TitleAudit(
            title: F.title, profile: .netflix, selection: AuditSelection(only: ["overlap"]))
        #expect(only.findings.map(\.check) == [.overlap])
        #expect((only.media + only.player).isEmpty)
        #expect(Set(only.instances.map(\.rule.id)) == ["overlap"])
    }
}
