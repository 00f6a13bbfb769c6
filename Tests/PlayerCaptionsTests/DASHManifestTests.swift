import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions

/// The MPD reader on Media3's manifest fixtures, each expectation read from the fixtures'
/// PROVENANCE.txt (which quotes Media3's DashManifestParserTest and DashMediaPeriodTest).
@Suite(.enabled(if: Corpus.isAvailable))
struct DASHManifestFixtureTests {
    static let folder = "dash-media3-mpd-fixtures"

    /// The PROVENANCE.txt section about `fixture`: from the line naming it to the next
    /// fixture's.
    static func provenance(of fixture: String) throws -> String {
        let text = String(decoding: try Corpus.bytes("\(folder)/PROVENANCE.txt"), as: UTF8.self)
        let expected = text.components(separatedBy: "Expected values")[1]
        var lines: [Substring] = []
        var inSection = false
        for line in expected.split(separator: "\n") {
            if line.hasPrefix("sample_mpd_") {
                inSection = line.split(separator: " ").first.map(String.init) == fixture
            }
            if inSection { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    static func manifest(_ fixture: String) throws -> DASHManifest {
        let path = Corpus.path(folder, fixture)
        return try DASHManifest(parsing: try Corpus.bytes("\(folder)/\(fixture)"), location: path)
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    @Test func forcedSubtitleInBothSpellingsAndSidecarTTMLWithoutRoles() throws {
        let notes = try Self.provenance(of: "sample_mpd_text.mpd")
        let blocks = notes.components(separatedBy: "AS[").dropFirst()
        let sets = try Self.manifest("sample_mpd_text.mpd").periods[0].adaptationSets
        #expect(sets.count == blocks.count)
        for (set, block) in zip(sets, blocks) {
            #expect(set.contentType == .text, "\(block)")
            #expect(set.roles.flags.contains(.forced) == block.contains("FORCED"), "\(block)")
            let hasRole = !block.contains("no Role")
            #expect(set.roles.roles.isEmpty == !hasRole, "\(block)")
            if let spelled = Self.matches("Role (?:value )?\"([a-z_-]+)\"", in: block).first {
                #expect(set.roles.roles == spelled, "\(block)")
            }
        }
        if notes.contains("No @lang anywhere") {
            #expect(sets.allSatisfy { $0.language == nil })
        }
        // The Period's SegmentTemplate (`sq/$Number$`) reaches every Representation.
        let template = try #require(
            Self.matches("media=\"([^\"$]+)\\$Number\\$\"", in: notes).first)
        for set in sets {
            let uri = try #require(set.representations[0].segments.first?.uri)
            #expect(uri.contains("/" + template[0]), "\(uri)")
            #expect(uri.split(separator: "/").last.flatMap { Int($0) } != nil, "\(uri)")
        }
    }

    @Test func presentationTimeOffsetIsIgnoredForStandaloneTextOnly() throws {
        let notes = try Self.provenance(of: "sample_mpd_text_presentation_time_offset.mpd")
        let expected = Self.matches(
            "AS(\\d) [^\\n]*?first segment time ([0-9]+(?:\\.[0-9]+)?)", in: notes)
        #expect(expected.count == 3)
        let sets = try Self.manifest("sample_mpd_text_presentation_time_offset.mpd")
            .periods[0].adaptationSets
        for entry in expected {
            let representation = sets[Int(entry[0])!].representations[0]
            let first = representation.periodTime(of: representation.segments[0])
            #expect(first == MediaTime(secondsValue: Double(entry[1])!), "AS\(entry[0])")
        }
        for honoured in Self.matches("AS(\\d) [^\\n]*presentationTimeOffset (\\d+) s", in: notes) {
            #expect(
                sets[Int(honoured[0])!].representations[0].presentationTimeOffset
                    == .seconds(Int64(honoured[1])!))
        }
    }

    /// What PROVENANCE.txt says the fixture's descriptor declares: ("608" or "708", the
    /// channel or service number, the language), e.g. "CEA-608 channel 3 lang deu".
    static func declaredCaptions(of fixture: String) throws -> [[String]] {
        matches(
            "CEA-(608|708) (?:channel|service) (\\d+) (?:lang )?(\\w+)",
            in: try provenance(of: fixture))
    }

    @Test(arguments: [
        "sample_mpd_cea_608_accessibility.mpd", "sample_mpd_cea_708_accessibility.mpd",
    ])
    func captionDescriptorsDeclareTwoChannelsOrServices(_ fixture: String) throws {
        let expected = try Self.declaredCaptions(of: fixture)
        #expect(expected.count == 2)
        let set = try Self.manifest(fixture).periods[0].adaptationSets[0]
        #expect(set.contentType == .video)
        #expect(
            set.closedCaptions
                == expected.map {
                    DASHClosedCaptionService(
                        standard: $0[0] == "608" ? .cea608 : .cea708, number: Int($0[1])!,
                        language: LanguageTag($0[2]))
                })
    }

    @Test func channelNumbersOutsideTheStandardsAreRejected() throws {
        let notes = try Self.provenance(of: "sample_mpd_cea_708_accessibility.mpd")
        // `"CC0=eng","CC5=eng","",null,"Wrong format" -> unset`: the quoted values that are
        // not empty name no channel.
        let unset = try #require(notes.split(separator: "\n").first { $0.contains("CC0=eng") })
        let listed = try #require(
            unset.components(separatedBy: "; ").first { $0.contains("-> unset") })
        let rejected = listed.replacingOccurrences(of: " -> unset", with: "")
            .split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            .filter { !$0.isEmpty && $0 != "null" }
        #expect(rejected.count == 3)
        for value in rejected {
            let read = DASHClosedCaptionService.services(
                scheme: DASHClosedCaptionService.cea608Scheme, value: value)
            #expect(read?.services.isEmpty == true, "\(value)")
        }
        for value in ["0=lang:eng", "64=lang:eng"] {
            let read = DASHClosedCaptionService.services(
                scheme: DASHClosedCaptionService.cea708Scheme, value: value)
            #expect(read?.services.isEmpty == true, "\(value)")
        }
        for number in [1, 63] {
            let read = DASHClosedCaptionService.services(
                scheme: "URN:SCTE:DASH:CC:CEA-708:2015", value: "\(number)=lang:eng")
            #expect(read?.services.map(\.number) == [number])
        }
    }

