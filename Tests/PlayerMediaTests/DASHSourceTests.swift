import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// What a Media3 playback dump says is on screen: at each `presentationTimeUs`, the lines of
/// every cue shown (Media3 joins overlapping TTML paragraphs of one region into one cue, so
/// lines, not cues, are compared).
struct DumpedScreen: Equatable, CustomStringConvertible {
    var time: MediaTime
    var lines: [String]

    var description: String { "\(time): \(lines)" }

    /// The screens of the `TextOutput` section of the dump at `path`.
    static func screens(inDumpAt path: String) throws -> [DumpedScreen] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let output = try #require(text.components(separatedBy: "TextOutput:").last)
        var screens: [DumpedScreen] = []
        var inText = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("presentationTimeUs = ") {
                let microseconds = Int64(trimmed.dropFirst("presentationTimeUs = ".count))!
                screens.append(DumpedScreen(time: MediaTime(microseconds: microseconds), lines: []))
                inText = false
            } else if trimmed.hasPrefix("text = ") {
                screens[screens.count - 1].lines.append(String(trimmed.dropFirst("text = ".count)))
                inText = true
            } else if inText, !trimmed.contains(" = "), !trimmed.hasPrefix("Cue"),
                !trimmed.hasPrefix("Subtitle["), !trimmed.isEmpty
            {
                screens[screens.count - 1].lines.append(trimmed)
            } else {
                inText = false
            }
        }
        // Of the screens at one time (the empty one before the first cue), the last is shown.
        let shown = screens.enumerated().filter { index, screen in
            index + 1 == screens.count || screens[index + 1].time != screen.time
        }
        return shown.map { DumpedScreen(time: $0.element.time, lines: $0.element.lines.sorted()) }
    }

    /// The lines `cues` show at `time`, sorted.
    static func lines(of cues: [Cue], at time: MediaTime) -> [String] {
        cues.filter { $0.start <= time && time < $0.end }
            .flatMap { ($0.text ?? "").split(separator: "\n").map(String.init) }.sorted()
    }
}

/// Media3's four DASH text presentations, opened by our MPD reader: the cues Media3's playback
/// dumps show, at the times they show them.
@Suite(.enabled(if: Corpus.isAvailable))
struct DASHTextPresentationTests {
    static let folder = "dash-media3-text-formats"
    static let options = MediaSourceOptions(discoverSidecars: false)

    @Test(arguments: ["standalone-webvtt", "standalone-ttml", "webvtt-in-mp4", "ttml-in-mp4"])
    func cuesMatchMedia3sDump(_ presentation: String) throws {
        let source = try MediaSource.open(
            path: Corpus.path(Self.folder, "\(presentation)/sample.mpd"), options: Self.options)
        #expect(source.formatName == "dash")
        let text = try #require(source.tracks.first { $0.kind == .legible })
        // PROVENANCE: `lang="eng"`, Role subtitle, "not forced".
        #expect(text.language == LanguageTag("eng"))
        #expect(!text.flags.contains(.forced))
        #expect(source.tracks.contains { $0.kind == .video && $0.width == 1080 })
        let cues = try source.cues(of: text.id)
        let screens = try DumpedScreen.screens(
            inDumpAt: Corpus.path(Self.folder, "reference/\(presentation).dump"))
        #expect(screens.count > 2)
        for screen in screens {
            #expect(DumpedScreen.lines(of: cues, at: screen.time) == screen.lines, "\(screen)")
        }
    }
}

/// Media3's manifest-only fixtures: every track listed from the manifest though no segment
/// can be read (they are remote), and reading one says why.
@Suite(.enabled(if: Corpus.isAvailable))
struct DASHManifestSourceTests {
    static let folder = "dash-media3-mpd-fixtures"

