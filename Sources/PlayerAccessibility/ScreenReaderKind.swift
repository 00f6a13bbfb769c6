/// Which screen reader speaks: Apple's VoiceOver or Android's TalkBack. Both read the same
/// elements; they word them differently.
public enum ScreenReaderKind: String, Hashable, Sendable, CaseIterable {
    /// VoiceOver: label, value, trait words, hint ("Pause, button, Double tap to activate").
    case voiceOver = "voiceover"
    /// TalkBack: state, label, role, hint ("Off, Slow motion, Button, Double-tap to
    /// activate").
    case talkBack = "talkback"
}

extension PlayerLanguage {
    /// What `reader` says on landing on `element`.
    public func utterance(for element: AccessibilityElement, by reader: ScreenReaderKind) -> String
    {
        switch reader {
        case .voiceOver: utterance(for: element)
        case .talkBack: talkBackUtterance(for: element)
        }
    }

    /// What `reader` says when the focused element's content changed after it was activated.
    public func changeUtterance(for element: AccessibilityElement, by reader: ScreenReaderKind)
        -> String
    {
        switch reader {
        case .voiceOver: changeUtterance(for: element)
        case .talkBack: talkBackChangeUtterance(for: element)
        }
    }

    /// What `reader` says after the focused adjustable element was adjusted.
    public func valueUtterance(for element: AccessibilityElement, by reader: ScreenReaderKind)
        -> String
    {
        switch reader {
        case .voiceOver: element.value
        case .talkBack: talkBackValueUtterance(for: element)
        }
    }
}
