import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Track details of real DVB captures, against TSDuck's reference analyses of the same files
/// (`tsduck-dvbsub-sdh-ad`): what FFmpeg cannot tell (a scrambled stream's frame rate and
/// channels) is unknown, never a guess; the length of a capture FFmpeg gives none for is its
/// length at the rate its program clock references give, as TSDuck reports it.
@Suite(
    "Track details of broadcast captures",
    .enabled(if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS"))
struct TransportStreamDetailsTests {
    private static let folder = "tsduck-dvbsub-sdh-ad"

    /// The number TSDuck's analysis report gives after `label` ("Bytes:", "Estimated based on
    /// PCR's:"), its thousands separators removed.
    private func reported(_ label: String, in file: String) throws -> Double {
        let text = try String(contentsOfFile: Corpus.path(Self.folder, file), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains(label) })
        let after = line.components(separatedBy: label)[1]
        let digits = after.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "," }
        return try #require(Double(digits.replacingOccurrences(of: ",", with: "")))
    }

    @Test("A scrambled capture: its length from its clock, its picture and sound unknown")
    func scrambledCapture() throws {
        let source = try MediaSource.open(path: Corpus.path(Self.folder, "test-008.ts"))
        let bytes = try reported("Bytes:", in: "test-008.analyze.txt")
        let bitrate = try reported("Estimated based on PCR's:", in: "test-008.analyze.txt")
        let duration = try #require(source.duration)
        #expect(abs(duration.secondsValue - bytes * 8 / bitrate) < 0.005, "\(duration)")
        let video = try #require(source.tracks.first { $0.kind == .video })
        #expect(video.frameRate == nil)
        #expect(video.width == nil && video.height == nil)
        let audio = source.tracks.filter { $0.kind == .audio }
        #expect(audio.count == 2)
        #expect(audio.allSatisfy { $0.channels == nil && $0.sampleRate == nil })
    }

    @Test("A clear capture: E-AC-3 2.0 audio has two channels, its length is FFmpeg's")
    func clearCapture() throws {
        let expected = try String(
            contentsOfFile: Corpus.path(Self.folder, "EXPECTED.md"), encoding: .utf8)
        let stereoRows = expected.split(separator: "\n").filter { $0.contains("E-AC-3 2.0") }
        let source = try MediaSource.open(path: Corpus.path(Self.folder, "test-026.ts"))
        let audio = source.tracks.filter { $0.kind == .audio }
        #expect(audio.count == stereoRows.count)
        #expect(audio.allSatisfy { $0.channels == 2 })
        let video = try #require(source.tracks.first { $0.kind == .video })
        #expect(video.frameRate.map { $0 > 0 && $0 < 1_000 } ?? true)
        #expect(source.duration != nil)
    }
}
