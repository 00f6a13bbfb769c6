#if canImport(Glibc)
    import Glibc
#endif

/// A file with no name in any folder, for readers that take a path: it is reached through
/// `/proc/self/fd`, so nothing is left behind when the process ends, however it ends.
public struct ScratchFile: Sendable {
    private let descriptor: Int32

    /// A new empty scratch file in memory (`/dev/shm`), or in `/tmp` where there is none.
    public init() {
        let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        var template = Array("\(folder)/accessible-player-fuzz-XXXXXX".utf8CString)
        descriptor = mkstemp(&template)
        precondition(descriptor >= 0, "cannot make a scratch file in \(folder)")
        unlink(template)
    }

    /// A path that opens the file.
    public var path: String { "/proc/self/fd/\(descriptor)" }

    /// Makes `bytes` the whole file.
    public func replaceContents(with bytes: UnsafeRawBufferPointer) {
        precondition(ftruncate(descriptor, 0) == 0, "cannot empty the scratch file")
        var written = 0
        while written < bytes.count {
            let count = pwrite(
                descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(written))
            precondition(count > 0, "cannot write the scratch file")
            written += count
        }
    }
}
