import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

/// The program's name from its show and title, as a TV guide names an episode ("Presidents
/// Cup: Day 1"), in the "Current program is" announcement and on the title element; the show
/// is what `tracks --json` reads from a container's `show` tag (issue 38).
@Suite("Program names")
struct ProgramNameTests {
    /// What the player announces first and shows as its title for `metadata`.
    private func announcedAndShown(_ metadata: TitleMetadata, language: PlayerLanguage = .english)
        throws -> (said: String?, title: String)
    {
        let harness = try PlayerHarness(
            source: SyntheticSource(duration: .seconds(60), tracks: [], metadata: metadata),
            options: PlayerOptions(language: language))
        defer { harness.close() }
        harness.player.send(.play)
        return (harness.spokenTranscript.first, harness.player.model.element(.title).label)
    }

    @Test func theShowAndTheTitleAreNamedTogether() throws {
        let both = try announcedAndShown(TitleMetadata(title: "Day 1", show: "Presidents Cup"))
        #expect(both.said == "Current program is Presidents Cup: Day 1")
        #expect(both.title == "Presidents Cup: Day 1")
        let french = try announcedAndShown(
            TitleMetadata(title: "Day 1", show: "Presidents Cup"), language: .french)
        #expect(french.said == "Programme en cours : Presidents Cup : Day 1")
    }

    @Test func eitherAloneOrATitleNamingTheShowIsSaidOnce() throws {
        #expect(
            try announcedAndShown(TitleMetadata(show: "Presidents Cup")).said
                == "Current program is Presidents Cup")
        #expect(
            try announcedAndShown(TitleMetadata(title: "Day 1", airDate: "2024-09-26")).title
                == "Day 1, 2024-09-26")
        #expect(
            try announcedAndShown(
                TitleMetadata(title: "Presidents Cup Day 1", show: "Presidents Cup")
            ).said == "Current program is Presidents Cup Day 1")
    }
}
