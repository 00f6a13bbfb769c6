/// What kind of element a screen reader is on, and in what condition; decides the trait words
/// it speaks and the gestures that apply.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits, one per trait.
    public let rawValue: UInt16

    /// Traits from their raw bits.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Activated with a double tap; spoken "button".
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Changed with swipe up and down; spoken "adjustable".
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 1)
    /// Heads a group; spoken "heading".
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// The chosen one of its group; spoken "Selected" first unless the value says so.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does nothing when activated.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// Present but not usable now; spoken "dimmed", and activation does nothing.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 5)
    /// Its label or value changes often (a time, a position); screen readers poll it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
    /// Opens a panel that is not shown now (ARIA's `aria-expanded="false"`); spoken
    /// "collapsed".
    public static let collapsed = AccessibilityTraits(rawValue: 1 << 7)
    /// Opens the panel shown now (`aria-expanded="true"`); spoken "expanded".
    public static let expanded = AccessibilityTraits(rawValue: 1 << 8)
    /// A picture; spoken "image" (TalkBack: "Image").
    public static let image = AccessibilityTraits(rawValue: 1 << 9)
}