    /// CEA-608 has four channels (CC1–CC4): a list of five languages names a channel for each
    /// of the first four and none for the fifth, which is rejected rather than read as "CC5".
    @Test func aFifthLanguageNamesNoCEA608Channel() throws {
        let read = try #require(
            DASHClosedCaptionService.services(
                scheme: DASHClosedCaptionService.cea608Scheme, value: "eng;deu;fra;spa;ita"))
        #expect(read.services.map(\.number) == [1, 2, 3, 4])
        #expect(read.rejected == ["ita"])
    }

    @Test func labelElementWinsOverTheAttribute() throws {
        let notes = try Self.provenance(of: "sample_mpd_labels.mpd")
        let expected = Self.matches("(audio|video) AS [^\\n]*=> label \"([^\"]+)\"", in: notes)
        #expect(expected.count == 2)
        let sets = try Self.manifest("sample_mpd_labels.mpd").periods[0].adaptationSets
        for entry in expected {
            let set = try #require(sets.first { $0.contentType.rawValue == entry[0] })
            #expect(set.label == entry[1])
        }
    }
}

/// The MPD reader on manifests written here: inheritance, templates, timelines, bad input.
struct DASHManifestTests {
    static func manifest(_ body: String, location: String = "/media/show/main.mpd") throws
        -> DASHManifest
    {
        try DASHManifest(
            parsing: Array(
                """
                <?xml version="1.0"?>
                <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT8S">
                \(body)
                </MPD>
                """.utf8), location: location)
    }

    @Test func templateIdentifiersWidthsAndInheritedAttributes() throws {
        let manifest = try Self.manifest(
            """
            <BaseURL>content/</BaseURL>
            <Period>
              <SegmentTemplate timescale="1000" duration="2000" startNumber="7"
                media="$RepresentationID$/$Bandwidth$/seg-$Number%05d$.m4s"
                initialization="$RepresentationID$/init.mp4"/>
              <AdaptationSet mimeType="audio/mp4" codecs="mp4a.40.2" lang="fr">
                <AudioChannelConfiguration
                  schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="2"/>
                <Representation id="a1" bandwidth="64000" audioSamplingRate="48000">
                  <AudioChannelConfiguration
                    schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="6"/>
                </Representation>
                <Representation id="a2" bandwidth="128000" mimeType="audio/webm"/>
              </AdaptationSet>
            </Period>
            """)
        let set = manifest.periods[0].adaptationSets[0]
        #expect(set.contentType == .audio)
        #expect(set.language == LanguageTag("fr"))
        let first = set.representations[0]
        #expect(first.segments.count == 4)
        #expect(first.segments[0].uri == "/media/show/content/a1/64000/seg-00007.m4s")
        #expect(first.segments[3].uri == "/media/show/content/a1/64000/seg-00010.m4s")
        #expect(first.segments[3].time == .seconds(6))
        #expect(first.initialization?.uri == "/media/show/content/a1/init.mp4")
        #expect(first.sampleRate == 48000)
        #expect(first.mimeType == "audio/mp4")
        #expect(set.representations[1].mimeType == "audio/webm")
        #expect(set.representations[1].codecs == "mp4a.40.2")
        // A Representation's own channel configuration, else its AdaptationSet's.
        #expect(first.channels == 6)
        #expect(set.representations[1].channels == 2)
    }

