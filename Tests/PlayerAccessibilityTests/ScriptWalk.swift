import PlayerSession
import PlayerTesting

/// Runs `lines` as a script on `harness` and returns the log lines it wrote of `kinds`, each
/// as "kind text" (the times and the kind's padding left out): a walk, script to log.
func walk(_ lines: [String], on harness: PlayerHarness, kinds: Set<String>) throws -> [String] {
    let mark = harness.log().count
    harness.player.run(try PlayerScript(parsing: lines.joined(separator: "\n")))
    return harness.log().dropFirst(mark).compactMap { line in
        let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard parts.count == 4, kinds.contains(String(parts[2])) else { return nil }
        return parts[2] + " " + parts[3].drop { $0 == " " }
    }
}
