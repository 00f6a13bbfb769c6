import Foundation
import PlayerCore
import PlayerEngine
import Testing

@Suite struct OpenCloseMemoryTests {
    /// Resident memory in KiB, from /proc/self/status.
    static func residentKiB() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        let digits = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return try #require(digits)
    }

    static func openShowCaptionsAndClose() throws {
        let player = try Player(
            path: DemoSession.moviePath,
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true),
                clock: .manual))
        player.send(.seek(to: .seconds(16)))
        player.close()
    }

    @Test func openingAndClosingAThousandTimesKeepsMemoryFlat() throws {
        for _ in 0..<50 {
            try Self.openShowCaptionsAndClose()
        }
        let before = try Self.residentKiB()
        for _ in 0..<1_000 {
            try Self.openShowCaptionsAndClose()
        }
        let growth = try Self.residentKiB() - before
        #expect(growth < 8 * 1_024, "resident memory grew by \(growth) KiB")
    }
}
