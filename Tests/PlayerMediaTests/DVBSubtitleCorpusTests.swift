import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// DVB bitmap subtitles (EN 300 743) in real and test transport streams, against the corpus
/// folders' own statements: SubtitleEdit's expected counts and times (dvbsub-subtitleedit's
/// EXPECTED.md) and TSDuck's analyses of two French broadcasts (tsduck-dvbsub-sdh-ad).
@Suite(
    "DVB subtitles in the corpus",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct DVBSubtitleCorpusTests {
    private static let subtitleEdit = "dvbsub-subtitleedit"
    private static let tsduck = "tsduck-dvbsub-sdh-ad"

    private func text(_ folder: String, _ file: String) throws -> String {
        String(decoding: try Corpus.bytes("\(folder)/\(file)"), as: UTF8.self)
    }

    /// What dvbsub-subtitleedit's EXPECTED.md states about `file` (the numbers `statement`'s
    /// groups capture in its section), the file opened, and the cues of its one subtitle track.
    private func subtitleEditCase(_ file: String, _ statement: String) throws -> (
        stated: [Int], source: any OpenedMediaSource, cues: [Cue]
    ) {
        let section = try CEA708CorpusFixture.section(
            file, of: try text(Self.subtitleEdit, "EXPECTED.md"))
        let found = try #require(
            try CEA708CorpusFixture.matches(statement, in: section).first,
            "EXPECTED.md does not say \(statement)")
        let stated = found.compactMap { Int($0) }
        #expect(stated.count == found.count)
        let (source, track) = try onlyLegibleTrack(Corpus.path(Self.subtitleEdit, file))
        return (stated, source, try source.cues(of: track.id))
    }

    private func onlyLegibleTrack(_ path: String) throws -> (any OpenedMediaSource, TrackInfo) {
        let source = try openSource(path)
        let legible = legibleTracks(source)
        #expect(legible.count == 1 && legible.first?.codec == "dvb_subtitle")
        return (source, try #require(legible.first))
    }

    /// EXPECTED.md: "returns **10 subtitles**", "rendered full-frame is **720 x 576**".
    private static let graphicsStatement =
        #"returns \*\*(\d+) subtitles\*\*(?s:.*?)\*\*(\d+) x (\d+)\*\*"#
    /// EXPECTED.md: "**2 cues**", "start at **0 ms**", "ends **before 3000 ms**".
    private static let videoStartStatement =
        #"\*\*(\d+) cues\*\*(?s:.*?)start at \*\*(\d+) ms\*\*(?s:.*?)ends \*\*before (\d+) ms\*\*"#

    @Test("sample_TS_with_graphics: one PID, the expected count of cues on a 720x576 display")
    func graphicsCuesOnTheDisplay() throws {
        let (stated, _, cues) = try subtitleEditCase(
            "sample_TS_with_graphics.ts", Self.graphicsStatement)
        let (count, width, height) = (stated[0], stated[1], stated[2])
        #expect(count == 10 && width == 720 && height == 576)
        #expect(cues.count == count)
        for cue in cues {
            let image = try #require(cue.image)
            #expect(cue.text == nil && image.displayWidth == width && image.displayHeight == height)
            #expect(image.x + image.width <= width && image.y + image.height <= height)
        }
        // Each page lasts until the empty page sent after it: no two overlap.
        for (cue, next) in zip(cues, cues.dropFirst()) {
            #expect(cue.start < cue.end && cue.end <= next.start)
        }
    }

    @Test("sample_TS_dvbsub_at_video_start: both cues at the first frame, muxer jitter kept")
    func cuesAtTheVideoStart() throws {
        let (stated, source, cues) = try subtitleEditCase(
            "sample_TS_dvbsub_at_video_start.ts", Self.videoStartStatement)
        #expect(source.tracks.first?.kind == .video)
        #expect(cues.count == stated[0])
        let (start, endBefore) = (stated[1], stated[2])
        #expect(cues.allSatisfy { $0.start == .milliseconds(Int64(start)) })
        #expect(cues.count == 2 && cues[1].end < .milliseconds(Int64(endBefore)))
        // The display definition declares 320x240, larger than the 128x96 video.
        #expect(cues.allSatisfy { $0.image?.displayWidth == 320 && $0.image?.displayHeight == 240 })
    }

    @Test("sample_TS_dvbsub_rs204: 204-byte packets read exactly as the 188-byte form")
    func reedSolomonPacketsReadTheSame() throws {
        let plainPath = Corpus.path(Self.subtitleEdit, "sample_TS_dvbsub_at_video_start.ts")
        let rs204Path = Corpus.path(Self.subtitleEdit, "sample_TS_dvbsub_rs204.ts")
        let (plain, plainTrack) = try onlyLegibleTrack(plainPath)
        let (rs204, rs204Track) = try onlyLegibleTrack(rs204Path)
        #expect(rs204.formatName == "mpegts")
        #expect(
            rs204.tracks
                == plain.tracks.map { track in
                    var same = track
                    same.sourcePath = track.sourcePath.map { _ in rs204Path }
                    return same
                })
        let expected = try plain.cues(of: plainTrack.id)
        #expect(try !expected.isEmpty && rs204.cues(of: rs204Track.id) == expected)
    }

    /// One elementary stream of a PMT as TSDuck's PSI dump describes it.
    private struct DumpedStream {
        var pid: Int
        var kind: TrackKind
        var language: String?
        var hearingImpaired = false
        var audioDescription = false
    }

    /// The streams of the PMT in TSDuck's `-psi` dump, with what the descriptors say: the
    /// subtitling type (0x20–0x24 for the hard of hearing), the supplementary audio
    /// descriptor's language and editorial classification, else the ISO 639 language.
    private func dumpedStreams(_ dump: String) throws -> [DumpedStream] {
        var streams: [DumpedStream] = []
        for line in dump.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let match = try CEA708CorpusFixture.matches(
                #"^Elementary stream: type 0x\w+ \((.*)\), PID: 0x(\w+)"#, in: line
            ).first {
                let kind: TrackKind = match[0].contains("video") ? .video : .audio
                streams.append(DumpedStream(pid: Int(match[1], radix: 16)!, kind: kind))
            } else if let match = try CEA708CorpusFixture.matches(
                #"^Language: (\w{3}), Type: 0x(\w+) \(\d+\)$"#, in: line
            ).first, !streams.isEmpty {
                // Subtitling descriptor: language and subtitling_type.
                streams[streams.count - 1].kind = .legible
                streams[streams.count - 1].language = match[0]
                let type = Int(match[1], radix: 16)!
                streams[streams.count - 1].hearingImpaired = (0x20...0x24).contains(type)
            } else if let match = try CEA708CorpusFixture.matches(
                #"^Language: (\w{3}), Type: 0x00"#, in: line
            ).first {
                if streams[streams.count - 1].language == nil {
                    streams[streams.count - 1].language = match[0]
                }
            } else if line.hasPrefix("Editorial classification: audio description") {
                streams[streams.count - 1].audioDescription = true
            } else if let match = try CEA708CorpusFixture.matches(#"^Language: (\w{3})$"#, in: line)
                .first
            {
                // The supplementary audio descriptor's language outranks the ISO 639 one.
                streams[streams.count - 1].language = match[0]
            }
        }
        return streams
    }

    @Test("test-026 (France 2): every PMT stream a track, SDH and audio description flagged")
    func franceTwoTracksAndFlags() throws {
        let streams = try dumpedStreams(try text(Self.tsduck, "test-026.psi.txt"))
        #expect(streams.count == 6)
        #expect(streams.filter(\.hearingImpaired).map(\.pid) == [0x8C])
        #expect(streams.filter(\.audioDescription).map(\.pid) == [0x83])

        // EXPECTED.md: the stream tagged with a local-use code is the original version.
        let originalVersionCodes = try CEA708CorpusFixture.matches(
            #"\| `(\w{3})` \|[^\n]*\| original-version audio"#,
            in: try text(Self.tsduck, "EXPECTED.md")
        ).map { $0[0] }
        #expect(originalVersionCodes == ["qaa"])

        let source = try openSource(Corpus.path(Self.tsduck, "test-026.ts"))
        #expect(source.tracks.count == streams.count)
        for (track, stream) in zip(source.tracks, streams) {
            #expect(track.kind == stream.kind, "PID \(stream.pid)")
            let originalVersion = originalVersionCodes.contains(stream.language ?? "")
            #expect(track.language == LanguageTag(stream.language))
            #expect(track.title == (originalVersion ? "Original version" : nil))
            #expect(track.flags.contains(.hearingImpaired) == stream.hearingImpaired)
            #expect(track.flags.contains(.visualImpaired) == stream.audioDescription)
            #expect(track.flags.contains(.descriptions) == stream.audioDescription)
        }
        // The capture holds no complete display set: the tracks read, with no cue.
        for track in legibleTracks(source) {
            #expect(try source.cues(of: track.id).isEmpty)
        }
    }

    /// The PIDs TSDuck's analysis lists, with their usage and whether they are scrambled
    /// ("|  0x0136  AVC video ........ S    2,149,874 b/s  |"); the service rows, numbered past
    /// the 13 bits of a PID, left out.
    private func analyzedPIDs(_ analysis: String) throws -> [(
        pid: Int, usage: String, scrambled: Bool
    )] {
        try CEA708CorpusFixture.matches(
            #"^\|  0x([0-9A-F]{4})  (.*?)[ .]+([CS])\+?\s+[\d,]+ b/s  \|$"#, in: analysis
        ).map { (Int($0[0], radix: 16)!, $0[1], $0[2] == "S") }.filter { $0.pid < 0x2000 }
    }

    @Test("test-008 (CANAL+ CINEMA): scrambled A/V listed and reported, clear SDH subtitles read")
    func canalPlusScrambledPictureClearSubtitles() throws {
        let analysis = try text(Self.tsduck, "test-008.analyze.txt")
        let pids = try analyzedPIDs(analysis)
        let subtitles = pids.filter { $0.usage.hasPrefix("Subtitles") }
        let scrambled = pids.filter(\.scrambled).map(\.pid)
        #expect(subtitles.map(\.pid) == [0x156, 0x157] && scrambled == [0x136, 0x141, 0x142])
        let hardOfHearing = try #require(
            analysis.components(separatedBy: "|  PID: 0x0157").dropFirst().first)
        #expect(hardOfHearing.contains("DVB subtitles for hard of hearing"))
        let pts = try #require(
            try CEA708CorpusFixture.matches(#"from \.+ ([\d,]+)"#, in: hardOfHearing).first
                .flatMap { Int64($0[0].replacingOccurrences(of: ",", with: "")) })

        let source = try openSource(Corpus.path(Self.tsduck, "test-008.ts"))
        #expect(source.tracks.map(\.kind) == [.video, .audio, .audio, .legible, .legible])
        let legible = legibleTracks(source)
        #expect(legible.map(\.language) == ["fr", "fr"])
        #expect(legible.map { $0.flags.contains(.hearingImpaired) } == [false, true])
        // Each scrambled stream is reported by its track.
        let reported = source.warnings.filter { $0.message.contains("scrambled") }.compactMap(
            \.track)
        #expect(reported == source.tracks.filter { $0.kind != .legible }.map(\.id))

        #expect(try source.cues(of: legible[0].id).isEmpty)
        let cues = try source.cues(of: legible[1].id)
        #expect(cues.count == 1)
        let expectedStart = pts * 100 / 9 - source.startTime.microseconds
        #expect(cues.first?.start.microseconds == expectedStart)
        #expect(cues.first?.image != nil && cues.first!.end > cues.first!.start)
    }
}
