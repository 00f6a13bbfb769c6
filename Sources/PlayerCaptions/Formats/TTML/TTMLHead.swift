import PlayerCore

/// What a document's `<head>` declares for its content to refer to: styles, regions and
/// speaking agents, each by `xml:id`.
struct TTMLHead {
    private var styles: [String: TTMLElement] = [:]
    private var regions: [String: TTMLElement] = [:]
    private var agentNames: [String: String] = [:]

    /// The declarations in `head`, or none when the document has no head.
    init(_ head: TTMLElement?) {
        guard let head else { return }
        for section in head.childElements {
            if section.isTimedText("styling") {
                for style in section.childElements where style.isTimedText("style") {
                    if let id = style.identifier { styles[id] = style }
                }
            } else if section.isTimedText("layout") {
                for region in section.childElements where region.isTimedText("region") {
                    if let id = region.identifier { regions[id] = region }
                }
            }
        }
        collectAgents(in: head)
    }

    /// The properties the styles a `style` attribute names (`references`, IDs apart by white
    /// space) give, in order, each later one overriding the earlier; an element's own `tts:`
    /// attributes then override them all.
    func referencedProperties(_ references: String) -> TTMLStyleProperties {
        var visited: Set<String> = []
        return referencedProperties(references, visited: &visited)
    }

    /// The properties the region `id` gives the content flowed into it: its styles, its
    /// nested `<style>` elements and its own attributes; none for an unknown region.
    func regionProperties(_ id: String?) -> TTMLStyleProperties {
        guard let id, let region = regions[id] else { return TTMLStyleProperties() }
        var visited: Set<String> = []
        var result = TTMLStyleProperties()
        for nested in region.childElements where nested.isTimedText("style") {
            result = result.overlaid(by: properties(of: nested, visited: &visited))
        }
        return result.overlaid(by: properties(of: region, visited: &visited)).inherited
    }

    /// The layout of text in the region `id`, measured on `viewport`; nil for no region, an
    /// unknown one, or one that cannot be placed (see
    /// ``PlayerCore/CueLayout/init(ttmlRegion:properties:viewport:)``).
    ///
    /// A region's `origin` or `extent` written outside the styling namespace (`ttm:origin`,
    /// an unprefixed `extent`, as some files do) is read when the region has no `tts:` one,
    /// as Media3 and browsers' TTML readers do: such a file means a position, and dropping it
    /// would put every caption at the bottom instead.
    func regionLayout(_ id: String?, viewport: TTMLViewport) -> CueLayout? {
        guard let id, let region = regions[id] else { return nil }
        var visited: Set<String> = []
        var properties = TTMLStyleProperties()
        for nested in region.childElements where nested.isTimedText("style") {
            properties = properties.overlaid(by: self.properties(of: nested, visited: &visited))
        }
        properties = properties.overlaid(by: self.properties(of: region, visited: &visited))
        if region[.styling, "origin"] == nil, let origin = region.foreignAttribute("origin") {
            properties.origin = TTMLLengthPair(origin) ?? properties.origin
        }
        if region[.styling, "extent"] == nil, let extent = region.foreignAttribute("extent") {
            properties.extent = TTMLLengthPair(extent) ?? properties.extent
        }
        return CueLayout(ttmlRegion: id, properties: properties, viewport: viewport)
    }

    /// The `<region>` element `id` names, if the head declares it.
    func region(_ id: String) -> TTMLElement? {
        regions[id]
    }

    /// Whether the region `id` is not displayed: `tts:display="none"` on it, its nested
    /// styles or the styles it refers to.
    func regionHides(_ id: String) -> Bool {
        guard let region = regions[id] else { return false }
        var visited: Set<String> = []
        var properties = TTMLStyleProperties()
        for nested in region.childElements where nested.isTimedText("style") {
            properties = properties.overlaid(by: self.properties(of: nested, visited: &visited))
        }
        return properties.overlaid(by: self.properties(of: region, visited: &visited)).hidden
            == true
    }

    /// The name of the agent `id` (its first `ttm:name`), or nil when it has none.
    func agentName(_ id: String) -> String? {
        agentNames[id]
    }

    /// Resolves chained style references; a style met twice on one chain adds nothing the
    /// second time, so reference cycles end.
    private func properties(
        of element: TTMLElement, visited: inout Set<String>
    ) -> TTMLStyleProperties {
        referencedProperties(element[.timedText, "style"] ?? "", visited: &visited)
            .overlaid(by: TTMLStyleProperties(inlineAttributesOf: element))
    }

    /// ``referencedProperties(_:)``, the styles in `visited` already met on this chain.
    private func referencedProperties(_ references: String, visited: inout Set<String>)
        -> TTMLStyleProperties
    {
        var result = TTMLStyleProperties()
        for id in references.split(whereSeparator: \.isWhitespace) {
            let id = String(id)
            guard let style = styles[id], visited.insert(id).inserted else { continue }
            result = result.overlaid(by: properties(of: style, visited: &visited))
        }
        return result
    }

    private mutating func collectAgents(in element: TTMLElement) {
        for child in element.childElements {
            if child.name == TTMLName(.metadata, "agent"), let id = child.identifier,
                let name = child.childElements.first(where: {
                    $0.name == TTMLName(.metadata, "name")
                })
            {
                let words = name.textContent.split(whereSeparator: \.isWhitespace)
                if !words.isEmpty { agentNames[id] = words.joined(separator: " ") }
            }
            collectAgents(in: child)
        }
    }
}

extension TTMLElement {
    /// The attribute `localName` in any namespace but the styling one, if there is one.
    func foreignAttribute(_ localName: String) -> String? {
        attributes.first { name, _ in name.localName == localName && name.namespace != .styling }?
            .value
    }

    /// The element's `xml:id` (or a bare `id`, as some older files write it).
    var identifier: String? {
        (self[.xml, "id"] ?? self[.timedText, "id"])?.trimmingXMLSpace()
    }
}
