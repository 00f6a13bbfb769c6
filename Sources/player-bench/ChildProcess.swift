import Foundation
import Glibc

/// What a finished child process cost: wall time, its peak resident memory and what it read.
struct ChildProcessCost {
    /// Wall-clock time from spawn to exit, in seconds.
    var seconds: Double
    /// The child's CPU time, user and system, in seconds: what it cost whatever else ran.
    var processorSeconds: Double
    /// The child's peak resident set size, in bytes. Linux counts in it the peak of the memory
    /// the child ran in before `exec`, which for a child of `posix_spawn` is this process's
    /// (see ``ParserBenchmark``'s measured runs for a child's own peak).
    var peakResidentBytes: Int
    /// The exit status (0 on success).
    var status: Int32
    /// Bytes the child made the kernel fetch from storage (`read_bytes` of /proc/PID/io):
    /// what a run from a cold page cache costs the disk.
    var storageBytes: Int
    /// Bytes the child's read calls returned, from the page cache or not (`rchar`).
    var readBytes: Int
}

/// Runs programs with their output discarded or sent to a file, and measures them.
enum ChildProcess {
    /// Runs `arguments` (the first is looked up on PATH), its standard output written to
    /// `output` (discarded when nil), and waits for it to finish. Before the child is reaped,
    /// its I/O counts are read from /proc/PID/io.
    static func run(_ arguments: [String], output: String? = nil) throws -> ChildProcessCost {
        var fileActions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(
            &fileActions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
        // Wait for the exit but leave the child a zombie, so its /proc entry still counts.
        var information = siginfo_t()
        while waitid(P_PID, id_t(pid), &information, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let io = inputOutputCounts(of: pid)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildProcessCost(
            seconds: elapsed,
            processorSeconds: ProcessorTime.seconds(of: usage),
            peakResidentBytes: Int(usage.ru_maxrss) * 1024, status: exitStatus,
            storageBytes: io["read_bytes"] ?? 0, readBytes: io["rchar"] ?? 0)
    }

    /// The counters of /proc/`pid`/io ("rchar", "read_bytes" …); empty when unreadable.
    private static func inputOutputCounts(of pid: pid_t) -> [String: Int] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else {
            return [:]
        }
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":")
            if parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                counts[String(parts[0])] = value
            }
        }
        return counts
    }

    /// Drops `path`'s pages from the page cache (POSIX_FADV_DONTNEED: no root needed), so that
    /// the next run reads it from storage.
    static func evictFromPageCache(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchmarkError("cannot open \(path)") }
        defer { close(descriptor) }
        fdatasync(descriptor)
        posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
    }
}

extension ChildProcess {
    /// Runs `arguments` like ``run(_:output:)`` and throws when the program exits with a
    /// failure.
    static func runChecked(_ arguments: [String], output: String? = nil) throws
        -> ChildProcessCost
    {
        let cost = try run(arguments, output: output)
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
