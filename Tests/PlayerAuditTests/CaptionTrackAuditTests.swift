import Foundation
import PlayerAudit
import PlayerCore
import Testing

@Suite("Caption checks against the style guides' numbers")
struct CaptionTrackAuditTests {
    typealias F = AuditFixtures

    /// (check, cue start in ms or nil, measured, limit) of every finding.
    static func summary(_ findings: [AuditFinding]) -> [String] {
        findings.map { finding in
            let start = finding.start.map { String($0.microseconds / 1_000) } ?? "track"
            return
                "\(finding.check.rawValue)@\(start) \(finding.measured ?? -1)/\(finding.limit ?? -1)"
        }
    }

    /// The checks of `cues` on the fixture's SDH track, or on a plain track in `language`
    /// when `flags` are given.
    static func audit(
        _ cues: [Cue] = F.sdhCues, language: LanguageTag = "en",
        flags: TrackFlags = F.englishSDH.flags, profile: AuditProfile = .netflix,
        audience: AuditAudience = .adult, frameRate: Double = 24, duration: MediaTime? = nil
    ) -> CaptionTrackAudit {
        var track = F.englishSDH
        track.language = language
        track.flags = flags
        return CaptionTrackAudit(
            track: track, cues: cues, profile: profile, audience: audience, frameRate: frameRate,
            mediaDuration: duration)
    }

    @Test func netflixFindsEachViolationOfTheTestTrackWithItsTimeAndValue() {
        let audit = Self.audit(duration: .seconds(30))
        // 20 cps (English adult), 42 characters, 2 frames at 24 fps = 0.083 s.
        #expect(
            Self.summary(audit.findings) == [
                "readingSpeed@4000 34.0/20.0",
                "charactersPerLine@6000 51.0/42.0",
                "minimumGap@9042 0.042/0.083",
                "overlap@15000 1.0/0.0",
                "missingSoundDescriptions@track 0.0/1.0",
            ])
        #expect(
            audit.findings.allSatisfy { $0.profile == "netflix" && $0.track == F.englishSDH.id })
        #expect(audit.findings[0].unit == "cps")
        #expect(audit.findings[0].end == .milliseconds(5_000))
        #expect(audit.findings[0].text == F.tooFast)
        #expect(audit.maximumReadingSpeed == 34)
    }

    @Test func childrensAndOtherLanguagesUseTheirOwnReadingSpeeds() {
        let cues = [F.cue(0, 2_000, String(repeating: "a", count: 30))]  // 15 cps
        func limits(_ language: LanguageTag, _ audience: AuditAudience) -> [Double] {
            Self.audit(cues, language: language, flags: [], audience: audience).findings
                .filter { $0.check == .readingSpeed }.compactMap(\.limit)
        }
        #expect(limits("en", .adult) == [])  // 20
        #expect(limits("en", .children) == [])  // 17
        #expect(limits("fr", .adult) == [])  // 17
        #expect(limits("fr", .children) == [13])
        #expect(limits("ko", .adult) == [12])
        #expect(limits("zh", .adult) == [9])
        #expect(limits("ja", .adult) == [4])
    }

    @Test func perLanguageLineLengths() {
        let cues = [F.cue(0, 7_000, String(repeating: "字", count: 14))]
        func limit(_ language: LanguageTag) -> Double? {
            Self.audit(cues, language: language, flags: []).findings
                .first { $0.check == .charactersPerLine }?.limit
        }
        #expect(limit("ja") == 13)
        #expect(limit("zh") == nil)  // 16
        #expect(limit("ko") == nil)  // 16
    }

    @Test func durationLinesEmptyAndPastTheEnd() {
        let cues = [
            F.cue(0, 800, "Hi."),  // under 5/6 s
            F.cue(1_000, 8_500, "A long wait."),  // over 7 s
            F.cue(9_000, 11_000, "One\nTwo\nThree"),  // three lines
            F.cue(12_000, 13_000, "  \n "),  // white space only
            F.cue(29_000, 31_000, "The end."),  // past 30 s
        ]
        let audit = Self.audit(cues, flags: [], frameRate: 25, duration: .seconds(30))
        #expect(
            Self.summary(audit.findings) == [
                "minimumDuration@0 0.8/0.833",
                "maximumDuration@1000 7.5/7.0",
                "lineCount@9000 3.0/2.0",
                "emptyCue@12000 -1.0/-1.0",
                "pastMediaEnd@29000 31.0/30.0",
            ])
    }

    @Test func theGapIsTwoFramesOfTheVideosRate() {
        let cues = [F.cue(0, 1_000, "One."), F.cue(1_070, 2_000, "Two.")]
        func gaps(_ rate: Double) -> [String] {
            Self.summary(Self.audit(cues, flags: [], frameRate: rate).findings)
        }
        #expect(gaps(24) == ["minimumGap@1070 0.07/0.083"])  // 83 ms at 24 fps
        #expect(gaps(29.97) == [])  // 66.7 ms
        #expect(gaps(60) == [])  // 33 ms
    }

    @Test func dcmpHoldsTheSameTrackToItsOwnNumbers() {
        let audit = Self.audit(profile: .dcmp, duration: .seconds(30))
        // 2 s minimum; 225 wpm for adults (the too-fast cue has 8 words in 1 s: 480 wpm);
        // 32 characters a line; no frame gap rule; overlaps and SDH whatever the profile.
        #expect(
            Self.summary(audit.findings) == [
                "readingSpeed@4000 480.0/225.0",
                "charactersPerLine@4000 34.0/32.0",
                "minimumDuration@4000 1.0/2.0",
                "charactersPerLine@6000 51.0/32.0",
                "overlap@15000 1.0/0.0",
                "missingSoundDescriptions@track 0.0/1.0",
            ])
        #expect(audit.findings.allSatisfy { $0.profile == "dcmp" })
        #expect(
            Self.audit(profile: .dcmp, audience: .children).readingSpeedLimit
                == ReadingSpeedLimit(150, .wordsPerMinute))
        #expect(
            Self.audit(profile: .dcmp, audience: .educational).readingSpeedLimit
                == ReadingSpeedLimit(130, .wordsPerMinute))
    }

    @Test func bbcCountsWordsPerMinuteAnd37CharactersALine() {
        #expect(
            Self.summary(Self.audit(profile: .bbc, duration: .seconds(30)).findings) == [
                "readingSpeed@4000 480.0/180.0",
                "readingSpeed@6000 220.0/180.0",  // 11 words in 3 s
                "charactersPerLine@6000 51.0/37.0",
                "overlap@15000 1.0/0.0",
                "missingSoundDescriptions@track 0.0/1.0",
            ])
    }

    @Test func sdhTracksNeedSoundsAndSpeakers() {
        let plain = [F.cue(0, 2_000, "Is anyone here?")]
        let described = [F.cue(0, 2_000, "[DOOR CREAKS]"), F.cue(3_000, 5_000, "- Dr. Chen: Hi.")]
        func checks(_ cues: [Cue], flags: TrackFlags) -> [CaptionCheck] {
            Self.audit(cues, flags: flags).findings.map(\.check)
        }
        #expect(
            checks(plain, flags: .hearingImpaired) == [
                .missingSoundDescriptions, .missingSpeakerIdentification,
            ])
        #expect(checks(plain, flags: .captions).count == 2)
        #expect(checks(plain, flags: []) == [])
        #expect(checks(described, flags: .hearingImpaired) == [])
        #expect(SDHConventions.hasSoundDescription("(distant thunder)"))
        #expect(!SDHConventions.hasSoundDescription("a () b"))
        #expect(SDHConventions.hasSpeakerIdentification(F.cue(0, 1, ">> Next speaker")))
        #expect(!SDHConventions.hasSpeakerIdentification(F.cue(0, 1, "At 10:30 we go")))
        let voiced = Cue(start: .zero, end: .seconds(1), text: "Hi", speaker: "Bob")
        #expect(SDHConventions.hasSpeakerIdentification(voiced))
    }

    @Test func picturesAreTimedButNotRead() {
        let cues = [Cue(start: .zero, end: .milliseconds(500), text: nil)]
        let audit = Self.audit(cues, flags: [.hearingImpaired, .imageBased])
        #expect(audit.findings.map(\.check) == [.minimumDuration])
        #expect(audit.readingSpeeds.isEmpty)
    }
}

