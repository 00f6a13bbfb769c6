import Foundation
import Glibc

/// What a finished child process cost: wall time and its peak resident memory.
struct ChildProcessCost {
    /// Wall-clock time from spawn to exit, in seconds.
    var seconds: Double
    /// The child's peak resident set size, in bytes.
    var peakResidentBytes: Int
    /// The exit status (0 on success).
    var status: Int32
}

/// Runs programs with output discarded and measures them with `wait4`.
enum ChildProcess {
    /// Runs `arguments` (the first is looked up on PATH) and waits for it to finish.
    static func run(_ arguments: [String]) throws -> ChildProcessCost {
        var fileActions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &fileActions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BenchmarkError(
                "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildProcessCost(
            seconds: elapsed, peakResidentBytes: Int(usage.ru_maxrss) * 1024, status: exitStatus)
    }
}

extension ChildProcess {
    /// Runs `arguments` like ``run(_:)`` and throws when the program exits with a failure.
    static func runChecked(_ arguments: [String]) throws -> ChildProcessCost {
        let cost = try run(arguments)
        guard cost.status == 0 else {
            throw BenchmarkError("\(arguments[0]) failed with status \(cost.status)")
        }
        return cost
    }
}

/// A benchmark step that could not be carried out.
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
