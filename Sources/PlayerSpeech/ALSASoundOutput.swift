import CALSA
import Synchronization

/// The system's sound device through ALSA (the "default" device also reaches PulseAudio or
/// PipeWire where their ALSA plugin is installed).
///
/// Opening never waits for a busy device and never prints ALSA's own diagnostics: a machine
/// without sound hardware gets one `SoundDeviceError.cannotOpen` to report.
public final class ALSASoundOutput: SoundOutput {
    /// The ALSA device name it plays to ("default", "hw:0,0", …).
    public let device: String
    private let handle: Mutex<PCMHandle>

    /// Opens `device` for 16-bit mono playback at `sampleRate` frames per second.
    public init(device: String = "default", sampleRate: Int) throws(SoundDeviceError) {
        calsa_silence_errors()
        var pcm: OpaquePointer?
        let openStatus = snd_pcm_open(&pcm, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        guard openStatus >= 0, let pcm else {
            throw .cannotOpen(device: device, reason: Self.message(for: openStatus))
        }
        let opened = PCMHandle(pcm: pcm)
        let setupStatus = Self.configure(pcm, sampleRate: sampleRate)
        guard setupStatus >= 0 else {
            throw .cannotOpen(device: device, reason: Self.message(for: setupStatus))
        }
        self.device = device
        self.handle = Mutex(opened)
    }

    /// Writes the samples, recovering once from an underrun between utterances.
    public func play(_ samples: ArraySlice<Int16>) throws(SoundDeviceError) {
        let failure: Int32? = handle.withLock { handle in
            samples.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count {
                    let remaining = buffer.count - offset
                    var written = Int32(
                        truncatingIfNeeded: snd_pcm_writei(
                            handle.pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(remaining)))
                    if written < 0 {
                        written = snd_pcm_recover(handle.pcm, written, 1)
                        if written < 0 { return written }
                        continue
                    }
                    offset += Int(written)
                }
                return nil
            }
        }
        if let failure {
            throw .writeFailed(device: device, reason: Self.message(for: failure))
        }
    }

    /// Blocks until the queued samples have played.
    public func finishPlaying() {
        handle.withLock { handle in
            snd_pcm_drain(handle.pcm)
            snd_pcm_prepare(handle.pcm)
        }
    }

    /// Silences the device at once.
    public func discardPlaying() {
        handle.withLock { handle in
            snd_pcm_drop(handle.pcm)
            snd_pcm_prepare(handle.pcm)
        }
    }

    /// Blocking writes, interleaved signed 16-bit little-endian mono, ALSA resampling if the
    /// hardware lacks the rate, about a fifth of a second of buffering.
    private static func configure(_ pcm: OpaquePointer, sampleRate: Int) -> Int32 {
        let blocking = snd_pcm_nonblock(pcm, 0)
        guard blocking >= 0 else { return blocking }
        return snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
            200_000)
    }

    private static func message(for status: Int32) -> String {
        String(cString: snd_strerror(status))
    }
}

/// An open ALSA PCM, closed when the output goes away.
private struct PCMHandle: ~Copyable {
    let pcm: OpaquePointer

    deinit {
        snd_pcm_close(pcm)
    }
}
