import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// An SCC file is read line by line, its finished cues taken as it goes; one whose time codes
/// go back still gives its cues in order of start.
@Suite struct SCCTimeOrderTests {
    /// A pop-on caption of the character `pairs` shown at `shown` (End Of Caption) and erased at
    /// `erased` (Erase Displayed Memory).
    private func popOn(_ pairs: String, shown: String, erased: String) -> [String] {
        [
            "\(shown)\t9420 9420 94ae 94ae 9452 9452 \(pairs) 942f 942f", "",
            "\(erased)\t942c 942c", "",
        ]
    }

    @Test func timeCodesThatGoBackGiveTheCuesOfTheFileInOrder() throws {
        let hello = popOn("c8e5 ecec ef80", shown: "00:00:10:00", erased: "00:00:12:00")
        let hi = popOn("c8e9", shown: "00:00:02:00", erased: "00:00:04:00")
        let header = ["Scenarist_SCC V1.0", ""]
        let inOrder = try #require(
            SCCDocument(text: (header + hi + hello).joined(separator: "\n")).cues)
        let goingBack = try #require(
            SCCDocument(text: (header + hello + hi).joined(separator: "\n")).cues)
        #expect(inOrder.map(\.text) == ["Hi", "Hello"])
        #expect(goingBack.map(\.text) == inOrder.map(\.text))
        #expect(goingBack.map(\.start) == inOrder.map(\.start))
        #expect(goingBack.map(\.end) == inOrder.map(\.end))
    }
}