    @Test func timelineWithTimeAndOpenRepeat() throws {
        let manifest = try Self.manifest(
            """
            <Period duration="PT8S">
              <AdaptationSet contentType="text" mimeType="text/vtt">
                <SegmentTemplate timescale="10" media="t$Time$.vtt">
                  <SegmentTimeline><S t="0" d="20" r="1"/><S d="10" r="-1"/></SegmentTimeline>
                </SegmentTemplate>
                <Representation id="en"/>
              </AdaptationSet>
            </Period>
            """)
        let segments = manifest.periods[0].adaptationSets[0].representations[0].segments
        // Two of 2 s, then 1 s ones up to the period's end at 8 s.
        #expect(
            segments.map(\.uri.lastPathComponentForTest) == ["t0.vtt", "t20.vtt"]
                + (4..<8).map { "t\($0 * 10).vtt" })
        #expect(segments.last?.time == .seconds(7))
    }

    @Test func aBillionRepeatsAreCutWithAWarning() throws {
        let manifest = try Self.manifest(
            """
            <Period>
              <AdaptationSet mimeType="text/vtt">
                <SegmentTemplate media="$Number$.vtt">
                  <SegmentTimeline><S d="1" r="1000000000"/></SegmentTimeline>
                </SegmentTemplate>
                <Representation id="1"/>
              </AdaptationSet>
            </Period>
            """)
        let segments = manifest.periods[0].adaptationSets[0].representations[0].segments
        #expect(segments.count == DASHManifest.maximumSegments)
        #expect(
            manifest.warnings.contains {
                $0.contains("<Representation id=\"1\">") && $0.contains("SegmentTimeline")
            })
    }

    @Test func aBadEntryIsAWarningAndTheRestIsKept() throws {
        let manifest = try Self.manifest(
            """
            <Period>
              <AdaptationSet mimeType="text/vtt" lang="de">
                <SegmentTemplate media="$Nummer$.vtt" duration="2"/>
                <Representation id="bad"/>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt" lang="en">
                <SegmentTemplate media="$Number$.vtt" duration="0"/>
                <Representation id="loops"/>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt" lang="fr">
                <Representation id="good"><BaseURL>fr.vtt</BaseURL></Representation>
              </AdaptationSet>
            </Period>
            """)
        let sets = manifest.periods[0].adaptationSets
        #expect(sets.map(\.language) == [LanguageTag("fr")])
        #expect(sets[0].representations[0].segments.map(\.uri) == ["/media/show/fr.vtt"])
        #expect(
            manifest.warnings.contains {
                $0.hasPrefix("/media/show/main.mpd: <Representation id=\"bad\">")
            })
        #expect(
            manifest.warnings.contains { $0.contains("id=\"loops\"") && $0.contains("never end") })
    }

    @Test func extremeNumbersNeitherTrapNorLoop() throws {
        let manifest = try Self.manifest(
            """
            <Period duration="PT8S">
              <AdaptationSet mimeType="application/mp4" codecs="wvtt">
                <SegmentTemplate timescale="9223372036854775807" presentationTimeOffset="-9223372036854775808"
                  startNumber="9223372036854775807" media="$Number$-$Time$.mp4">
                  <SegmentTimeline>
                    <S t="-9223372036854775808" d="9223372036854775807" r="-1"/>
                    <S t="9223372036854775807" d="1" r="3"/>
                  </SegmentTimeline>
                </SegmentTemplate>
                <Representation id="1"/>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt">
                <SegmentList timescale="1" duration="9223372036854775807">
                  <SegmentURL media="a.vtt" mediaRange="0-9223372036854775807"/>
                  <SegmentURL media="b.vtt" mediaRange="9223372036854775806-9223372036854775806"/>
                </SegmentList>
                <Representation id="2"/>
              </AdaptationSet>
            </Period>
            """)
        let sets = manifest.periods[0].adaptationSets
        #expect(sets.count == 2)
        #expect(sets[0].representations[0].segments.count <= DASHManifest.maximumSegments)
        #expect(
            sets[1].representations[0].segments.map(\.byteRange) == [nil, .max - 1 ... .max - 1])
    }

    @Test func segmentsLeavingTheFolderStayVisibleAsSuch() throws {
        let manifest = try Self.manifest(
            """
            <Period><AdaptationSet mimeType="text/vtt">
              <Representation id="1"><BaseURL>../../etc/passwd</BaseURL></Representation>
            </AdaptationSet></Period>
            """)
        #expect(
            manifest.periods[0].adaptationSets[0].representations[0].segments[0].uri
                == "/etc/passwd")
    }

    @Test func rolesAndAccessibilityShareOneMapping() throws {
        let manifest = try Self.manifest(
            """
            <Period>
              <AdaptationSet mimeType="audio/mp4">
                <Role schemeIdUri="urn:mpeg:dash:role:2011" value="alternate"/>
                <Accessibility schemeIdUri="urn:tva:metadata:cs:AudioPurposeCS:2007" value="1"/>
                <Representation id="ad"><BaseURL>ad.mp4</BaseURL></Representation>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt">
                <Role value="caption"/>
                <Representation id="cc"><BaseURL>cc.vtt</BaseURL>
                  <Accessibility schemeIdUri="URN:MPEG:DASH:ROLE:2011" value="commentary"/>
                </Representation>
              </AdaptationSet>
              <AdaptationSet mimeType="audio/mp4">
                <Representation id="main"><BaseURL>main.mp4</BaseURL></Representation>
              </AdaptationSet>
            </Period>
            """)
        let sets = manifest.periods[0].adaptationSets
        #expect(sets[0].roles.flags == [.descriptions, .visualImpaired])
        #expect(sets[1].roles.flags == [.captions, .hearingImpaired])
        #expect(sets[1].roles.roles == ["caption", "commentary"])
        #expect(sets[2].roles.flags == [.default])
    }

    @Test func periodsStartWhereTheyAreSaidToOrWhereTheLastEnded() throws {
        let manifest = try Self.manifest(
            """
            <Period id="a" duration="PT3S"><AdaptationSet mimeType="text/vtt">
              <Representation id="1"><BaseURL>a.vtt</BaseURL></Representation></AdaptationSet></Period>
            <Period id="b"><AdaptationSet mimeType="text/vtt">
              <Representation id="1"><BaseURL>b.vtt</BaseURL></Representation></AdaptationSet></Period>
            <Period id="c" start="PT6.5S"><AdaptationSet mimeType="text/vtt">
              <Representation id="1"><BaseURL>c.vtt</BaseURL></Representation></AdaptationSet></Period>
            """)
        #expect(manifest.periods.map(\.start) == [.zero, .seconds(3), .milliseconds(6500)])
        #expect(
            manifest.periods.map(\.duration) == [
                .seconds(3), .milliseconds(3500), .milliseconds(1500),
            ])
    }

    /// What fuzzing found crashing Foundation's XML parser: a processing instruction without
    /// data, an element name that is not UTF-8.
    @Test func inputsThatCrashTheXMLParserAreRefusedOrPassedOver() throws {
        let instruction = try DASHManifest(
            parsing: Array("<MPD><?a?><Period/></MPD>".utf8), location: "x.mpd")
        #expect(instruction.periods.count == 1)
        #expect(
            throws: DASHManifestError.malformed(line: 1, reason: "the document is not valid UTF-8")
        ) {
            try DASHManifest(
                parsing: Array("<MPD><Base".utf8) + [0xD2, 0xD2] + Array("URL/></MPD>".utf8),
                location: "x.mpd")
        }
    }

    @Test func aDynamicManifestsWindowFollowsTheClock() throws {
        let manifest = try DASHAvailabilityTests.manifest(
            type: "dynamic", attributes: "suggestedPresentationDelay=\"PT4S\"",
            children: "<Location>live/next.mpd</Location>", location: "/media/show/main.mpd")
        let live = try #require(manifest.live)
        #expect(live.location == "/media/show/live/next.mpd")
        let start = try #require(HLSDateTime(iso8601: "2026-01-01T10:00:00Z"))
        let now = start + .seconds(15)
        #expect(live.liveEdge(at: now) == .seconds(15))
        // Segments complete by 15 s that end no earlier than 15 − 10 s: those ending at 6…14.
        let period = manifest.periods[0]
        let available = live.availableSegments(
            of: period.adaptationSets[0].representations[0], in: period, at: now)
        #expect(available.map(\.time) == [4, 6, 8, 10, 12].map { MediaTime.seconds($0) })
        #expect(live.joinPosition(at: now) == .seconds(11))
        #expect(live.joinPosition(at: start + .seconds(2)) == .zero)
        #expect(live.nextUpdate(after: now) == now + .seconds(2))
    }

    @Test func malformedManifestsThrowWithTheLine() {
        #expect(throws: DASHManifestError.self) {
            try DASHManifest(parsing: Array("<MPD><Period>".utf8), location: "x.mpd")
        }
        #expect(throws: DASHManifestError.notAnMPD(root: "tt")) {
            try DASHManifest(parsing: Array("<tt/>".utf8), location: "x.mpd")
        }
    }
}

extension String {
    fileprivate var lastPathComponentForTest: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
