import PlayerCore
import Testing

@testable import accessible_player

@Suite("Times on the command line")
struct TimeArgumentTests {
    @Test(arguments: [
        ("12", 12_000), ("01:30", 90_000), ("1:02:03", 3_723_000), ("00:05.5", 5_500),
        ("7.25", 7_250), ("90s", 90_000), ("1m30s", 90_000), ("1h2m", 3_720_000),
    ])
    func acceptedForms(text: String, milliseconds: Int64) throws {
        #expect(try TimeArgument.parse(text, option: "--at") == .milliseconds(milliseconds))
    }

    @Test(arguments: ["", "1x", "1:75", "s", "30s1m", "1.2345", "1::2", "-3"])
    func rejectedForms(text: String) {
        #expect(throws: UsageError.self) { try TimeArgument.parse(text, option: "--at") }
    }
}
