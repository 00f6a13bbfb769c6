import Foundation
import Glibc

/// This process's resident memory, and the reset of its high-water mark that keeps a child's
/// peak its own.
///
/// Linux counts, in a child's `ru_maxrss`, the high-water mark of the memory it ran in before
/// `exec`; a child made by `posix_spawn` runs there in this process's memory (a vfork), so
/// without the reset every child would report at least this process's own peak so far (a
/// 500,000-cue file's output once read here made a 2 MB file's conversion look 13 MB bigger).
/// After the reset a child reports at least what this process holds at the spawn, which
/// ``residentBytes()`` gives, so a reader can tell a peak that is the child's own.
enum OwnResidentPeak {
    /// Sets this process's resident high-water mark to what it holds now
    /// (`/proc/self/clear_refs`, value 5).
    static func reset() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = write(descriptor, "5", 1)
    }

    /// What this process holds resident now (`VmRSS` of /proc/self/status), in bytes; 0 when
    /// unreadable.
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).dropLast(3))
        else { return 0 }
        return kilobytes * 1024
    }
}
