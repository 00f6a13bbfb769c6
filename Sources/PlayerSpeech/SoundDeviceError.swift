/// Why live speech cannot reach the sound device.
public enum SoundDeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The device could not be opened or set up for 16-bit mono playback (no sound card, no
    /// such device, device busy, unsupported rate).
    case cannotOpen(device: String, reason: String)
    /// The device stopped accepting samples while speaking.
    case writeFailed(device: String, reason: String)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .cannotOpen(let device, let reason):
            "cannot open sound device \"\(device)\": \(reason)"
        case .writeFailed(let device, let reason):
            "sound device \"\(device)\" failed: \(reason)"
        }
    }
}
