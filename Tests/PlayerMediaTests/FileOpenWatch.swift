import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Counts the times a file is opened, by anyone (FFmpeg's demuxer as well as our readers), as
/// the kernel reports them (inotify's `IN_OPEN`), and runs `onOpen` on a thread of its own at
/// each, with the count so far: a test can stop a source that opens a playlist again (a reload)
/// instead of waiting for it, and assert how often the playlist was read rather than how long
/// reading took.
///
/// The kernel merges an event into an identical one not yet read, so the closes are watched
/// too: an open after a close is always counted, while an open made while the file is still
/// open by another may be merged with it (a playlist naming itself, opened within itself).
final class FileOpenWatch: Sendable {
    private let notifier: Int32
    /// The pipe that wakes the watching thread to stop: read end, write end.
    private let stopPipe: (Int32, Int32)
    private let opens = Atomic<Int>(0)
    private let finished = Mutex<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    /// Watches `path`, calling `onOpen` after each open with the number of opens so far.
    init(_ path: String, onOpen: @escaping @Sendable (Int) -> Void = { _ in }) throws {
        notifier = inotify_init1(Int32(IN_CLOEXEC))
        guard notifier >= 0, inotify_add_watch(notifier, path, UInt32(IN_OPEN | IN_CLOSE)) >= 0
        else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        stopPipe = (ends[0], ends[1])
        let thread = Thread { [self] in
            watch(onOpen)
        }
        thread.start()
    }

    /// How many times the file has been opened since the watch began; stops the watch (which
    /// holds itself alive until then), counting every open made before the call.
    func stop() -> Int {
        let alreadyFinished = finished.withLock { finished in
            defer { finished = true }
            return finished
        }
        if !alreadyFinished {
            var byte: UInt8 = 1
            _ = write(stopPipe.1, &byte, 1)
            done.wait()
            close(notifier)
            close(stopPipe.0)
            close(stopPipe.1)
        }
        return opens.load(ordering: .sequentiallyConsistent)
    }

    private func watch(_ onOpen: @Sendable (Int) -> Void) {
        var descriptors = [
            pollfd(fd: notifier, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopPipe.0, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { break }
            // Events already queued are read before the stop is honoured.
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                let count = read(notifier, &buffer, buffer.count)
                var offset = 0
                while count > 0, offset + MemoryLayout<inotify_event>.size <= count {
                    let event = buffer.withUnsafeBytes {
                        $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    }
                    if event.mask & UInt32(IN_OPEN) != 0 {
                        onOpen(opens.add(1, ordering: .sequentiallyConsistent).newValue)
                    }
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                }
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                break
            }
        }
        done.signal()
    }
}
