import Foundation
import MediaTestSupport
import Testing

/// `tracks`, `captions`, `controls` and `play` on a dynamic (live) MPD, as on a live HLS
/// playlist: listed as live without a length, its captions read as far as the segments
/// available now with a warning that the window was read, its controls with the live element,
/// its playback following refreshes. The MPD's `availabilityStartTime` is 12 s before the
/// test, so by the system's clock the six segments it lists (12 s) are available, and inside
/// its 300 s time-shift buffer.
@Suite("accessible-player on a live DASH presentation")
struct LiveDASHCLITests {
    static func folder() throws -> LiveDASHFolder {
        try LiveDASHFolder(
            published: 6,
            availabilityStart: LiveDASHFolder.instant(Date().addingTimeInterval(-12)))
    }

    @Test func tracksListsItLiveWithItsTextTrack() throws {
        let folder = try Self.folder()
        let (source, tracks) = try TracksCommandTests.listing([folder.manifestPath])
        #expect(source["live"] as? Bool == true)
        #expect(source["duration"] is NSNull)
        let text = try #require(tracks.first { $0["kind"] as? String == "legible" })
        #expect(text["codec"] as? String == "webvtt")
        #expect(text["language"] as? String == "en")
    }

    @Test func captionsReadsTheAvailableWindowAndSaysSo() throws {
        let folder = try Self.folder()
        let started = ContinuousClock.now
        let run = try CLIRunner.run(["captions", folder.manifestPath, "--format", "text"])
        #expect(run.status == 0, "\(run.standardError)")
        // Segments 1–6 (to 12 s) hold "First cue" and "Second cue"; "Third cue" is in the
        // eighth, not yet published.
        #expect(run.standardOutput.contains("First cue"))
        #expect(run.standardOutput.contains("Second cue"))
        #expect(!run.standardOutput.contains("Third cue"))
        #expect(run.standardError.contains("live (dynamic) MPD"))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// At the join point (suggestedPresentationDelay, 4 s, behind the edge at 12 s) the live
    /// element is the text Live; at 0 s, 8 s behind it, the button Watch live.
    @Test func controlsOfferTheLiveElement() throws {
        let folder = try Self.folder()
        let joined = try CLIRunner.run(["controls", folder.manifestPath, "--at", "8"])
        #expect(joined.status == 0, "\(joined.standardError)")
        #expect(joined.standardOutput.contains("[live] Live\n  traits  staticText"))
        #expect(joined.standardOutput.contains("[time] Live"))
        let behind = try CLIRunner.run(["controls", folder.manifestPath])
        #expect(behind.status == 0, "\(behind.standardError)")
        #expect(behind.standardOutput.contains("8 seconds behind live"))
        #expect(behind.standardOutput.contains("says    Watch live, button"))
    }

    /// Fast playback of a live presentation needs `--until`; with it, playback starts
    /// suggestedPresentationDelay (4 s) behind the edge (12 s) and says it is live.
    @Test func playFollowsItUntilThePositionAsked() throws {
        let folder = try Self.folder()
        let refused = try CLIRunner.run(["play", folder.manifestPath, "--fast"])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--until"))
        let run = try CLIRunner.run([
            "play", folder.manifestPath, "--fast", "--until", "9.2", "--captions", "en",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Second cue"))
        #expect(run.standardOutput.contains("Live"))
    }
}
