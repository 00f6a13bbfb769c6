import CFFmpeg
import PlayerCaptions

/// What one demuxer may open besides its own input, consulted by FFmpeg through `io_open`, and
/// whether it has been asked to stop (`interrupt_callback`).
///
/// Handed to FFmpeg as the format context's `opaque`; the ``DemuxerInput`` that owns the context
/// keeps it alive, and both are confined to one thread.
final class InputPolicy {
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
    /// The first reference FFmpeg asked for and was refused.
    private(set) var refusedReference: String?

    init(
        mainURL: String, permittedDirectory: String?, permitsAnyReference: Bool,
        protocolWhitelist: String, interrupter: MediaInterrupter
    ) {
        self.mainURL = mainURL
        self.permittedDirectory = permittedDirectory
        self.permitsAnyReference = permitsAnyReference
        self.protocolWhitelist = protocolWhitelist
        self.interrupter = interrupter
    }

    /// Whether the demuxer may open `url`; remembers the first refusal for the error message.
    func permits(_ url: String) -> Bool {
        if url == mainURL || permitsAnyReference {
            return true
        }
        if let directory = permittedDirectory, isFile(url, inside: directory) {
            return true
        }
        if refusedReference == nil {
            refusedReference = url
        }
        return false
    }

    private func isFile(_ url: String, inside directory: String) -> Bool {
        let path = url.hasPrefix("file:") ? String(url.dropFirst(5)) : url
        guard !path.contains("://"), let resolved = LocalFile.canonicalPath(path) else {
            return false
        }
        return resolved.hasPrefix(directory == "/" ? "/" : directory + "/")
    }

    /// Installs this policy as `context`'s `opaque`, `io_open` and `interrupt_callback`.
    func install(on context: UnsafeMutablePointer<AVFormatContext>) {
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.opaque = opaque
        context.pointee.interrupt_callback = AVIOInterruptCB(
            callback: { opaque in
                guard let opaque else { return 0 }
                let policy = Unmanaged<InputPolicy>.fromOpaque(opaque).takeUnretainedValue()
                return policy.interrupter.isInterrupted ? 1 : 0
            }, opaque: opaque)
        context.pointee.io_open = { context, pb, url, flags, options in
            guard let context, let url, let opaque = context.pointee.opaque else {
                return cffmpeg_averror(EINVAL)
            }
            let policy = Unmanaged<InputPolicy>.fromOpaque(opaque).takeUnretainedValue()
            guard policy.permits(String(cString: url)) else {
                return cffmpeg_averror(EPERM)
            }
            av_dict_set(options, "protocol_whitelist", policy.protocolWhitelist, 0)
            return avio_open2(pb, url, flags, &context.pointee.interrupt_callback, options)
        }
    }
}
