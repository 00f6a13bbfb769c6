import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
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
            source: MediaFile(path: DemoSession.moviePath),
            options: .englishCaptionsOnManualClock)
        player.send(.seek(to: .seconds(16)))
        player.close()
    }

    /// Resident memory is per process and other suites run alongside, so one round can be
    /// inflated by their allocations; a leak grows every round. The least growth of four rounds
    /// of 250 opens (1,000 in all) must stay under 4 MiB: a leak of 16 KiB or more per open
    /// would exceed it in every round.
    @Test func openingAndClosingAThousandTimesKeepsMemoryFlat() throws {
        for _ in 0..<50 {
            try Self.openShowCaptionsAndClose()
        }
        var growths: [Int] = []
        for _ in 0..<4 {
            let before = try Self.residentKiB()
            for _ in 0..<250 {
                try Self.openShowCaptionsAndClose()
            }
            growths.append(try Self.residentKiB() - before)
        }
        #expect(growths.min()! < 4 * 1_024, "resident memory grew by \(growths) KiB per round")
    }
}
