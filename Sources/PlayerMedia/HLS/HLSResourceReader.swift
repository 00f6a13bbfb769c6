import CFFmpeg
import PlayerCaptions
import PlayerCore

/// Reads the playlists and segments an HLS source refers to, through FFmpeg's avio so that
/// `http` and `https` work, under the same rules as the demuxer: the ``InputPolicy`` decides
/// which addresses may be opened, its protocol whitelist limits the protocols, and its
/// interrupter breaks a blocking read.
struct HLSResourceReader {
    /// The source's path, named in errors.
    let sourcePath: String
    /// What may be opened, and the interrupter.
    let policy: InputPolicy

    /// Throws ``MediaError/refusedReference(path:reference:)`` unless the policy lets the
    /// source open `uri`.
    func requirePermission(for uri: String) throws(MediaError) {
        guard policy.permits(uri) else {
            throw .refusedReference(path: sourcePath, reference: uri)
        }
    }

    /// The bytes of `uri`, or of its sub-range `range`.
    func bytes(of uri: String, range: HLSByteRange? = nil) throws(MediaError) -> [UInt8] {
        try requirePermission(for: uri)
        FFmpegLog.reset()
        var options: OpaquePointer?
        av_dict_set(&options, "protocol_whitelist", policy.protocolWhitelist, 0)
        defer { av_dict_free(&options) }
        var interrupt = AVIOInterruptCB(
            callback: { opaque in
                guard let opaque else { return 0 }
                let interrupter = Unmanaged<MediaInterrupter>.fromOpaque(opaque)
                    .takeUnretainedValue()
                return interrupter.isInterrupted ? 1 : 0
            }, opaque: Unmanaged.passUnretained(policy.interrupter).toOpaque())
        var context: UnsafeMutablePointer<AVIOContext>?
        let opened = withExtendedLifetime(policy.interrupter) {
            avio_open2(&context, uri, AVIO_FLAG_READ, &interrupt, &options)
        }
        defer { avio_closep(&context) }
        guard opened >= 0, let io = context else {
            throw DemuxerInput.openError(opened, path: uri, policy: policy)
        }
        if let range, range.offset > 0 {
            let moved = avio_seek(io, range.offset, SEEK_SET)
            guard moved >= 0 else { throw readError(Int32(truncatingIfNeeded: moved), uri: uri) }
        }
        return try withExtendedLifetime(policy.interrupter) { () throws(MediaError) in
            try readAll(io, limit: range?.length, uri: uri)
        }
    }

    /// Everything `context` gives up to `limit` bytes (all of it when nil).
    private func readAll(
        _ context: UnsafeMutablePointer<AVIOContext>, limit: Int64?, uri: String
    ) throws(MediaError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while limit.map({ Int64(bytes.count) < $0 }) ?? true {
            let wanted = Int32(min(Int64(chunk.count), (limit ?? .max) - Int64(bytes.count)))
            let count = avio_read(context, &chunk, wanted)
            if count == cffmpeg_averror_eof() || count == 0 {
                break
            }
            guard count > 0 else { throw readError(count, uri: uri) }
            bytes.append(contentsOf: chunk[..<Int(count)])
        }
        return bytes
    }

    private func readError(_ code: Int32, uri: String) -> MediaError {
        if code == cffmpeg_averror_exit() || policy.interrupter.isInterrupted {
            return .interrupted(path: sourcePath)
        }
        return .readFailed(path: uri, detail: FFmpegLog.lastError ?? ffmpegErrorText(code))
    }
}
