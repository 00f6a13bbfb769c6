#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a local file mostly forward through one reusable buffer: for walking the element
/// headers of a large file without keeping any of it, and for copying out a few payloads.
///
/// Confined to one thread; the file is closed when the reader goes away.
public final class ForwardFileReader {
    /// The file's size in bytes.
    let size: Int64
    private let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    /// The file offset of the buffer's first byte.
    private var bufferStart: Int64 = 0
    /// How many bytes of the buffer hold file data.
    private var bufferCount = 0

    /// Opens `path` for reading; nil when it cannot be opened or is not a regular file.
    public init?(path: String, bufferSize: Int = 1 << 20) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
        self.descriptor = descriptor
        self.size = Int64(info.st_size)
        self.buffer = .allocate(byteCount: bufferSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Up to `count` bytes starting at `offset` (fewer only where the file ends), valid until
    /// the next call; nil when reading fails. `count` must be far below the buffer size.
    @inline(__always)
    func bytes(at offset: Int64, upTo count: Int) -> UnsafeRawBufferPointer? {
        let start = offset - bufferStart
        if start >= 0, start + Int64(count) <= Int64(bufferCount) {
            return UnsafeRawBufferPointer(rebasing: buffer[Int(start)..<Int(start) + count])
        }
        return refill(at: offset, upTo: count)
    }

    /// Copies `count` bytes at `offset` into `destination`; false when the file is shorter or
    /// reading fails.
    public func read(_ count: Int, at offset: Int64, into destination: UnsafeMutableRawPointer)
        -> Bool
    {
        var done = 0
        while done < count {
            let got = pread(
                descriptor, destination + done, count - done, off_t(offset) + off_t(done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }

    private func refill(at offset: Int64, upTo count: Int) -> UnsafeRawBufferPointer? {
        guard offset >= 0, offset <= size else { return nil }
        let wanted = Int(min(Int64(buffer.count), size - offset))
        guard read(wanted, at: offset, into: buffer.baseAddress!) else { return nil }
        bufferStart = offset
        bufferCount = wanted
        return UnsafeRawBufferPointer(rebasing: buffer[0..<min(count, wanted)])
    }
}
