import PlayerCore

extension CueFormat {
    /// The WebVTT cue settings stating `layout`, each after a space (`" line:10% position:8%,
    /// line-left size:20%"`); "" for the default layout.
    ///
    /// Percentages are rounded to thousandths and kept within 0–100%, the range WebVTT
    /// accepts (a TTML region may start left of the video). A region with a name and no height
    /// (a WebVTT region) is referred to by `region:`, and written out by
    /// ``webVTTRegionBlocks(_:)``; other regions are stated by the line, position and size the
    /// reader derived from them.
    static func webVTTSettings(_ layout: CueLayout) -> String {
        guard !layout.isDefault else { return "" }
        var settings: [String] = []
        if layout.direction != .horizontal {
            settings.append("vertical:" + layout.direction.rawValue)
        }
        switch layout.line {
        case .auto: break
        case .number(let number):
            settings.append("line:\(number)" + anchorSuffix(layout.lineAnchor))
        case .percent(let percent):
            settings.append("line:" + webVTTPercent(percent) + anchorSuffix(layout.lineAnchor))
        }
        if let position = layout.position {
            let anchor: String =
                switch layout.positionAnchor {
                case nil: ""
                case .start: ",line-left"
                case .center: ",center"
                case .end: ",line-right"
                }
            settings.append("position:" + webVTTPercent(position) + anchor)
        }
        if layout.size != 100 { settings.append("size:" + webVTTPercent(layout.size)) }
        if layout.textAlignment != .center {
            settings.append("align:" + layout.textAlignment.rawValue)
        }
        if let region = layout.region, let identifier = webVTTRegionIdentifier(region) {
            settings.append("region:" + identifier)
        }
        return settings.map { " " + $0 }.joined()
    }

    /// A `REGION` block for each WebVTT region the cues refer to, in order of first use.
    static func webVTTRegionBlocks(_ cues: [Cue]) -> String {
        var written: Set<String> = []
        var blocks = ""
        for cue in cues {
            guard let (identifier, block) = webVTTRegionBlock(of: cue),
                written.insert(identifier).inserted
            else { continue }
            blocks += block
        }
        return blocks
    }

    /// The name and `REGION` block of the WebVTT region `cue` refers to, if it refers to one.
    static func webVTTRegionBlock(of cue: Cue) -> (identifier: String, block: String)? {
        guard let region = cue.layout.region, let identifier = webVTTRegionIdentifier(region)
        else { return nil }
        return (
            identifier,
            "\nREGION\nid:\(identifier)\nwidth:\(webVTTPercent(region.width))\n"
                + "regionanchor:0%,0%\n"
                + "viewportanchor:\(webVTTPercent(region.x)),\(webVTTPercent(region.y))\n"
        )
    }

    /// The name a region is written under as a WebVTT region: a WebVTT region's own (sized by
    /// lines, so without a height) when it is one WebVTT allows (no space, no `-->`).
    private static func webVTTRegionIdentifier(_ region: CueRegion) -> String? {
        guard region.height == nil, let identifier = region.identifier, !identifier.isEmpty,
            !identifier.contains("-->"), !identifier.contains(where: \.isWhitespace)
        else { return nil }
        return identifier
    }

    private static func anchorSuffix(_ anchor: CueAnchor) -> String {
        switch anchor {
        case .start: ""
        case .center: ",center"
        case .end: ",end"
        }
    }

    /// `percent` within 0–100, rounded to thousandths, with a `%` sign.
    private static func webVTTPercent(_ percent: Double) -> String {
        let rounded = (min(max(percent, 0), 100) * 1000).rounded() / 1000
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + "%"
    }
}
