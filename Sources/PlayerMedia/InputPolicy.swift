internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

#if canImport(Glibc)
    import Glibc
#endif

/// What one demuxer may open besides its own input, consulted by FFmpeg through `io_open`, and
/// whether it has been asked to stop (`interrupt_callback`).
///
/// Handed to FFmpeg as the format context's `opaque`; the ``DemuxerInput`` that owns the context
/// keeps it alive, and both are confined to one thread.
///
/// Besides the folder rule, it keeps the demuxer from running away while it opens
/// (``beginOpening()`` to ``endOpening()``): opening stops when it takes longer than
/// ``openTimeLimit``, and when one address is opened more than
/// ``opensPerAddressWhileOpening`` times (a master playlist naming itself, or two naming each
/// other, which FFmpeg's HLS demuxer follows forever). Playlists the caller has rewritten
/// (``servedPlaylists``) are handed to FFmpeg from memory instead of from their address.
final class InputPolicy {
    /// Why an address was refused.
    enum Refusal {
        /// Outside the permitted folder, a URL from a file on disk, or a link leading out.
        case outsideFolder(String)
        /// Not a regular file (`kind`: "a FIFO (named pipe)"): reading it could block or never
        /// end.
        case notRegularFile(String, kind: String)
        /// Opened too many times while opening.
        case openLoop(String)
    }

    /// The input itself, as given to `avformat_open_input`.
    let mainURL: String
    /// The directory whose files a local playlist may open, when the options allow it.
    let permittedDirectory: String?
    /// Whether any address the protocol whitelist accepts may be opened (sources given as URLs).
    let permitsAnyReference: Bool
    /// The comma-separated protocol whitelist.
    let protocolWhitelist: String
    /// Breaks blocking reads.
    let interrupter: MediaInterrupter
    /// How long opening may take.
    let openTimeLimit: Duration
    /// How many times one address may be opened while opening.
    static let opensPerAddressWhileOpening = 64
    /// The first address that was refused, and why.
    private(set) var firstRefusal: Refusal?
    /// Whether opening was stopped because it took longer than ``openTimeLimit``.
    private(set) var timedOut = false
    /// Playlists FFmpeg is given from memory, by address (local paths resolved): media
    /// playlists that declare `EXT-X-PLAYLIST-TYPE:VOD` without `EXT-X-ENDLIST`, with the tag
    /// added, so that FFmpeg takes them as finished as our reader does instead of reloading
    /// them forever.
    var servedPlaylists: [String: [UInt8]] = [:]
    private var servedReaders: [UnsafeMutablePointer<AVIOContext>: MemoryReader] = [:]
    private var openingDeadline: ContinuousClock.Instant?
    private var opensWhileOpening: [String: Int] = [:]
    /// How long the demuxer may go without opening a segment, while it opens or reads a
    /// packet, before the source counts as read up to its live edge; nil to wait as long as
    /// FFmpeg does. Set for a live playlist on disk: reading local files never waits, but
    /// FFmpeg waits for segments the playlist does not have, which only a writer appending to
    /// it could end.
    var liveEdgeWait: Duration?
    private var readDeadline: ContinuousClock.Instant?
    /// Whether the demuxer was stopped at the live edge in the current open or read.
    private(set) var reachedLiveEdge = false

    init(
        mainURL: String, permittedDirectory: String?, permitsAnyReference: Bool,
        protocolWhitelist: String, interrupter: MediaInterrupter,
        openTimeLimit: Duration = .seconds(20)
    ) {
        self.mainURL = mainURL
        self.permittedDirectory = permittedDirectory
        self.permitsAnyReference = permitsAnyReference
        self.protocolWhitelist = protocolWhitelist
        self.interrupter = interrupter
        self.openTimeLimit = openTimeLimit
    }

    /// Whether the demuxer may open `url`; remembers the first refusal for the error message.
    func permits(_ url: String) -> Bool {
        guard let refusal = refusal(of: url) else { return true }
        if firstRefusal == nil {
            firstRefusal = refusal
        }
        return false
    }

    /// The main input as FFmpeg opens it: a relative local path made absolute.
    private var mainLocation: String {
        mainURL.contains("://") ? mainURL : LocalFile.absolutePath(mainURL)
    }

    /// Why `url` may not be opened, or nil when it may.
    func refusal(of url: String) -> Refusal? {
        let path = url.hasPrefix("file:") ? String(url.dropFirst(5)) : url
        if !path.contains("://"), let kind = Self.specialFileKind(path) {
            return .notRegularFile(path, kind: kind)
        }
        if url == mainURL || permitsAnyReference || url == mainLocation {
            return nil
        }
        if let directory = permittedDirectory, !path.contains("://"),
            LocalFile.isInside(path, directory: directory)
        {
            return nil
        }
        return .outsideFolder(url)
    }