@Suite("Unbalanced tags in the caption file's own text")
struct CaptionMarkupTests {
    @Test func tagsOpenedAndNotClosedOrClosedAndNotOpened() {
        #expect(CaptionMarkup.unbalancedTags(in: "<i>Hello</i>") == [])
        #expect(CaptionMarkup.unbalancedTags(in: "<i>Hello") == ["<i>"])
        #expect(CaptionMarkup.unbalancedTags(in: "Hello</b>") == ["</b>"])
        #expect(CaptionMarkup.unbalancedTags(in: "<b><i>Hi</b>") == ["<i>"])
        #expect(CaptionMarkup.unbalancedTags(in: "<font color=\"red\">x</font>") == [])
        #expect(CaptionMarkup.unbalancedTags(in: "<v Bob>Hi there") == [])
        #expect(CaptionMarkup.unbalancedTags(in: "<c.yellow>Hi") == ["<c>"])
        #expect(CaptionMarkup.unbalancedTags(in: "a <00:00:01.000> b 3 < 4 > 2") == [])
    }

    @Test func sidecarFilesAreReadAsWrittenAndTheFindingsCarryTheCueTimes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("audit-markup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let srt = directory.appendingPathComponent("tags.srt")
        try """
        1
        00:00:01,000 --> 00:00:02,500
        <i>Never closed

        2
        00:00:03,000 --> 00:00:04,000
        <b>Fine</b>

        3
        00:00:05,000 --> 00:00:06,000
        Stray</u> end

        """.write(to: srt, atomically: true, encoding: .utf8)
        let vtt = directory.appendingPathComponent("tags.vtt")
        try "WEBVTT\n\n00:01.000 --> 00:02.000\n<v Ann>Fine\n\n00:03.000 --> 00:04.000\n<u>Open\n"
            .write(to: vtt, atomically: true, encoding: .utf8)
        let payloads = try #require(CaptionMarkup.rawPayloads(ofFileAt: srt.path))
        #expect(payloads.map(\.text) == ["<i>Never closed", "<b>Fine</b>", "Stray</u> end"])
        let track = TrackInfo(
            id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
        let audit = CaptionTrackAudit(
            track: track, cues: [], profile: .netflix, frameRate: 24, mediaDuration: nil,
            rawPayloads: payloads)
        #expect(audit.findings.map(\.start) == [.milliseconds(1_000), .milliseconds(5_000)])
        #expect(audit.findings.map(\.end) == [.milliseconds(2_500), .milliseconds(6_000)])
        #expect(audit.findings.allSatisfy { $0.check == .unbalancedTags && $0.measured == 1 })
        let webVTT = try #require(CaptionMarkup.rawPayloads(ofFileAt: vtt.path))
        #expect(webVTT.map { CaptionMarkup.unbalancedTags(in: $0.text!) } == [[], ["<u>"]])
        #expect(
            CaptionMarkup.rawPayloads(ofFileAt: directory.appendingPathComponent("x.ass").path)
                == nil)
    }
}
