internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// One opened FFmpeg demuxer: the format context, the packet it reads into, and what feeds it
/// (a path, or bytes in memory for a decoded sidecar). Confined to one thread.
final class DemuxerInput {
    /// The path or URL shown in messages.
    let path: String
    /// The format context; nil once closed.
    private(set) var context: UnsafeMutablePointer<AVFormatContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// Whether FFmpeg has logged that the input is shorter than its structure says.
    private var sawTruncation = false
    /// What the demuxer may open besides its input, and the interrupter.
    let policy: InputPolicy
    private let memory: MemoryReader?
    /// What the input was opened from, to open it again (``reopened()``).
    private let source: (url: String, bytes: [UInt8]?, formatName: String?)
    /// Whether the input's timestamps are presentation times as they stand: a subtitle file
    /// (PGS, VobSub, SCC) times its cues from the start of the programme it accompanies, so
    /// its first cue's time is not its origin.
    let keepsTimestamps: Bool
    /// The joined segments the input reads from a temporary file, removed when the input is
    /// closed; nil for anything else.
    var joinedSegments: DASHJoinedSegments?
    /// Where the presentation's time 0 lies on the input's timestamps, in microseconds, when
    /// its source states it (a DASH Representation's `presentationTimeOffset` less its
    /// period's start) rather than the container's start time saying it.
    var statedOrigin: Int64?
    /// Where the media of a file that ends early stops (an MP4 cut short, whose sample index
    /// says when the missing media begins), set by ``cutOffWarning()``: a track read from it
    /// says its reading stopped there.
    var cutOffTime: MediaTime?

