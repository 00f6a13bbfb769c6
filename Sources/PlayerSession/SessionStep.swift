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
/// ``response`` and no ``voiceReply``. The step of such an input is two words: the answer is
/// kept apart (``SessionAnswer``) only when there is one, so a quiet tick copies nothing more.
public struct SessionStep: Sendable {
    /// The log lines of the step, then what it asks of the outside (seek the source, load a
    /// track, reload, tell the device, close); nothing once the session is closed.
    public var outputs: [SessionOutput]
    /// The answer to the input, when it asked for one.
    public var answer: SessionAnswer

    /// A step of `outputs` with `answer`.
    public init(outputs: [SessionOutput] = [], answer: SessionAnswer = .none) {
        self.outputs = outputs
        self.answer = answer
    }

    /// The answer to a command, gesture, focus, action or message: what the screen reader
    /// said, the command it came to, and why it was refused when it was; empty for other
    /// inputs.
    public var response: ScreenReaderResponse {
        guard case .answered(let response, _) = answer else { return ScreenReaderResponse() }
        return response
    }

    /// What Voice Control showed for a phrase it heard; nil for any other input.
    public var voiceReply: String? {
        guard case .answered(_, let reply) = answer else { return nil }
        return reply
    }

    /// Whether nothing came out: no log line and no request (a quiet tick).
    public var isEmpty: Bool { outputs.isEmpty }
}

/// The answer to one input: none for time passing and the outcomes of requests, else the
/// screen reader's response and Voice Control's reply (held out of line, so that a step
/// without one stays small).
public enum SessionAnswer: Sendable {
    /// The input asked nothing (a tick, a read's answer, a schedule).
    case none
    /// The response to a command, gesture, focus, action or message, and what Voice Control
    /// showed for a phrase.
    indirect case answered(ScreenReaderResponse, voiceReply: String?)
}
