import PlayerCore

/// What a TTML content element passes down to its children: when they may be active (its
/// own active interval), the styles and region they inherit, the speaking agent and the
/// white-space mode.
struct TTMLContext {
    var interval: TTMLInterval
    /// The inherited style properties, without the region's.
    var style: TTMLStyleProperties
    /// The `region` in force, the nearest one up the tree.
    var regionID: String?
    /// The first agent `ttm:agent` names, the nearest one up the tree.
    var agentID: String?
    /// Whether `xml:space="preserve"` is in force (the default collapses white space).
    var preservesSpace: Bool

    /// The context at the top of the document `tt`: the whole timeline, no styles.
    init(tt: TTMLElement) {
        interval = TTMLInterval(begin: .zero, end: nil)
        style = TTMLStyleProperties()
        preservesSpace = tt[.xml, "space"]?.trimmingXMLSpace() == "preserve"
    }

    /// The context of `element`, a child of an element whose context is `parent`, active over
    /// `interval`, given the style properties it specifies (its referenced styles, then its
    /// own attributes).
    init(
        of element: TTMLElement, in parent: TTMLContext, specified: TTMLStyleProperties,
        interval: TTMLInterval
    ) {
        self = parent
        self.interval = interval
        style = parent.style.overlaid(by: specified.inherited)
        if let region = element[.timedText, "region"]?.trimmingXMLSpace(), !region.isEmpty {
            regionID = region
        }
        if let agent = element[.metadata, "agent"]?.split(whereSeparator: \.isWhitespace).first {
            agentID = String(agent)
        }
        if let space = element[.xml, "space"]?.trimmingXMLSpace() {
            preservesSpace = space == "preserve"
        }
    }
}