    @Test func textTracksAreListedWithoutTheirSegments() throws {
        let source = try MediaSource.open(
            path: Corpus.path(Self.folder, "sample_mpd_text.mpd"),
            options: MediaSourceOptions(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.count == 3)
        #expect(legible.map { $0.flags.contains(.forced) } == [true, true, false])
        #expect(legible.map(\.codec) == ["ttml", "ttml", "ttml"])
        #expect(throws: MediaError.self) { try source.cues(of: legible[0].id) }
    }

    /// The languages PROVENANCE.txt gives the fixture's declared captions, in order
    /// ("CEA-608 channel 1 lang eng, … channel 3 lang deu").
    static func declaredLanguages(of fixture: String) throws -> [LanguageTag?] {
        let notes = String(
            decoding: try Corpus.bytes("\(folder)/PROVENANCE.txt"), as: UTF8.self)
        let section = try #require(
            notes.components(separatedBy: "\n\(fixture) ").last?.components(
                separatedBy: "\nsample_mpd_"
            ).first)
        let regex = try NSRegularExpression(
            pattern: "CEA-[67]08 (?:channel|service) \\d+ (?:lang )?(\\w+)")
        return regex.matches(in: section, range: NSRange(section.startIndex..., in: section)).map {
            LanguageTag(String(section[Range($0.range(at: 1), in: section)!]))
        }
    }

    @Test(arguments: [
        ("sample_mpd_cea_608_accessibility.mpd", "eia_608"),
        ("sample_mpd_cea_708_accessibility.mpd", "eia_708"),
    ])
    func declaredCaptionsBecomeCaptionTracksOfTheVideo(_ fixture: String, codec: String) throws {
        let source = try MediaSource.open(
            path: Corpus.path(Self.folder, fixture),
            options: MediaSourceOptions(discoverSidecars: false))
        let captions = source.tracks.filter { $0.codec == codec }
        let expected = try Self.declaredLanguages(of: fixture)
        #expect(expected.count == 2)
        #expect(captions.map(\.language) == expected)
        #expect(captions.allSatisfy { $0.flags.contains(.captions) })
        #expect(source.tracks.filter { $0.kind == .video }.count == 1)
        // The fixtures are dynamic MPDs: live sources, with no length.
        #expect(source.isLive)
        #expect(source.catalog.duration == nil)
    }
}

