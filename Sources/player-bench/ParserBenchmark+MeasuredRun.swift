import Foundation
import Glibc

extension ParserBenchmark {
    /// GNU time, which runs a program from its own small process (Debian's `time` package).
    static let gnuTime = "/usr/bin/time"

    /// Runs `arguments` under GNU time and takes the program's peak resident memory from what
    /// GNU time reports, its wall and CPU time as ``ChildProcess/run(_:output:)`` gives them.
    ///
    /// A child that this process starts with `posix_spawn` runs in this process's memory
    /// until its `exec`, and Linux counts the peak of that memory in the child's `ru_maxrss`:
    /// every conversion would read at least player-bench's own peak (tens of MB once a large
    /// file's output has been checked here, which made a 2 MB file's conversion look 13 MB
    /// bigger than it is). GNU time forks the program from a process of about 2 MB, so the peak
    /// it reports is the program's own.
    func runMeasured(_ arguments: [String]) throws -> ChildProcessCost {
        guard FileManager.default.isExecutableFile(atPath: Self.gnuTime) else {
            throw BenchmarkError(
                "\(Self.gnuTime) (Debian's time package, which make deps installs) is needed to"
                    + " measure a conversion's own peak memory")
        }
        let report = NSTemporaryDirectory() + "player-bench-peak-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var cost = try ChildProcess.runChecked(
            [Self.gnuTime, "--format=%M", "--output=\(report)"] + arguments)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw BenchmarkError("\(Self.gnuTime) reported no peak memory for \(arguments[0])")
        }
        cost.peakResidentBytes = kilobytes * 1024
        return cost
    }
}
