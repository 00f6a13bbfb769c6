import PlayerCore
import PlayerSession
import Testing

@testable import PlayerAudit

@Suite("The player-aware checks follow the session's cue events")
struct ShownCuesTests {
    private let english = TrackID(rawValue: 1)
    private let spanish = TrackID(rawValue: 2)
    /// Two cues with the same text, one after the other: only the cue itself tells them apart.
    private let first = Cue(start: .seconds(1), end: .seconds(2), text: "♪")
    private let second = Cue(start: .seconds(2), end: .seconds(3), text: "♪")

    /// English followed, with the first cue on screen.
    private func showingFirst() -> ShownCues {
        var shown = ShownCues(track: english)
        shown.follow([.cueShown(track: english, trackName: "English", cue: first)])
        return shown
    }

    @Test func aCueLeavingAndAnotherWithTheSameTextArrivingAreTwoChanges() {
        var shown = showingFirst()
        let changes = shown.follow([
            .cueHidden(track: english, trackName: "English", cue: first),
            .cueShown(track: english, trackName: "English", cue: second),
        ])
        #expect(changes.count == 2)
        guard case .left(let left) = changes.first, case .appeared(let appeared) = changes.last
        else {
            Issue.record("expected the first cue to leave, then the second to appear: \(changes)")
            return
        }
        #expect(left == first)
        #expect(appeared == second)
        #expect(shown.cues == [second])
    }

    @Test func anotherTracksCuesAndARepeatedShowChangeNothing() {
        var shown = showingFirst()
        let changes = shown.follow([
            .cueShown(track: spanish, trackName: "Spanish", cue: second),
            .cueShown(track: english, trackName: "English", cue: first),
            .cueHidden(track: spanish, trackName: "Spanish", cue: first),
        ])
        #expect(changes.isEmpty)
        #expect(shown.cues == [first])
    }
}
