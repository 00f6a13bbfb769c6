internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads the playlists and segments an HLS source refers to, through FFmpeg's avio so that
/// `http` and `https` work, under the same rules as the demuxer: the ``InputPolicy`` decides
/// which addresses may be opened, its protocol whitelist limits the protocols, and its
/// interrupter breaks a blocking read.
struct HLSResourceReader {
    /// The source's path, named in errors.
    let sourcePath: String
    /// What may be opened, and the interrupter.
    let policy: InputPolicy

    /// Throws ``MediaError/refusedReference(path:reference:)`` (or, for a FIFO or a device,
    /// ``MediaError/notRegularFile(path:kind:)``) unless the policy lets the source open `uri`.
    func requirePermission(for uri: String) throws(MediaError) {
        if let refusal = policy.refusal(of: uri) {
            throw policy.error(refusal, source: sourcePath)
        }
    }

    /// The bytes of `uri`, or of its sub-range `range`; more than `kind` allows is refused.
    /// A whole local file is read directly, so that reading a playlist, an MPD or a text
    /// segment from disk does not load FFmpeg; the rest goes through FFmpeg's I/O under the
    /// policy's protocols.
    func bytes(
        of uri: String, range: HLSByteRange? = nil, kind: LocalFile.Kind
    ) throws(MediaError) -> [UInt8] {
        try requirePermission(for: uri)
        if let length = range?.length, length > kind.byteLimit {
            throw .fileTooLarge(path: uri, kind: kind.name, limit: kind.byteLimit)
        }
        if range == nil, !uri.contains("://") {
            return try LocalFile.bytes(at: uri, kind: kind)
        }
        try FFmpegLibraries.require(for: uri)
        FFmpegLog.reset()
        var options: OpaquePointer?
        av_dict_set(&options, "protocol_whitelist", policy.protocolWhitelist, 0)
        defer { av_dict_free(&options) }
        var interrupt = AVIOInterruptCB(
            callback: InputPolicy.interruptCallback,
            opaque: Unmanaged.passUnretained(policy).toOpaque())
        var context: UnsafeMutablePointer<AVIOContext>?
        let opened = withExtendedLifetime(policy) {
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
        return try withExtendedLifetime(policy) { () throws(MediaError) in
            try readAll(io, limit: range?.length, kind: kind, uri: uri)
        }
    }

    /// Everything `context` gives up to `limit` bytes (all of it when nil), refusing more
    /// than `kind` allows.
    private func readAll(
        _ context: UnsafeMutablePointer<AVIOContext>, limit: Int64?, kind: LocalFile.Kind,
        uri: String
    ) throws(MediaError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while limit.map({ Int64(bytes.count) < $0 }) ?? true {
            guard Int64(bytes.count) <= kind.byteLimit else {
                throw .fileTooLarge(path: uri, kind: kind.name, limit: kind.byteLimit)
            }
            let wanted = Int32(min(Int64(chunk.count), (limit ?? .max) - Int64(bytes.count)))
            let count = avio_read(context, &chunk, wanted)
            if count == cffmpeg_averror_eof() || count == 0 {
                break
            }
            guard count > 0 else { throw readError(count, uri: uri) }
            bytes.append(contentsOf: chunk[..<Int(count)])
        }
        guard Int64(bytes.count) <= kind.byteLimit else {
            throw .fileTooLarge(path: uri, kind: kind.name, limit: kind.byteLimit)
        }
        return bytes
    }

    private func readError(_ code: Int32, uri: String) -> MediaError {
        if policy.timedOut {
            return .openTimedOut(
                path: sourcePath, seconds: Int(policy.openTimeLimit.components.seconds))
        }
        if code == cffmpeg_averror_exit() || policy.interrupter.isInterrupted {
            return .interrupted(path: sourcePath)
        }
        return .readFailed(path: uri, detail: FFmpegLog.lastError ?? ffmpegErrorText(code))
    }
}