/// Presentations the tests make: two periods of video from the ffmpeg CLI's DASH muxer, with
/// WebVTT beside them; segments outside the folder and missing segments.
struct DASHMadePresentationTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// ffmpeg's MPD of `seconds` of video in `name/`, made with the DASH muxer.
    private static func ffmpegPeriod(_ name: String, seconds: Int, in folder: URL) throws -> String
    {
        let sub = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10", "-t", "\(seconds)",
                "-c:v", "mpeg4", "-g", "10", "-seg_duration", "1", "-f", "dash", "out.mpd",
            ], in: sub)
        return try String(contentsOf: sub.appendingPathComponent("out.mpd"), encoding: .utf8)
    }

    @Test func twoPeriodsPlaceCuesAtPeriodStartAndKeepOneTrack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.ffmpegPeriod("p1", seconds: 4, in: folder)
        let second = try Self.ffmpegPeriod("p2", seconds: 3, in: folder)
        // Period 2 starts where ffmpeg says period 1's presentation ends.
        let firstLength = try #require(
            first.components(separatedBy: "mediaPresentationDuration=\"PT").dropFirst().first?
                .split(separator: "S").first.flatMap { Double($0) })
        func period(_ mpd: String, _ name: String, start: String) -> String {
            let body = mpd.components(separatedBy: "<Period")[1].components(
                separatedBy: "</Period>")[0]
            let inner = body[body.firstIndex(of: ">")!...].dropFirst()
            return """
                <Period id="\(name)" start="\(start)"><BaseURL>\(name)/</BaseURL>\(inner)
                <AdaptationSet contentType="text" mimeType="text/vtt" lang="en">
                  <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>
                  <Representation id="t"><BaseURL>\(name).vtt</BaseURL></Representation>
                </AdaptationSet></Period>
                """
        }
        let mpd = """
            <?xml version="1.0"?>
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT\(firstLength + 3)S">
            \(period(first, "p1", start: "PT0S"))
            \(period(second, "p2", start: "PT\(firstLength)S"))
            </MPD>
            """
        try mpd.write(
            to: folder.appendingPathComponent("show.mpd"), atomically: true, encoding: .utf8)
        for name in ["p1", "p2"] {
            try
                "WEBVTT\n\n00:00.500 --> 00:01.500\n\(name) first\n\n00:02.000 --> 00:02.750\n\(name) second\n"
                .write(
                    to: folder.appendingPathComponent("\(name)/\(name).vtt"), atomically: true,
                    encoding: .utf8)
        }
        let source = try MediaSource.open(
            path: folder.appendingPathComponent("show.mpd").path,
            options: MediaSourceOptions(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.count == 1)
        #expect(source.tracks.filter { $0.kind == .video }.count == 1)
        let cues = try source.cues(of: legible[0].id)
        let start = MediaTime(secondsValue: firstLength)
        #expect(
            cues.map { [$0.start, $0.end] } == [
                [.milliseconds(500), .milliseconds(1500)], [.seconds(2), .milliseconds(2750)],
                [start + .milliseconds(500), start + .milliseconds(1500)],
                [start + .seconds(2), start + .milliseconds(2750)],
            ])
        #expect(cues.map(\.text) == ["p1 first", "p1 second", "p2 first", "p2 second"])
    }

    @Test func everyRepresentationOfATextSetIsATrackWithItsOwnRoles() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One English text set, two periods, two Representations in each: WebVTT for the
        // hearing (subtitle) and TTML captions (caption): Media3 and Shaka list both.
        func period(_ name: String, start: String) -> String {
            """
            <Period id="\(name)" start="\(start)">
              <AdaptationSet contentType="text" lang="en">
                <Role schemeIdUri="urn:mpeg:dash:role:2011" value="main"/>
                <Representation id="vtt" mimeType="text/vtt" bandwidth="100">
                  <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>
                  <BaseURL>\(name).vtt</BaseURL>
                </Representation>
                <Representation id="ttml" mimeType="application/ttml+xml" bandwidth="100">
                  <Role value="caption"/>
                  <BaseURL>\(name).ttml</BaseURL>
                </Representation>
              </AdaptationSet>
            </Period>
            """
        }
        let mpd = """
            <?xml version="1.0"?>
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT20S">
            \(period("p1", start: "PT0S"))
            \(period("p2", start: "PT10S"))
            </MPD>
            """
        try mpd.write(
            to: folder.appendingPathComponent("show.mpd"), atomically: true, encoding: .utf8)
        for name in ["p1", "p2"] {
            try "WEBVTT\n\n00:01.000 --> 00:02.000\n\(name) words\n".write(
                to: folder.appendingPathComponent("\(name).vtt"), atomically: true,
                encoding: .utf8)
            try """
            <tt xmlns="http://www.w3.org/ns/ttml"><body><div>\
            <p begin="00:00:03.000" end="00:00:04.000">[\(name) music]</p></div></body></tt>
            """.write(
                to: folder.appendingPathComponent("\(name).ttml"), atomically: true,
                encoding: .utf8)
        }
        let source = try MediaSource.open(
            path: folder.appendingPathComponent("show.mpd").path,
            options: MediaSourceOptions(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.map(\.codec) == ["webvtt", "ttml"])
        #expect(legible.map(\.roles) == [["main", "subtitle"], ["main", "caption"]])
        #expect(legible.map { $0.flags.contains(.captions) } == [false, true])
        let subtitles = try source.cues(of: legible[0].id)
        #expect(subtitles.map(\.text) == ["p1 words", "p2 words"])
        #expect(subtitles.map(\.start) == [.seconds(1), .seconds(11)])
        let captions = try source.cues(of: legible[1].id)
        #expect(captions.map(\.text) == ["[p1 music]", "[p2 music]"])
        #expect(captions.map(\.start) == [.seconds(3), .seconds(13)])
    }

    @Test(.enabled(if: Corpus.isAvailable))
    func declaredCaptionsAreDecodedFromTheVideoWithTheDeclaredLanguage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FFmpegCLI.run(
            [
                "-i", Corpus.path("shaka-cea608-ts", "captions-test.ts"), "-map", "0:v", "-c",
                "copy", "video.mp4",
            ], in: folder)
        let mpd = """
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT20S">
             <Period><AdaptationSet contentType="video" mimeType="video/mp4">
              <Accessibility schemeIdUri="urn:scte:dash:cc:cea-608:2015" value="CC1=deu"/>
              <Accessibility schemeIdUri="urn:scte:dash:cc:cea-708:2015" value="1=lang:fra"/>
              <Representation id="v" codecs="avc1.4d401f" bandwidth="1">
               <BaseURL>video.mp4</BaseURL></Representation>
             </AdaptationSet></Period>
            </MPD>
            """
        let path = folder.appendingPathComponent("cc.mpd").path
        try mpd.write(toFile: path, atomically: true, encoding: .utf8)
        let options = MediaSourceOptions(discoverSidecars: false)
        let dash = try MediaSource.open(path: path, options: options)
        let direct = try MediaSource.open(
            path: folder.appendingPathComponent("video.mp4").path, options: options)
        for codec in ["eia_608", "eia_708"] {
            let declared = try #require(dash.tracks.first { $0.codec == codec })
            let found = try #require(direct.tracks.first { $0.codec == codec })
            #expect(declared.language == LanguageTag(codec == "eia_608" ? "deu" : "fra"))
            #expect(declared.flags.contains(.captions))
            let cues = try dash.cues(of: declared.id)
            #expect(!cues.isEmpty)
            #expect(
                cues.map(ExpectedCue.init) == (try direct.cues(of: found.id)).map(ExpectedCue.init))
        }
        #expect(dash.tracks.filter { $0.kind == .legible }.count == 2)
    }

    @Test func templatedTextSegmentsAndAFileBesideTheMPDAreEachReadOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mpd = """
            <MPD type="static" mediaPresentationDuration="PT4S"><Period>
              <AdaptationSet mimeType="text/vtt" lang="en">
                <Representation id="en"><BaseURL>show.en.vtt</BaseURL></Representation>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt" lang="fr"><BaseURL>fr/</BaseURL>
                <SegmentTemplate media="seg-$Number%03d$.vtt" duration="2"/>
                <Representation id="fr"/>
              </AdaptationSet>
            </Period></MPD>
            """
        try mpd.write(
            to: folder.appendingPathComponent("show.mpd"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fr"), withIntermediateDirectories: true)
        let files = [
            "show.en.vtt": "WEBVTT\n\n00:00.000 --> 00:01.000\none\n",
            "fr/seg-001.vtt": "WEBVTT\n\n00:00.500 --> 00:01.500\nun\n",
            "fr/seg-002.vtt": "WEBVTT\n\n00:02.500 --> 00:03.500\ndeux\n",
        ]
        for (name, text) in files {
            try text.write(
                to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let source = try MediaSource.open(path: folder.appendingPathComponent("show.mpd").path)
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.map(\.language) == [LanguageTag("en"), LanguageTag("fr")])
        // Standalone segments carry period times: no segment offset is added.
        #expect(
            try source.cues(of: legible[1].id).map(ExpectedCue.init) == [
                ExpectedCue(500, 1500, "un"), ExpectedCue(2500, 3500, "deux"),
            ])
    }

    @Test func segmentsOutsideTheFolderAndMissingSegmentsAreErrorsNamingThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mpd = """
            <MPD type="static" mediaPresentationDuration="PT4S"><Period>
              <AdaptationSet mimeType="text/vtt" lang="en">
                <Representation id="out"><BaseURL>../../etc/passwd</BaseURL></Representation>
              </AdaptationSet>
              <AdaptationSet mimeType="text/vtt" lang="fr">
                <SegmentTemplate media="fr-$Number$.vtt" duration="2"/>
                <Representation id="missing"/>
              </AdaptationSet>
            </Period></MPD>
            """
        let path = folder.appendingPathComponent("bad.mpd").path
        try mpd.write(toFile: path, atomically: true, encoding: .utf8)
        try "WEBVTT\n\n00:00.000 --> 00:01.000\nun\n".write(
            toFile: folder.appendingPathComponent("fr-1.vtt").path, atomically: true,
            encoding: .utf8)
        let source = try MediaSource.open(
            path: path, options: MediaSourceOptions(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.count == 2)
        #expect {
            try source.cues(of: legible[0].id)
        } throws: { error in
            (error as? MediaError).map { "\($0)".contains("/etc/passwd") } ?? false
        }
        #expect {
            try source.cues(of: legible[1].id)
        } throws: { error in
            (error as? MediaError).map { "\($0)".contains("fr-2.vtt") } ?? false
        }
    }

    @Test func aMalformedMPDIsRefusedNamingTheFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("broken.mpd").path
        try "<MPD><Period>".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try MediaSource.open(path: path)
        } throws: { error in
            guard case .notMediaFile(let named, _) = error as? MediaError else { return false }
            return named == path
        }
    }
}
