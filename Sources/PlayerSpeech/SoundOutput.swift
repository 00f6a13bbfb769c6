/// A place live speech is played: a sound device taking 16-bit mono PCM at the synthesizer's
/// sample rate. `LiveSpeaker` calls it from one thread at a time.
public protocol SoundOutput: Sendable {
    /// Queues `samples` for playing, returning once the device has taken them (it may block
    /// while the device's buffer is full).
    func play(_ samples: ArraySlice<Int16>) throws(SoundDeviceError)
    /// Waits until everything queued has been heard, then readies the device for more.
    func finishPlaying()
    /// Drops everything queued but not yet heard, then readies the device for more.
    func discardPlaying()
}