    /// Opens `url` (a path or URL) with FFmpeg, or `bytes` when given, forcing the demuxer
    /// `formatName` when given, and reads enough to know every stream; `keepsTimestamps` for a
    /// subtitle file whose times are presentation times (``startMicroseconds`` is then 0).
    init(
        path: String, url: String, bytes: [UInt8]? = nil, formatName: String? = nil,
        keepsTimestamps: Bool = false, policy: InputPolicy
    ) throws(MediaError) {
        self.path = path
        self.policy = policy
        self.keepsTimestamps = keepsTimestamps
        source = (url, bytes, formatName)
        try FFmpegLibraries.require(for: path)
        FFmpegLog.reset()
        memory = try bytes.map { bytes throws(MediaError) in
            guard let reader = MemoryReader(bytes: bytes) else {
                throw MediaError.readFailed(
                    path: path, detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
            }
            return reader
        }
        var context = avformat_alloc_context()
        guard let allocated = context, let packet = av_packet_alloc() else {
            avformat_free_context(context)
            throw MediaError.readFailed(
                path: path, detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
        }
        self.packet = packet
        policy.install(on: allocated)
        if let memory {
            allocated.pointee.pb = memory.ioContext
            allocated.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        }
        var options: OpaquePointer?
        av_dict_set(&options, "protocol_whitelist", policy.protocolWhitelist, 0)
        // Playlists may name any file: the policy's io_open decides, with a clearer message
        // than the HLS demuxer's own extension check.
        av_dict_set(&options, "allowed_extensions", "ALL", 0)
        av_dict_set(&options, "allowed_segment_extensions", "ALL", 0)
        // A live playlist is read from its first listed segment, so the source's timeline
        // starts where HLSLiveWindow's does.
        av_dict_set(&options, "live_start_index", "0", 0)
        // Teletext and DVB subtitle packets keep the PTS their PES header states (EN 300 472,
        // EN 300 743): FFmpeg 5.1's mpegts rewrite drops it when no PCR has come yet (a
        // stream with no PMT) and replaces a late one by the arrival time.
        av_dict_set(&options, "fix_teletext_pts", "0", 0)
        defer { av_dict_free(&options) }
        let format = formatName.flatMap { av_find_input_format($0) }
        policy.beginOpening()
        defer { policy.endOpening() }
        // A relative local path is opened as the absolute one it names, so that a manifest's own
        // references (DASH segments, HLS playlists) resolve against its folder.
        let location = memory == nil && !url.contains("://") ? LocalFile.absolutePath(url) : url
        let opened = avformat_open_input(&context, location, format, &options)
        guard opened >= 0, let context else {
            av_packet_free(&self.packet)
            throw Self.openError(opened, path: path, policy: policy)
        }
        self.context = context
        if formatName == nil, rendersBytesAsTextArt {
            close()
            throw MediaError.notMediaFile(
                path: path, detail: "FFmpeg would only draw its bytes as text-mode art")
        }
        let probed = avformat_find_stream_info(context, nil)
        if let refusal = policy.firstRefusal {
            close()
            throw policy.error(refusal, source: path)
        }
        if probed < 0 {
            close()
            throw Self.openError(probed, path: path, policy: policy)
        }
        if let logged = FFmpegLog.lastError, Self.saysTruncated(logged) {
            close()
            throw MediaError.truncatedOrCorrupt(path: path, detail: logged)
        }
    }

    /// The streams of the container.
    var streams: UnsafeMutableBufferPointer<UnsafeMutablePointer<AVStream>?> {
        guard let context else { return .init(start: nil, count: 0) }
        return .init(start: context.pointee.streams, count: Int(context.pointee.nb_streams))
    }

    /// Whether the input can be read again from an earlier point: false for a URL whose server
    /// ignores byte ranges (`python3 -m http.server`), which can only be read on from where it
    /// stands, as FFmpeg's own command line reads it. An HLS playlist seeks by its segments.
    var canSeek: Bool {
        guard let io = context?.pointee.pb else { return true }
        return io.pointee.seekable & AVIO_SEEKABLE_NORMAL != 0 || formatName == "hls"
    }

    /// Whether the demuxer reads a local file at ``path`` (not bytes in memory, not joined
    /// segments, not a URL).
    var readsLocalFile: Bool {
        memory == nil && joinedSegments == nil && !path.contains("://")
    }

    /// FFmpeg's name for the container format ("matroska,webm"); empty once closed.
    var formatName: String {
        context?.pointee.iformat?.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The container's start time in microseconds, which media time is measured from (0 when
    /// the container states none, or when the input keeps its timestamps), or the
    /// ``statedOrigin`` when there is one.
    var startMicroseconds: Int64 {
        if let statedOrigin {
            return statedOrigin
        }
        guard !keepsTimestamps, let start = context?.pointee.start_time,
            start != cffmpeg_nopts_value()
        else {
            return 0
        }
        return start
    }

    /// Tells the demuxer to drop every stream not in `indices` before it reaches us.
    func keepOnly(_ indices: Set<Int>) {
        for (index, stream) in streams.enumerated() {
            stream?.pointee.discard = indices.contains(index) ? AVDISCARD_DEFAULT : AVDISCARD_ALL
        }
    }

    /// What one read of the demuxer gave.
    enum PacketRead: Equatable {
        /// A packet, handed to the reader's body.
        case packet
        /// The end of the input (or the live edge).
        case end
        /// The input stopped before its end: it is cut off or damaged there.
        case stoppedEarly(IncompleteRead.Cause)
    }

    /// Reads the next packet of a kept stream and hands it to `body`, unreferencing it after;
    /// says when the input ends, at the live edge too when the policy says how long a read may
    /// wait for what has not been made yet (``InputPolicy/liveEdgeWait``), and when it stops
    /// early: the file ends before its structure does (FFmpeg's "File ended prematurely",
    /// "partial file"), or the demuxer gives up on damaged data.
    func readPacket(
        _ body: (UnsafeMutablePointer<AVPacket>) throws(MediaError) -> Void
    ) throws(MediaError) -> PacketRead {
        guard let context, let packet else { throw MediaError.closed(path: path) }
        FFmpegLog.reset()
        policy.beginRead()
        let result = av_read_frame(context, packet)
        let reachedLiveEdge = policy.endRead()
        defer { av_packet_unref(packet) }
        if reachedLiveEdge {
            return .end
        }
        if let logged = FFmpegLog.lastError, Self.saysTruncated(logged) {
            sawTruncation = true
        }
        if result == cffmpeg_averror_exit() || policy.interrupter.isInterrupted {
            throw MediaError.interrupted(path: path)
        }
        if result == cffmpeg_averror_eof() {
            return sawTruncation ? .stoppedEarly(.endsEarly) : .end
        }
        if result < 0 {
            if sawTruncation {
                return .stoppedEarly(.endsEarly)
            }
            // −1 is FFmpeg's generic failure: damaged data, not a permission.
            let detail =
                result == cffmpeg_averror(EPERM) ? Self.damageDetail : Self.errorDetail(result)
            return .stoppedEarly(.damaged(detail: detail))
        }
        try body(packet)
        return .packet
    }

    /// Moves to the last point at or before `microseconds` of media time (container start
    /// subtracted) from which every stream can be read.
    ///
    /// - Throws: ``MediaError/readFailed(path:detail:)`` for an input that cannot seek
    ///   (``canSeek``), rather than reading on from the wrong place.
    func seek(toMicroseconds microseconds: Int64) throws(MediaError) {
        guard let context else { throw MediaError.closed(path: path) }
        guard canSeek else {
            throw MediaError.readFailed(
                path: path,
                detail:
                    "its server ignores byte ranges, so it can only be read once, from the start")
        }
        FFmpegLog.reset()
        if microseconds <= 0, rewindsByBytes,
            avformat_seek_file(context, -1, 0, 0, 0, AVSEEK_FLAG_BYTE) >= 0
        {
            return
        }
        let target = microseconds &+ startMicroseconds
        let result = avformat_seek_file(context, -1, Int64.min, target, target, 0)
        if result < 0 {
            // Nothing starts at or before the target (a subtitle file whose first cue is
            // later): take the first point after it instead.
            let forward = avformat_seek_file(context, -1, Int64.min, target, Int64.max, 0)
            guard forward >= 0 else {
                // −1 is FFmpeg's generic failure: a damaged index, not a permission.
                throw result == cffmpeg_averror(EPERM)
                    ? MediaError.truncatedOrCorrupt(path: path, detail: Self.damageDetail)
                    : MediaError.readFailed(path: path, detail: ffmpegErrorText(result))
            }
        }
    }

    /// Whether going back to the start is best done by bytes: MPEG transport and program
    /// streams, whose timestamp search can land a few pictures into the file, can be read
    /// from their first byte again.
    private var rewindsByBytes: Bool {
        ["mpegts", "mpeg"].contains(formatName)
    }

    /// A second demuxer over the same input, read from its start: for a look at the first
    /// packets that leaves this one where it is (FFmpeg 5.1's HLS demuxer loses a fragmented
    /// MP4 rendition's initialization section when it seeks, so it cannot be rewound).
    func reopened() throws(MediaError) -> DemuxerInput {
        let fresh = try DemuxerInput(
            path: path, url: source.url, bytes: source.bytes, formatName: source.formatName,
            keepsTimestamps: keepsTimestamps, policy: policy)
        fresh.statedOrigin = statedOrigin
        return fresh
    }

    /// Frees the packet and the format context; safe to call twice.
    func close() {
        av_packet_free(&packet)
        avformat_close_input(&context)
        joinedSegments?.remove()
        joinedSegments = nil
    }

    deinit {
        close()
    }

    /// Whether an FFmpeg log line reports that the input ends before its structure does.
    private static func saysTruncated(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return lowered.contains("prematurely") || lowered.contains("truncat")
            || lowered.contains("end of file") || lowered.contains("partial file")
    }

    /// Whether FFmpeg chose, by the file's extension alone, a demuxer that turns any bytes
    /// into pictures of text (ANSI art, binary text): for a player that means "not media".
    private var rendersBytesAsTextArt: Bool {
        ["tty", "bin", "xbin", "adf", "idf"].contains(formatName)
    }

    /// FFmpeg's last logged error, else its words for `code`.
    private static func errorDetail(_ code: Int32) -> String {
        FFmpegLog.lastError ?? ffmpegErrorText(code)
    }

    /// What FFmpeg's generic failure (−1, which reads as EPERM, "Operation not permitted")
    /// means from a demuxer: the data is damaged. FFmpeg's own last error line says how, when
    /// it logged one.
    private static var damageDetail: String {
        FFmpegLog.lastError ?? "FFmpeg's demuxer gave up on damaged or truncated data"
    }

    /// The error to report when opening `path` failed with `code`, naming a reference the
    /// policy refused when there was one, or saying that opening ran out of time.
    static func openError(_ code: Int32, path: String, policy: InputPolicy) -> MediaError {
        if let refusal = policy.firstRefusal {
            return policy.error(refusal, source: path)
        }
        if policy.reachedLiveEdge {
            return .truncatedOrCorrupt(
                path: path,
                detail:
                    "a live playlist whose segments end before FFmpeg could read enough to open it")
        }
        if policy.timedOut {
            return .openTimedOut(
                path: path, seconds: Int(policy.openTimeLimit.components.seconds))
        }
        switch code {
        case cffmpeg_averror(ENOENT):
            return .noSuchFile(path: path)
        case cffmpeg_averror(EACCES):
            return .permissionDenied(path: path)
        case cffmpeg_averror(EPERM):
            // Refused opens are reported above: left alone, −1 is FFmpeg's generic failure.
            return .truncatedOrCorrupt(path: path, detail: damageDetail)
        case cffmpeg_averror(EISDIR):
            return .isDirectory(path: path)
        case cffmpeg_averror_eof():
            return .truncatedOrCorrupt(path: path, detail: ffmpegErrorText(code))
        case cffmpeg_averror_invaliddata():
            return .notMediaFile(path: path, detail: ffmpegErrorText(code))
        case cffmpeg_averror_exit():
            return .interrupted(path: path)
        case cffmpeg_averror_protocol_not_found():
            return .protocolNotAllowed(path: path, detail: ffmpegErrorText(code))
        default:
            if let logged = FFmpegLog.lastError, logged.contains("whitelist") {
                return .protocolNotAllowed(path: path, detail: logged)
            }
            return .readFailed(path: path, detail: FFmpegLog.lastError ?? ffmpegErrorText(code))
        }
    }
}
