import Testing

@testable import accessible_player

/// A one-letter alias (`snapshot -o OUT.png`, as issue 25 writes it) parses as its long
/// option and is written beside it wherever the option is.
@Suite("Short option aliases")
struct OptionAliasTests {
    private let snapshot = SnapshotCommand.declaration

    @Test func anAliasGivesItsValueToTheLongOption() throws {
        let spaced = try snapshot.parse(["demo.mkv", "-o", "out.png"])
        #expect(spaced[SnapshotOption.output] == "out.png")
        let joined = try snapshot.parse(["demo.mkv", "-o=out.png"])
        #expect(joined[SnapshotOption.output] == "out.png")
        // The long option and its alias are one option: the last value given counts.
        let both = try snapshot.parse(["demo.mkv", "--output", "a.png", "-o", "b.png"])
        #expect(both[SnapshotOption.output] == "b.png")
    }

    @Test func aMissingValueIsReportedUnderTheNameTyped() {
        #expect(throws: UsageError.self) { try snapshot.parse(["demo.mkv", "-o"]) }
        do {
            _ = try snapshot.parse(["demo.mkv", "-o"])
        } catch {
            #expect(error.message == "-o needs a value")
        }
    }

    @Test func anAliasIsOnlyTheCommandsThatDeclareIt() {
        #expect(throws: UsageError.self) {
            try TracksCommand.declaration.parse(["demo.mkv", "-o", "x"])
        }
    }

    @Test func helpAndSynopsisWriteTheAliasBesideTheLongName() {
        #expect(snapshot.synopsisWords.contains("[-o|--output PATH]"))
        #expect(snapshot.help.contains("\n  -o, --output PATH "))
    }
}
