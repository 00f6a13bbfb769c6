import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with the test episode's chapters (docs/ASSISTIVE-TECHNOLOGIES.md's
/// chapters.txt): Recap 0–5 s, Intro 5–20 s, Episode 20–50 s, Credits 50–60 s; the last one
/// untitled here, as a container may leave a chapter without a title.
private let chaptered = SyntheticSource(
    duration: .seconds(60), tracks: Demo.tracks, metadata: Demo.metadata,
    chapters: [
        MediaChapter(start: .zero, end: .seconds(5), title: "Recap"),
        MediaChapter(start: .seconds(5), end: .seconds(20), title: "Intro"),
        MediaChapter(start: .seconds(20), end: .seconds(50), title: "Episode"),
        MediaChapter(start: .seconds(50), end: .seconds(60)),
    ])

/// A paused harness over the chaptered program, in `language`.
private func chapteredHarness(language: PlayerLanguage = .english) throws -> PlayerHarness {
    let harness = try PlayerHarness(
        source: chaptered, options: PlayerOptions(language: language, screenReaderRunning: true))
    harness.player.send(.pause)
    return harness
}

/// Chapters to move by (issue 38): a script's `chapter next|previous|N`, the Chapters rotor,
/// and a `chapter` line with the chapter's name said politely whenever playback enters one.
@Suite("Chapter navigation")
struct ChapterNavigationTests {
    @Test func chapterCommandsSeekToChapterStartsAndSayTheirNames() throws {
        let harness = try chapteredHarness()
        let said = try walk(
            ["chapter next", "chapter next", "chapter 4", "chapter previous"], on: harness,
            kinds: ["chapter", "say"])
        // Each seek says where it landed, then the chapter entered is logged and its name
        // said; an untitled chapter is "Chapter N".
        #expect(
            said == [
                "say 5 seconds of 1 minute", "chapter 2: Intro", "say Intro",
                "say 20 seconds of 1 minute", "chapter 3: Episode", "say Episode",
                "say 50 seconds of 1 minute", "chapter 4: Chapter 4", "say Chapter 4",
                // Within 5 s of its start, previous goes to the chapter before.
                "say 20 seconds of 1 minute", "chapter 3: Episode", "say Episode",
            ])
        #expect(harness.player.state.position == .seconds(20))
        harness.close()
    }

    @Test func previousPastTheThresholdGoesBackToTheChaptersStart() throws {
        let harness = try chapteredHarness()
        harness.player.send(.seek(to: .seconds(30)))
        _ = try walk(["chapter previous"], on: harness, kinds: [])
        #expect(harness.player.state.position == .seconds(20))
    }

    @Test func aMissingChapterIsRefusedAndSaidSo() throws {
        let harness = try chapteredHarness()
        let said = try walk(
            ["chapter 9", "chapter 4", "chapter next"], on: harness, kinds: ["rejected"])
        #expect(said == ["rejected no chapter 9 (4 chapters)", "rejected no next chapter"])
        #expect(throws: PlayerScriptError.self) { try PlayerScript(parsing: "chapter 0") }
        #expect(throws: PlayerScriptError.self) { try PlayerScript(parsing: "chapter last") }
        harness.close()
    }

    @Test func playingIntoAChapterLogsItAtItsStart() throws {
        let harness = try chapteredHarness()
        harness.player.send(.play)
        harness.player.run(PlayerScript(), until: .seconds(21))
        let lines = harness.log().filter { $0.contains("  chapter  ") }
        #expect(
            lines.map { $0.split(separator: " ", maxSplits: 1)[1].drop { $0 == " " } } == [
                "@00:00:05.000  chapter  2: Intro", "@00:00:20.000  chapter  3: Episode",
            ])
        harness.close()
    }

    @Test(arguments: PlayerLanguage.allCases)
    func theChaptersRotorMovesBetweenChapters(language: PlayerLanguage) throws {
        let harness = try chapteredHarness(language: language)
        let name = language.string(.chapters)
        let said = try walk(
            ["rotor \"\(name)\"", "rotor next", "rotor next", "rotor previous"], on: harness,
            kinds: ["say", "chapter"])
        #expect(said.first == "say " + name)
        #expect(
            said.filter { $0.hasPrefix("chapter ") } == [
                "chapter 2: Intro", "chapter 3: Episode", "chapter 2: Intro",
            ])
        #expect(harness.player.state.position == .seconds(5))
        harness.close()
    }

    @Test func theChaptersPanelSelectsTheChapterPlayingAndSeeksToTheOneChosen() throws {
        let harness = try chapteredHarness()
        let said = try walk(
            ["voice Tap Player settings", "voice Tap Chapters", "voice Tap Episode"],
            on: harness, kinds: ["voice", "chapter", "rejected"])
        #expect(
            said == [
                "voice Tap Player settings", "voice Tap Chapters", "voice Tap Episode",
                "chapter 3: Episode",
            ])
        #expect(harness.player.state.position == .seconds(20))
        #expect(harness.player.state.openPanel == .chapters)
        func options() -> [String] {
            harness.player.model.panelElements.compactMap { element in
                guard case .option = element.id else { return nil }
                return element.label + (element.traits.contains(.selected) ? " (selected)" : "")
            }
        }
        #expect(options() == ["Recap", "Intro", "Episode (selected)", "Chapter 4"])
        #expect(harness.player.model.panelElements.last?.label == "Back")
        // Playing on into the next chapter moves the selection with it.
        harness.player.send(.play)
        harness.player.run(PlayerScript(), until: .seconds(51))
        #expect(options() == ["Recap", "Intro", "Episode", "Chapter 4 (selected)"])
        harness.close()
    }

    @Test func theKeysMoveToThePreviousAndNextChapter() throws {
        let harness = try chapteredHarness()
        let state = harness.player.state
        #expect(PlayerKey.character("!").outcome(in: state) == .perform([.chapter(.previous)]))
        #expect(PlayerKey.character("@").outcome(in: state) == .perform([.chapter(.next)]))
        harness.close()
    }

    @Test func theChaptersRotorIsOfferedOnlyWithChapters() throws {
        let harness = try chapteredHarness()
        #expect(RotorSetting.settings(in: harness.player.model.layout).contains(.chapters))
        #expect(!RotorSetting.settings(in: .standard).contains(.chapters))
        harness.close()
    }
}
