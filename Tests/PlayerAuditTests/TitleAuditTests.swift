import PlayerAudit
import PlayerCore
import Testing

@Suite("Media questions (WCAG 2.2, ACT) and the player-aware checks")
struct TitleAuditTests {
    typealias F = AuditFixtures

    static func outcomes(_ results: [CriterionResult]) -> [String] {
        results.map {
            "\($0.check) \($0.criterion.prefix(5)) \($0.outcome.rawValue) \($0.track?.rawValue ?? -1)"
        }
    }

    @Test func theTestTitleFailsOnlyForTheSpanishAudiosMissingCaptions() {
        #expect(
            Self.outcomes(MediaCriteria.results(for: F.title.catalog)) == [
                "audioPresent 1.2.2 passed -1",
                "durationOver3Seconds 1.4.2 passed -1",
                "captionsForAudioLanguage 1.2.2 passed 4",
                "captionsForAudioLanguage 1.2.2 failed 2",
                "audioDescriptionOrAlternative 1.2.3 passed 3",
                "audioDescription 1.2.5 passed 3",
                "audioOrVideoOnlyAlternative 1.2.1 inapplicable -1",
                "liveCaptions 1.2.4 inapplicable -1",
                "signLanguage 1.2.6 cantTell -1",
                "extendedDescription 1.2.7 cantTell -1",
                "mediaAlternative 1.2.8 failed -1",
                "liveAudioOnlyAlternative 1.2.9 inapplicable -1",
                "languageTag 3.1.2 passed 1",
                "languageTag 3.1.2 passed 2",
                "languageTag 3.1.2 passed 3",
                "languageTag 3.1.2 passed 4",
                "defaultAndForcedFlags 1.2.2 passed -1",
                "programTitle 2.4.2 passed -1",
            ])
    }

    @Test func missingAudioTitleDescriptionAndTagsAndDoubledDefaults() {
        var untagged = F.englishSDH
        untagged.language = nil
        var secondDefault = F.englishSDH
        secondDefault.id = TrackID(rawValue: 5)
        let silent = MediaCatalog(
            path: "x", formatName: "x", duration: .seconds(2), tracks: [F.video, F.englishSDH])
        #expect(
            Self.outcomes(MediaCriteria.results(for: silent)) == [
                "audioPresent 1.2.2 inapplicable -1",
                "durationOver3Seconds 1.4.2 inapplicable -1",
                "audioDescriptionOrAlternative 1.2.3 inapplicable -1",
                "audioDescription 1.2.5 inapplicable -1",
                "audioOrVideoOnlyAlternative 1.2.1 failed -1",
                "liveCaptions 1.2.4 inapplicable -1",
                "signLanguage 1.2.6 inapplicable -1",
                "extendedDescription 1.2.7 inapplicable -1",
                "mediaAlternative 1.2.8 failed -1",
                "liveAudioOnlyAlternative 1.2.9 inapplicable -1",
                "languageTag 3.1.2 passed 4",
                "defaultAndForcedFlags 1.2.2 passed -1",
                "programTitle 2.4.2 failed -1",
            ])
        let messy = MediaCatalog(
            path: "x", formatName: "x", duration: nil,
            tracks: [F.video, F.englishAudio, untagged, secondDefault])
        let results = MediaCriteria.results(for: messy)
        #expect(
            Self.outcomes(results).filter { !$0.hasPrefix("audio") && !$0.hasPrefix("program") }
                == [
                    "durationOver3Seconds 1.4.2 cantTell -1",
                    "captionsForAudioLanguage 1.2.2 passed 5",
                    "liveCaptions 1.2.4 inapplicable -1",
                    "signLanguage 1.2.6 cantTell -1",
                    "extendedDescription 1.2.7 cantTell -1",
                    "mediaAlternative 1.2.8 failed -1",
                    "liveAudioOnlyAlternative 1.2.9 inapplicable -1",
                    "languageTag 3.1.2 passed 1",
                    "languageTag 3.1.2 failed 4",
                    "languageTag 3.1.2 passed 5",
                    "defaultAndForcedFlags 1.2.2 failed -1",
                ])
        #expect(results.contains { $0.detail == "2 legible tracks flagged default (4, 5)" })
    }

    @Test func effectiveReadingSpeedIsMeasuredThroughThePlayersClock() throws {
        // 15 characters for 1 s: 15 cps at normal speed, within 20 (English adults).
        let cue = F.cue(2_000, 3_000, "Fifteen chars!!")
        let title = AuditedTitle(
            catalog: MediaCatalog(
                path: "t", formatName: "t", duration: .seconds(10),
                tracks: [F.englishAudio, F.englishSDH]),
            cues: [F.englishSDH.id: [cue]])
        let checks = PlayerChecks(title: title, profile: .netflix)
        // Half speed: on screen 2 s of host time, 7.5 cps; double speed: 0.5 s, 30 cps.
        #expect(try checks.effectiveReadingSpeedFindings(at: 0.5).isEmpty)
        let fast = try checks.effectiveReadingSpeedFindings(at: 2)
        #expect(fast.count == 1)
        #expect(fast.first?.check == .effectiveReadingSpeed)
        #expect(fast.first?.measured == 30)
        #expect(fast.first?.limit == 20)
        #expect(fast.first?.rate == 2)
        #expect(fast.first?.start == .milliseconds(2_000))
        // At 1.5×: 0.667 s, 22.5 cps.
        #expect(try checks.effectiveReadingSpeedFindings(at: 1.5).first?.measured == 22.5)
    }

    @Test func everyTenSecondSeekShowsTheRightCues() throws {
        let results = try PlayerChecks(title: F.title, profile: .netflix).seekResults()
        #expect(results.count == 1)
        #expect(results.first?.outcome == .passed)
        // Forward from 0 to the last cue's end (18 s) plus 10 s: 10, 20, 30 (the end); then
        // back: 20, 10, 0.
        #expect(results.first?.detail.hasPrefix("6 seeks of 10 s") == true)
    }

    @Test func forcedTracksShowWithCaptionsOffForTheirAudioLanguage() throws {
        let forced = TrackInfo(
            id: TrackID(rawValue: 6), kind: .legible, codec: "subrip", language: "en",
            flags: .forced)
        let forcedFrench = TrackInfo(
            id: TrackID(rawValue: 7), kind: .legible, codec: "subrip", language: "fr",
            flags: .forced)
        var title = F.title
        title.catalog.tracks += [forced, forcedFrench]
        title.cues[forced.id] = [F.cue(20_000, 22_000, "SIGN: EXIT")]
        title.cues[forcedFrench.id] = [F.cue(20_000, 22_000, "SORTIE")]
        let results = try PlayerChecks(title: title, profile: .netflix).forcedTrackResults()
        #expect(
            Self.outcomes(results) == [
                "forcedWithCaptionsOff 1.2.2 passed 6",
                "forcedWithCaptionsOff 1.2.2 cantTell 2",
            ])
    }

    @Test func captionsOnPicksATrackInTheLocaleOrTheAudioLanguage() throws {
        let results = try PlayerChecks(title: F.title, profile: .netflix).selectionResults()
        // English audio: every locale gets the default-flagged English SDH track. Spanish
        // audio: an English viewer gets it; es, fr and de viewers have nothing in either
        // language to get.
        #expect(
            Self.outcomes(results) == [
                "captionSelection 1.2.2 passed 4", "captionSelection 1.2.2 passed 4",
                "captionSelection 1.2.2 passed 4", "captionSelection 1.2.2 passed 4",
                "captionSelection 1.2.2 passed 4", "captionSelection 1.2.2 cantTell 2",
                "captionSelection 1.2.2 cantTell 2", "captionSelection 1.2.2 cantTell 2",
            ])
        // Without a default flag a Spanish-locale viewer of the English audio gets nothing,
        // though English captions exist.
        var undefaulted = F.title
        undefaulted.catalog.tracks[4].flags = .hearingImpaired
        let failing = try PlayerChecks(title: undefaulted, profile: .netflix).selectionResults()
        #expect(
            failing.filter { $0.outcome == .failed }.map(\.detail) == [
                "locale es, audio en: captions stay off though track 4 fits (flag a default?)",
                "locale fr, audio en: captions stay off though track 4 fits (flag a default?)",
                "locale de, audio en: captions stay off though track 4 fits (flag a default?)",
            ])
        // With the default flag on a German track instead, captions turned on in a Spanish
        // locale take the default; the detail names it instead of asking for a default.
        var germanDefault = undefaulted
        let german = F.track(5, .legible, "subrip", "de", .default)
        germanDefault.catalog.tracks.append(german)
        germanDefault.cues[german.id] = [F.cue(1_000, 3_000, "ANNA: Ist hier jemand?")]
        let missed = try PlayerChecks(title: germanDefault, profile: .netflix).selectionResults()
        #expect(
            missed.filter { $0.outcome == .failed }.map(\.detail).first
                == "locale es, audio en: track 5 chosen though track 4 fits"
                + " (the default flag is on track 5)")
        #expect(!missed.contains { $0.detail.contains("flag a default?") })
    }

    @Test func theWholeAuditOfTheTestTitle() throws {
        let audit = try TitleAudit(title: F.title, profile: .netflix)
        #expect(!audit.passed)
        #expect(audit.rates == [0.5])
        #expect(
            audit.findings.map(\.check) == [
                .readingSpeed, .charactersPerLine, .minimumGap, .overlap,
                .missingSoundDescriptions,
            ])
        #expect(
            (audit.media + audit.player).filter { $0.outcome == .failed }.map(\.check) == [
                "captionsForAudioLanguage", "mediaAlternative",
            ])
        let json = audit.json.written()
        #expect(
            json.hasPrefix(
                "{\"file\":\"title.mkv\",\"status\":\"failed\",\"rulesVersion\":\(TitleAudit.rulesVersion)"
            ))
        #expect(
            json.contains(
                "{\"check\":\"readingSpeed\",\"track\":4,\"start\":4,\"end\":5,\"measured\":34.0,"
                    + "\"limit\":20.0,\"unit\":\"cps\",\"profile\":\"netflix\",\"rate\":null,"))
    }

    @Test func theReportEscapesTextAndListsEveryFinding() throws {
        var title = F.title
        title.catalog.metadata.title = "<script>alert('x')</script> & co"
        title.cues[F.englishSDH.id]![0].text = "<b>ANNA</b>: \"Hi\""
        let audit = try TitleAudit(title: title, profile: .netflix)
        let page = AuditReportPage.html(for: [
            .audited(audit), .unopened(path: "<bad>", error: "gone"),
        ])
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"))
        #expect(page.contains("&lt;b&gt;ANNA&lt;/b&gt;: &quot;Hi&quot;"))
        #expect(page.contains("&lt;bad&gt;"))
        #expect(page.components(separatedBy: "<tr class=\"finding\"").count - 1 == 5)
        // The unopened file comes first, so the title is the second file.
        #expect(page.contains("<svg class=\"timeline\" id=\"timeline-file-2-4\""))
        #expect(page.contains("<line class=\"limit\""))
        #expect(!page.contains("http://") || !page.contains("src=\"http"))
    }

    @Test func everyFilesChartHasItsOwnIdAndATitleNamingItsFile() throws {
        var other = F.title
        other.catalog.path = "other.mkv"
        let page = AuditReportPage.html(for: [
            .audited(try TitleAudit(title: F.title, profile: .netflix)),
            .audited(try TitleAudit(title: other, profile: .netflix)),
        ])
        let ids = page.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) }
        #expect(ids.count == Set(ids).count)
        #expect(ids.contains("timeline-file-1-4") && ids.contains("timeline-file-2-4"))
        #expect(page.contains("<title id=\"timeline-file-1-4-t\">Reading speed of track 4"))
        #expect(page.contains("of title.mkv in cps"))
        #expect(page.contains("of other.mkv in cps"))
    }

    @Test func unreadableTracksComeFirstAndAreCounted() throws {
        var title = F.title
        let cut = F.track(5, .legible, "subrip", "fr")
        title.catalog.tracks.append(cut)
        title.readErrors[cut.id] =
            "title.mkv: the file ends early (damaged or truncated) at 00:00:12.000"
        let audit = try TitleAudit(title: title, profile: .netflix)
        let page = AuditReportPage.html(for: [.audited(audit)])
        let section = try #require(page.range(of: "<section class=\"title\""))
        let contents = page[..<section.lowerBound]
        let body = page[section.lowerBound...]
        #expect(
            contents.contains(
                "<a href=\"#file-1-read-errors\" class=\"failed\">1 track(s) could not be read</a>")
        )
        let box = try #require(body.range(of: "<h3 id=\"file-1-read-errors\">Read errors (1)"))
        let summary = try #require(body.range(of: "<table class=\"summary\">"))
        #expect(box.lowerBound < summary.lowerBound)
        #expect(
            body.contains(
                "cannot be read: title.mkv: the file ends early (damaged or truncated) at 00:00:12.000"
            ))
        #expect(body.contains("on the tracks read; 1 track(s) could not be read"))
        #expect(
            body.contains(
                "<td colspan=\"4\" class=\"failed\">cannot be read (see the read errors)</td>"))
    }
}
