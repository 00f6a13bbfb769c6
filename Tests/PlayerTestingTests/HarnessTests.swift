import Foundation
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

@Suite struct HarnessTests {
    /// The built HarnessExample, beside the test bundle.
    static let example = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("HarnessExample")

    @Test func harnessExamplePassesItsChecksAndPrintsTheTranscript() throws {
        let process = Process()
        process.executableURL = Self.example
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            printed == """
                Harness Demo, heading level 1
                Rewind 10 seconds, button, Double tap to activate
                Play, button, Double tap to activate
                Pause
                Current program is Harness Demo
                [DOOR CREAKS OPEN]
                ANNA: Is anyone here?

                """)
    }

    @Test func aDamagedCaptionTrackBecomesAnErrorAndPlaybackGoesOn() throws {
        let english = TrackInfo(
            id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
        let source = SyntheticSource(
            duration: .seconds(20), tracks: [english],
            cues: [english.id: [Cue(start: .seconds(1), end: .seconds(2), text: "lost")]],
            failingTracks: [english.id])
        let harness = try PlayerHarness(
            source: source,
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true)))
        harness.magicTap()
        harness.advance(by: .seconds(30))
        let log = harness.log()
        #expect(
            log.contains(
                "00:00:00.000  @00:00:00.000  error    synthetic: the file is truncated or corrupt (track 1 is damaged)"
            ))
        #expect(!log.contains { $0.contains("caption ") })
        #expect(harness.player.state.playback == .ended)
        harness.close()
    }
}
