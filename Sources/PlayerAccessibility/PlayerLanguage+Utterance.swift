extension PlayerLanguage {
    /// What a screen reader says on landing on `element`, composed the way VoiceOver does.
    ///
    /// In order: "Selected" for a selected element with no value of its own, the label, the
    /// value, "collapsed" or "expanded" for an element that opens a panel, "dimmed" when not
    /// enabled, the role words ("button", "adjustable", "heading", or
    /// "heading level 2" for a heading with a level, "image"), and the hint unless the element is
    /// dimmed; parts joined by ", ".
    ///
    /// ```swift
    /// // "Off, selected for Closed Captions, button, Double tap to activate"
    /// // "Forward 10 seconds, dimmed, button"
    /// // "Subtitles, On, collapsed, button, Double tap to activate"
    /// ```
    public func utterance(for element: AccessibilityElement) -> String {
        let traits = element.traits
        var parts: [String] = []
        if traits.contains(.selected) && element.value.isEmpty {
            parts.append(string(.selectedTrait))
        }
        parts.append(element.label)
        parts.append(element.value)
        parts.append(disclosureWord(for: element, by: .voiceOver))
        if traits.contains(.notEnabled) {
            parts.append(string(.dimmedTrait))
        }
        if traits.contains(.button) {
            parts.append(string(.buttonTrait))
        }
        if traits.contains(.adjustable) {
            parts.append(string(.adjustableTrait))
        }
        if traits.contains(.header) {
            parts.append(headingWords(level: element.headingLevel))
        }
        if traits.contains(.image) {
            parts.append(string(.imageTrait))
        }
        if !traits.contains(.notEnabled) {
            parts.append(element.hint)
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// What `reader` says for an element that opens a panel: "collapsed" while the panel is
    /// not shown, "expanded" while it is; empty for any other element.
    func disclosureWord(for element: AccessibilityElement, by reader: ScreenReaderKind)
        -> String
    {
        switch (element.isExpanded, reader) {
        case (nil, _): ""
        case (true?, .voiceOver): string(.expandedTrait)
        case (false?, .voiceOver): string(.collapsedTrait)
        case (true?, .talkBack): string(.talkBackExpanded)
        case (false?, .talkBack): string(.talkBackCollapsed)
        }
    }

    /// "heading", or "heading level 2" for a heading with a level.
    func headingWords(level: Int) -> String {
        level > 0 ? string(.headingLevelTrait, ["level": String(level)]) : string(.headingTrait)
    }

    /// What a screen reader says when the focused element's content changes under it: the
    /// label, then the value ("Pause"; "English, selected for Closed Captions").
    public func changeUtterance(for element: AccessibilityElement) -> String {
        [element.label, element.value].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
