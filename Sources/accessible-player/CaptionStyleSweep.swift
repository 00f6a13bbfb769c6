import PlayerCore

/// The caption styles `snapshot --caption-style-sweep` draws: every size the panel offers,
/// each with every edge, each without and with a window, so that a reviewer sees how each
/// cue looks (and where it wraps) up to the largest settings.
enum CaptionStyleSweep {
    /// The sizes the caption style panel steps through, in percent.
    static let sizes = Array(stride(from: 50, through: 200, by: 25))

    /// `base` (the viewer's style) with each size, edge and window; each named for its file
    /// ("size200-dropShadow-window"). The window is drawn in `base`'s window colour, opaque
    /// unless `base` gives it an opacity.
    static func variants(of base: CaptionStyle) -> [(name: String, style: CaptionStyle)] {
        sizes.flatMap { size in
            CaptionEdge.allCases.flatMap { edge in
                [false, true].map { window in
                    var style = base
                    style.size = size
                    style.edge = edge
                    style.windowOpacity =
                        window ? (base.windowOpacity > 0 ? base.windowOpacity : 100) : 0
                    let name = "size\(size)-\(edge.name)" + (window ? "-window" : "")
                    return (name, style)
                }
            }
        }
    }
}
