import PlayerAccessibility
import PlayerCore

/// Everything one input to ``PlayerSession/handle(_:at:)`` came to, as one value: what the
/// outside must do or know, in order, and the answer to the input itself.
///
/// ```swift
/// let step = session.handle(.command(.play), at: now)
/// for output in step.outputs { … perform it … }
/// step.response.rejection      // nil: the command was taken
/// step.response.announcements  // what the screen reader announced for it
/// ```
///
/// Inputs that are no request of anyone's (a tick, a read's answer) have an empty
/// ``response`` and no ``voiceReply``.
public struct SessionStep: Sendable {
    /// The log lines of the step, then what it asks of the outside (seek the source, load a
    /// track, reload, tell the device, close); nothing once the session is closed.
    public var outputs: [SessionOutput]
    /// The answer to a command, gesture, focus, action or message: what the screen reader
    /// said, the command it came to, and why it was refused when it was.
    public var response: ScreenReaderResponse
    /// What Voice Control showed for a phrase it heard; nil for any other input.
    public var voiceReply: String?

    /// A step of `outputs` answering `response` (and `voiceReply`).
    public init(
        outputs: [SessionOutput] = [], response: ScreenReaderResponse = ScreenReaderResponse(),
        voiceReply: String? = nil
    ) {
        self.outputs = outputs
        self.response = response
        self.voiceReply = voiceReply
    }

    /// Whether nothing came out: no log line and no request (a quiet tick).
    public var isEmpty: Bool { outputs.isEmpty }
}
