#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a local file mostly forward through one reusable buffer: for walking the element
/// headers of a large file without keeping any of it, and for copying out a few payloads.
///
/// It reads only the pages it is asked about. A read that misses the buffer fetches a single
/// page-aligned window at the wanted offset; the window doubles while the next miss falls on
/// the page just past the last window (headers packed closely together: reading on costs no
/// more than reading page by page) and drops back to one page after a longer jump (a payload
/// passed over). The kernel is told the access is random, so it reads ahead nothing of its
/// own.
///
/// Confined to one thread; the file is closed when the reader goes away.
public final class ForwardFileReader {
    /// The file's size in bytes.
    public let size: Int64
    /// How many bytes have been read from the file so far, payloads included.
    private(set) var bytesRead: Int64 = 0
    private let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    /// The file offset of the buffer's first byte.
    private var bufferStart: Int64 = 0
    /// How many bytes of the buffer hold file data.
    private var bufferCount = 0
    /// How many bytes the next miss reads (a whole number of pages).
    private var window = ForwardFileReader.page
    /// Copies of payloads read before they are asked for (``keepIfBuffered(_:at:)``), by
    /// offset.
    private var kept: [Int64: [UInt8]] = [:]

    /// The unit of the kernel's reads, and the smallest window.
    static let page = 4_096

    /// Opens `path` for reading; nil when it cannot be opened or is not a regular file.
    /// `bufferSize` bounds the window.
    public init?(path: String, bufferSize: Int = 1 << 20) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        posix_fadvise(descriptor, 0, 0, POSIX_FADV_RANDOM)
        self.descriptor = descriptor
        self.size = Int64(info.st_size)
        self.buffer = .allocate(
            byteCount: max(bufferSize, 2 * Self.page), alignment: Self.page)
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

    /// Copies `count` bytes at `offset` into `destination` (from the buffer when it holds
    /// them); false when the file is shorter or reading fails.
    public func read(_ count: Int, at offset: Int64, into destination: UnsafeMutableRawPointer)
        -> Bool
    {
        let start = offset - bufferStart
        if start >= 0, start + Int64(count) <= Int64(bufferCount) {
            destination.copyMemory(from: buffer.baseAddress! + Int(start), byteCount: count)
            return true
        }
        if let copy = kept[offset], copy.count == count {
            copy.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress!, byteCount: count) }
            return true
        }
        return readFile(count, at: offset, into: destination)
    }

    /// Asks the kernel to start reading the pages that hold each of `ranges` into its page
    /// cache without waiting for them, so that reads of scattered places that follow find them
    /// there: the disk is given them all at once instead of one after another. Touching pages
    /// are asked for together; nothing is asked when a sample of the ranges is already cached
    /// (the file was read recently), which would only cost a system call per range.
    public func prefetch(_ ranges: [(offset: Int64, count: Int)]) {
        guard !ranges.isEmpty, !isCached(sampling: ranges) else { return }
        let mask = Int64(Self.page - 1)
        let pages = ranges.map { range in
            (start: range.offset & ~mask, end: (range.offset + Int64(range.count) + mask) & ~mask)
        }.sorted { $0.start < $1.start }
        var pending = pages[0]
        for page in pages.dropFirst() {
            if page.start <= pending.end {
                pending.end = max(pending.end, page.end)
            } else {
                willNeed(pending)
                pending = page
            }
        }
        willNeed(pending)
    }

    private func willNeed(_ run: (start: Int64, end: Int64)) {
        posix_fadvise(descriptor, off_t(run.start), off_t(run.end - run.start), POSIX_FADV_WILLNEED)
    }

    /// Whether the first page of each of up to eight ranges spread over `ranges` is in the
    /// page cache (mincore of a one-page mapping that is never touched, so that the file
    /// shrinking meanwhile cannot fault).
    private func isCached(sampling ranges: [(offset: Int64, count: Int)]) -> Bool {
        let step = max(ranges.count / 8, 1)
        return stride(from: 0, to: ranges.count, by: step).allSatisfy { index in
            let start = ranges[index].offset & ~Int64(Self.page - 1)
            guard start < size,
                let mapping = mmap(nil, Self.page, PROT_READ, MAP_SHARED, descriptor, off_t(start)),
                mapping != MAP_FAILED
            else { return false }
            defer { munmap(mapping, Self.page) }
            var residency: UInt8 = 0
            return mincore(mapping, Self.page, &residency) == 0 && residency & 1 != 0
        }
    }

    /// Keeps a copy of the `count` bytes at `offset` when the buffer holds them, so that a
    /// later ``read(_:at:into:)`` of exactly them is served without reading the file again.
    func keepIfBuffered(_ count: Int, at offset: Int64) {
        let start = offset - bufferStart
        guard start >= 0, start + Int64(count) <= Int64(bufferCount) else { return }
        kept[offset] = Array(
            UnsafeRawBufferPointer(rebasing: buffer[Int(start)..<Int(start) + count]))
    }

    private func readFile(_ count: Int, at offset: Int64, into destination: UnsafeMutableRawPointer)
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
        bytesRead += Int64(count)
        return true
    }

    private func refill(at offset: Int64, upTo count: Int) -> UnsafeRawBufferPointer? {
        guard offset >= 0, offset <= size else { return nil }
        let bufferEnd = bufferStart + Int64(bufferCount)
        // Near: the next header is on the page right after the buffer, so reading on costs no
        // more pages than reading page by page. Measured against a page, not the window, or a
        // grown window would count every header within its own length as near and never shrink.
        let isNear =
            bufferCount > 0 && offset >= bufferStart && offset - bufferEnd < Int64(Self.page)
        window = isNear ? min(window * 2, buffer.count - Self.page) : Self.page
        let start = offset & ~Int64(Self.page - 1)
        let lead = Int(offset - start)
        let wanted = Int(min(Int64(max(window, lead + count)), size - start))
        guard readFile(wanted, at: start, into: buffer.baseAddress!) else { return nil }
        bufferStart = start
        bufferCount = wanted
        return UnsafeRawBufferPointer(rebasing: buffer[lead..<min(lead + count, wanted)])
    }
}