    /// The error to report for `refusal`, for the source shown as `path`.
    func error(_ refusal: Refusal, source path: String) -> MediaError {
        switch refusal {
        case .outsideFolder(let url): .refusedReference(path: path, reference: url)
        case .notRegularFile(let file, let kind): .notRegularFile(path: file, kind: kind)
        case .openLoop(let url):
            .openLoop(path: path, reference: url, limit: Self.opensPerAddressWhileOpening)
        }
    }

    /// Starts the watch kept while the demuxer opens: the time limit and the count of opens.
    func beginOpening() {
        openingDeadline = .now + openTimeLimit
        opensWhileOpening = [:]
        timedOut = false
        beginRead()
    }

    /// Ends the watch ``beginOpening()`` started.
    func endOpening() {
        openingDeadline = nil
        opensWhileOpening = [:]
        _ = endRead()
    }

    /// Starts the watch on one read: with ``liveEdgeWait`` set, it stops after that long.
    func beginRead() {
        readDeadline = liveEdgeWait.map { .now + $0 }
        reachedLiveEdge = false
    }

    /// Ends the watch ``beginRead()`` started, saying whether the read was stopped at the live
    /// edge.
    func endRead() -> Bool {
        readDeadline = nil
        return reachedLiveEdge
    }

    /// Whether a blocking FFmpeg operation should stop: the interrupter was triggered, opening
    /// has run past its time, or a read has waited at the live edge as long as it may.
    var shouldStop: Bool {
        if interrupter.isInterrupted {
            return true
        }
        if let openingDeadline, ContinuousClock.now > openingDeadline {
            timedOut = true
            return true
        }
        if let readDeadline, ContinuousClock.now > readDeadline {
            reachedLiveEdge = true
            return true
        }
        return false
    }

    /// The callback FFmpeg polls, with this policy as its opaque pointer.
    static let interruptCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
        opaque in
        guard let opaque else { return 0 }
        return Unmanaged<InputPolicy>.fromOpaque(opaque).takeUnretainedValue().shouldStop ? 1 : 0
    }

    /// What the demuxer asking to open an address gets.
    private enum Opening {
        /// A refusal, recorded in ``firstRefusal``.
        case refused
        /// The address, opened by FFmpeg.
        case address
        /// A served playlist.
        case served(MemoryReader)
    }

    /// What the demuxer opening `url` gets.
    private func open(_ url: String) -> Opening {
        guard permits(url) else { return .refused }
        // A segment opened is progress: the live edge is not reached yet.
        if readDeadline != nil {
            readDeadline = liveEdgeWait.map { .now + $0 }
        }
        if openingDeadline != nil {
            let count = opensWhileOpening[url, default: 0] + 1
            opensWhileOpening[url] = count
            if count > Self.opensPerAddressWhileOpening {
                if firstRefusal == nil { firstRefusal = .openLoop(url) }
                return .refused
            }
        }
        guard !servedPlaylists.isEmpty, let bytes = servedPlaylists[Self.servingKey(url)],
            let reader = MemoryReader(bytes: bytes), let context = reader.ioContext
        else { return .address }
        servedReaders[context] = reader
        return .served(reader)
    }

    /// Closes `context` if it is a served playlist, saying whether it was.
    private func closeServed(_ context: UnsafeMutablePointer<AVIOContext>) -> Bool {
        servedReaders.removeValue(forKey: context) != nil
    }

    /// The key of `url` in ``servedPlaylists``: a local path resolved, a URL as it is.
    static func servingKey(_ url: String) -> String {
        let path = url.hasPrefix("file:") ? String(url.dropFirst(5)) : url
        guard !path.contains("://") else { return url }
        return LocalFile.canonicalPath(path) ?? path
    }

    /// What a local path that exists and is not a regular file or a folder is, or nil.
    private static func specialFileKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return LocalFile.specialFileKind(info.st_mode)
    }

    /// Installs this policy as `context`'s `opaque`, `io_open`, `io_close2` and
    /// `interrupt_callback`.
    func install(on context: UnsafeMutablePointer<AVFormatContext>) {
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.opaque = opaque
        context.pointee.interrupt_callback = AVIOInterruptCB(
            callback: Self.interruptCallback, opaque: opaque)
        context.pointee.io_open = { context, pb, url, flags, options in
            guard let context, let pb, let url, let opaque = context.pointee.opaque else {
                return cffmpeg_averror(EINVAL)
            }
            let policy = Unmanaged<InputPolicy>.fromOpaque(opaque).takeUnretainedValue()
            switch policy.open(String(cString: url)) {
            case .refused:
                return cffmpeg_averror(EPERM)
            case .served(let reader):
                pb.pointee = reader.ioContext
                return 0
            case .address:
                av_dict_set(options, "protocol_whitelist", policy.protocolWhitelist, 0)
                return avio_open2(pb, url, flags, &context.pointee.interrupt_callback, options)
            }
        }
        context.pointee.io_close2 = { context, pb in
            guard let pb else { return 0 }
            if let opaque = context?.pointee.opaque,
                Unmanaged<InputPolicy>.fromOpaque(opaque).takeUnretainedValue().closeServed(pb)
            {
                return 0
            }
            return avio_close(pb)
        }
    }
}
