import PlayerSession

/// A log that differs from its golden copy; its description is a readable line diff.
public struct GoldenLogMismatch: Error, CustomStringConvertible, Sendable {
    /// The diff: `-` lines only in the golden log, `+` lines only in the actual one, two
    /// lines of context around each change.
    public let description: String
}

/// Compares a spoken-state log with a golden one, line by line.
///
/// ```swift
/// if let diff = GoldenLog.diff(expected: golden, actual: harness.log()) { print(diff) }
/// // log differs from golden (- golden, + actual):
/// //   00:00:00.000  say      Current program is Demo Feature
/// // - 00:00:01.000  caption  [English SDH] [DOOR OPENS]
/// // + 00:00:01.000  caption  [English SDH] [DOOR CREAKS OPEN]
/// ```
public enum GoldenLog {
    /// The lines of the diff between `expected` and `actual`, or nil when they are equal.
    public static func diff(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let edits = script(from: expected, to: actual)
        var lines = ["log differs from golden (- golden, + actual):"]
        let changed = edits.indices.filter { edits[$0].mark != " " }
        var lastShown = -1
        for index in edits.indices {
            let near = changed.contains { abs($0 - index) <= 2 }
            guard near else { continue }
            if lastShown >= 0, index > lastShown + 1 {
                lines.append("  …")
            }
            lines.append("\(edits[index].mark) \(edits[index].line)")
            lastShown = index
        }
        return lines.joined(separator: "\n")
    }

    /// The shortest edit script (a longest common subsequence) turning `old` into `new`.
    private static func script(from old: [String], to new: [String]) -> [(
        mark: Character, line: String
    )] {
        var common = [[Int]](
            repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [(mark: Character, line: String)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((" ", old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                edits.append(("-", old[i]))
                i += 1
            } else {
                edits.append(("+", new[j]))
                j += 1
            }
        }
        return edits
    }
}

extension PlayerHarness {
    /// Throws a ``GoldenLogMismatch`` with a readable diff unless the log after `mark` (in
    /// `format`, of `kinds`) is exactly `golden`'s lines; a trailing line break is ignored.
    public func expectLog(
        _ golden: String, since mark: HarnessMark? = nil, format: SpokenLogFormat = .text,
        kinds: Set<LogKind> = Set(LogKind.allCases)
    ) throws(GoldenLogMismatch) {
        var expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if expected.last == "" { expected.removeLast() }
        if let diff = GoldenLog.diff(
            expected: expected, actual: log(since: mark, format, kinds: kinds))
        {
            throw GoldenLogMismatch(description: diff)
        }
    }
}
