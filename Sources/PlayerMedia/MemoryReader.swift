internal import CFFmpeg

/// Bytes already in memory served to FFmpeg as a seekable custom `AVIOContext`: how a decoded
/// sidecar reaches its demuxer.
final class MemoryReader {
    private let bytes: [UInt8]
    private var position = 0
    private(set) var ioContext: UnsafeMutablePointer<AVIOContext>?

    private static let bufferSize: Int32 = 32_768

    /// A reader over `bytes`; nil when FFmpeg cannot allocate its buffer.
    init?(bytes: [UInt8]) {
        self.bytes = bytes
        guard let buffer = av_malloc(Int(Self.bufferSize)) else { return nil }
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        ioContext = avio_alloc_context(
            buffer.assumingMemoryBound(to: UInt8.self), Self.bufferSize, 0, opaque,
            { opaque, target, size in
                guard let opaque, let target else { return cffmpeg_averror(EINVAL) }
                let reader = Unmanaged<MemoryReader>.fromOpaque(opaque).takeUnretainedValue()
                return reader.read(into: target, size: Int(size))
            }, nil,
            { opaque, offset, whence in
                guard let opaque else { return Int64(cffmpeg_averror(EINVAL)) }
                let reader = Unmanaged<MemoryReader>.fromOpaque(opaque).takeUnretainedValue()
                return reader.seek(to: offset, whence: whence)
            })
        if ioContext == nil {
            av_free(buffer)
            return nil
        }
    }

    private func read(into target: UnsafeMutablePointer<UInt8>, size: Int) -> Int32 {
        let count = min(size, bytes.count - position)
        guard count > 0 else { return cffmpeg_averror_eof() }
        bytes.withUnsafeBufferPointer { source in
            source.baseAddress.map { target.update(from: $0 + position, count: count) }
        }
        position += count
        return Int32(count)
    }

    private func seek(to offset: Int64, whence: Int32) -> Int64 {
        if whence & AVSEEK_SIZE != 0 {
            return Int64(bytes.count)
        }
        let base: Int
        switch whence & ~AVSEEK_FORCE {
        case SEEK_SET: base = 0
        case SEEK_CUR: base = position
        case SEEK_END: base = bytes.count
        default: return Int64(cffmpeg_averror(EINVAL))
        }
        let target = base + Int(offset)
        guard target >= 0 && target <= bytes.count else { return Int64(cffmpeg_averror(EINVAL)) }
        position = target
        return Int64(target)
    }

    deinit {
        if let context = ioContext {
            av_freep(&context.pointee.buffer)
            avio_context_free(&ioContext)
        }
    }
}
