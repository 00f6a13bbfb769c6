import CSpeechLibraries
import Synchronization

/// The system's sound device through ALSA (the "default" device also reaches PulseAudio or
/// PipeWire where their ALSA plugin is installed).
///
/// Opening never waits for a busy device and never prints ALSA's own diagnostics: a machine
/// without sound hardware gets one `SoundDeviceError.cannotOpen` to report. libasound itself is
/// loaded with dlopen when the first output opens (``CSpeechLibraries``).
public final class ALSASoundOutput: SoundOutput {
    /// The ALSA device name it plays to ("default", "hw:0,0", …).
    public let device: String
    private let alsa: calsa_functions
    private let handle: Mutex<PCMHandle>

    /// Opens `device` for 16-bit mono playback at `sampleRate` frames per second.
    public init(device: String = "default", sampleRate: Int) throws(SoundDeviceError) {
        guard let loaded = calsa_load() else {
            throw .cannotOpen(
                device: device, reason: calsa_load_error().map { String(cString: $0) } ?? "")
        }
        let alsa = loaded.pointee
        var pcm: OpaquePointer?
        let openStatus = alsa.snd_pcm_open(
            &pcm, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        guard openStatus >= 0, let pcm else {
            throw .cannotOpen(device: device, reason: Self.message(for: openStatus, alsa))
        }
        let opened = PCMHandle(pcm: pcm, close: alsa.snd_pcm_close)
        let setupStatus = Self.configure(pcm, sampleRate: sampleRate, alsa)
        guard setupStatus >= 0 else {
            throw .cannotOpen(device: device, reason: Self.message(for: setupStatus, alsa))
        }
        self.device = device
        self.alsa = alsa
        self.handle = Mutex(opened)
    }

    /// Writes the samples, recovering once from an underrun between utterances.
    public func play(_ samples: ArraySlice<Int16>) throws(SoundDeviceError) {
        let alsa = alsa
        let failure: Int32? = handle.withLock { handle in
            samples.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count {
                    let remaining = buffer.count - offset
                    var written = Int32(
                        truncatingIfNeeded: alsa.snd_pcm_writei(
                            handle.pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(remaining)))
                    if written < 0 {
                        written = alsa.snd_pcm_recover(handle.pcm, written, 1)
                        if written < 0 { return written }
                        continue
                    }
                    offset += Int(written)
                }
                return nil
            }
        }
        if let failure {
            throw .writeFailed(device: device, reason: Self.message(for: failure, alsa))
        }
    }

    /// Blocks until the queued samples have played.
    public func finishPlaying() {
        let alsa = alsa
        handle.withLock { handle in
            _ = alsa.snd_pcm_drain(handle.pcm)
            _ = alsa.snd_pcm_prepare(handle.pcm)
        }
    }

    /// Silences the device at once.
    public func discardPlaying() {
        let alsa = alsa
        handle.withLock { handle in
            _ = alsa.snd_pcm_drop(handle.pcm)
            _ = alsa.snd_pcm_prepare(handle.pcm)
        }
    }

    /// Blocking writes, interleaved signed 16-bit little-endian mono, ALSA resampling if the
    /// hardware lacks the rate, about a fifth of a second of buffering.
    private static func configure(_ pcm: OpaquePointer, sampleRate: Int, _ alsa: calsa_functions)
        -> Int32
    {
        let blocking = alsa.snd_pcm_nonblock(pcm, 0)
        guard blocking >= 0 else { return blocking }
        return alsa.snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
            200_000)
    }

    private static func message(for status: Int32, _ alsa: calsa_functions) -> String {
        alsa.snd_strerror(status).map { String(cString: $0) } ?? "ALSA error \(status)"
    }
}

/// An open ALSA PCM, closed when the output goes away.
private struct PCMHandle: ~Copyable {
    let pcm: OpaquePointer
    /// libasound's `snd_pcm_close`.
    let close: @convention(c) (OpaquePointer?) -> Int32

    deinit {
        _ = close(pcm)
    }
}
