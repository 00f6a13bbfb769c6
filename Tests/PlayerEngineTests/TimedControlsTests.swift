import Foundation
import MediaTestSupport
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerTesting
import PlayerTestingMedia
import Testing

/// Skip intro and Next episode on a real file with chapters (made by the ffmpeg CLI from an
/// FFmpeg metadata file), with Samples/skins/full.json: each shows during its chapter as FFmpeg
/// reads it, and acts.
@Suite struct TimedControlsTests {
    static func fullSkin() throws -> Skin {
        let path = URLPath.directory(of: #filePath) + "/../../Samples/skins/full.json"
        return try Skin(json: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    }

    static func harness(_ media: ChapteredMedia) throws -> PlayerHarness {
        var options = PlayerOptions(language: .english)
        options.skin = try fullSkin()
        return try PlayerHarness(path: media.path, options: options)
    }

    @Test func skipIntroShowsOnlyInTheIntroChapterAndSkipsIt() throws {
        let media = try ChapteredMedia()
        let harness = try Self.harness(media)
        let player = harness.player
        let intro = try #require(player.catalog.chapters.first { $0.title == "Intro" })
        player.send(.play)
        var shown: [Int64] = []
        for second in Int64(0)..<30 {
            player.advance(to: .seconds(second))
            player.send(.showControls)
            if !player.model.element(.skipIntro).isHidden {
                shown.append(second)
            }
        }
        #expect(shown == Array(intro.start.wholeSeconds..<intro.end.wholeSeconds))
        player.send(.seek(to: .seconds(6)))
        let response = player.perform(.rotorPreviousItem)
        #expect(response.utterance == nil)  // the rotor has no setting yet
        #expect(harness.rotor(.named("Playback")) == "Playback")
        #expect(harness.rotorPrevious() == "Skip intro, button, Double tap to activate")
        harness.doubleTap()
        #expect(player.position == intro.end)
        #expect(player.model.element(.skipIntro).isHidden)
        harness.close()
    }

    @Test func nextEpisodeCountsDownInTheCreditsAndPlaysTheNextEpisode() throws {
        let media = try ChapteredMedia()
        let harness = try Self.harness(media)
        let player = harness.player
        let credits = try #require(player.catalog.chapters.first { $0.title == "Credits" })
        player.send(.seek(to: credits.start - .seconds(2)))
        player.send(.play)
        let mark = harness.events.count
        player.advance(by: .seconds(20))
        let said = harness.events.dropFirst(mark).compactMap { logged -> String? in
            guard case .announcement(let text, _, _) = logged.event else { return nil }
            return text
        }
        let countdown = try #require(try Self.fullSkin().nextEpisode?.countdown)
        // Entering the credits chapter also says its name, politely, after the countdown.
        #expect(
            said == [
                "Up next: Episode 2, in \(countdown) seconds", "Credits", "Playing Episode 2",
            ])
        let ended = try #require(harness.events.last)
        #expect(ended.position == credits.start + .seconds(Int64(countdown)))
        #expect(player.isClosed)
    }
}
