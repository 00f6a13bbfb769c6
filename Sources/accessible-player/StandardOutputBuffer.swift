import Glibc

/// Standard output as a text stream that gathers what is written into one buffer and writes it
/// a block at a time: the one write path of the cue writers, so that a document of half a
/// million cues is written in large blocks and never held whole.
///
/// Each block follows whatever `print` left in stdio's buffer, so the two keep their order;
/// call ``flush()`` before anything else is printed and before exiting.
struct StandardOutputBuffer: TextOutputStream {
    /// How many bytes are gathered before they are written.
    static let blockSize = 1 << 16

    private var bytes: [UInt8] = []

    /// An empty buffer.
    init() {
        bytes.reserveCapacity(Self.blockSize)
    }

    /// Adds `text`, writing the buffer out when it is full.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        if bytes.count >= Self.blockSize { flush() }
    }

    /// Writes everything gathered to standard output, after whatever stdio still holds.
    /// A write that fails (a closed pipe) ends the writing: what is left is dropped.
    mutating func flush() {
        fflush(nil)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(
                    STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
