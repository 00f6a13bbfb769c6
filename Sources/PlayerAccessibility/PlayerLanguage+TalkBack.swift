/// TalkBack's wording of an element, composed as TalkBack composes it.
///
/// Sources: TalkBack's own compositor (github.com/google/talkback,
/// talkback/src/main/res/raw/compositor.json, release of 2024-10-17) and its strings
/// (strings_compositor.xml, strings.xml in values, values-es, values-fr, values-de); the
/// node properties are Android's `AccessibilityNodeInfo` (developer.android.com/reference/
/// android/view/accessibility/AccessibilityNodeInfo: `setStateDescription`, `setSelected`,
/// `setEnabled`, `setHeading`, `setRangeInfo`, `setClassName` for the role).
extension PlayerLanguage {
    /// What TalkBack says on landing on `element`, in its default order (the compositor's
    /// `StateNameRolePosition`):
    ///
    /// 1. "selected" for a selected element (`get_description_for_tree`: `notifySelected`
    ///    first);
    /// 2. the state description (the element's value; `rule_default`:
    ///    `dedupJoin($node.stateDescription, $node.textOrLabel, role)`), left out for a
    ///    selected option, whose value only restates its selection;
    /// 3. the label (`textOrLabel`);
    /// 4. the role: "Button" for a button (`node_role` → `value_button`), "Slider" for an
    ///    adjustable element (a seek control, `value_seek_bar`; `rule_seek_bar` puts its
    ///    state first too), none for text;
    /// 5. "collapsed" or "expanded" for an element that opens a panel, after its role, as
    ///    TalkBack speaks the state of a node offering `ACTION_EXPAND` or `ACTION_COLLAPSE`;
    /// 6. "disabled" for an actionable element that is not enabled ("Announcement of
    ///    'disabled' should always be a postfix");
    /// 7. "Heading" for a heading (`TYPE_VIEW_ACCESSIBILITY_FOCUSED`: `heading_template`
    ///    after the description). Android's `AccessibilityNodeInfo` has no heading level, so
    ///    none is spoken;
    /// 8. the usage hint, for an enabled element only (`get_hint_from_node`): "Double-tap to
    ///    activate" for a button (`template_hint_clickable` with `value_double_tap`), the
    ///    adjustable hint for a slider (`template_hint_adjustable_2gesture` with the swipe
    ///    gestures, its quotation marks left out as they are not spoken).
    ///
    /// Parts are joined by ", " (`CompositorUtils.SEPARATOR_COMMA`).
    ///
    /// ```swift
    /// // "Off, Slow motion, Button, Double-tap to activate"
    /// // "63%, Playback slider, Slider, Swipe up or Swipe down to adjust"
    /// // "selected, Off, Button, Double-tap to activate"
    /// // "Demo Feature, 2024-05-01, Heading"
    /// ```
    public func talkBackUtterance(for element: AccessibilityElement) -> String {
        let traits = element.traits
        let isActionable = !traits.isDisjoint(with: [.button, .adjustable])
        var parts = talkBackDescription(of: element)
        parts.append(disclosureWord(for: element, by: .talkBack))
        if isActionable && traits.contains(.notEnabled) {
            parts.append(string(.talkBackDisabled))
        }
        if traits.contains(.header) {
            parts.append(string(.talkBackHeading))
        }
        if !traits.contains(.notEnabled) {
            if traits.contains(.adjustable) {
                parts.append(string(.talkBackAdjustHint))
            } else if traits.contains(.button) {
                parts.append(string(.talkBackActivateHint))
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// What TalkBack says when the focused element changed after a double tap: "selected"
    /// for a selection (`TYPE_VIEW_CLICKED`: `notify_selected`), else its new state and label
    /// (`TYPE_WINDOW_CONTENT_CHANGED` speaks a changed content description or state
    /// description; saying both when either changed is this model's choice).
    public func talkBackChangeUtterance(for element: AccessibilityElement) -> String {
        if element.traits.contains(.selected) {
            return [string(.talkBackSelected), element.label].joined(separator: ", ")
        }
        return [element.value, element.label].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// What TalkBack says after a slider moved: the seek control's rule again, state first
    /// (`TYPE_VIEW_SELECTED` on a `seek_control`: `rule_seek_bar`), without the hint.
    public func talkBackValueUtterance(for element: AccessibilityElement) -> String {
        talkBackDescription(of: element).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "selected", the state description, the label and the role.
    private func talkBackDescription(of element: AccessibilityElement) -> [String] {
        let traits = element.traits
        let isSelected = traits.contains(.selected)
        let role =
            traits.contains(.adjustable)
            ? string(.talkBackSlider)
            : traits.contains(.button)
                ? string(.talkBackButton) : traits.contains(.image) ? string(.talkBackImage) : ""
        return [
            isSelected ? string(.talkBackSelected) : "", isSelected ? "" : element.value,
            element.label, role,
        ]
    }
}
