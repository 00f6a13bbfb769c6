extension CueLayout {
    /// What differs from the default layout, as a JSON object (nil when nothing does):
    /// `line` (`{"number": n}` or `{"percent": p}`), `lineAnchor`, `position`,
    /// `positionAnchor`, `size`, `align`, `vertical` (`rl`, `lr`), `region` (`id`, `x`, `y`,
    /// `width`, `height`, `displayAlign`) and `placement` (`top`, `middle`, `bottom`).
    /// Percentages are rounded to thousandths.
    public var json: JSONValue? {
        guard !isDefault else { return nil }
        let defaults = CueLayout()
        var members: [(String, JSONValue)] = []
        switch line {
        case .auto: break
        case .number(let number):
            members.append(("line", .object([("number", .integer(Int64(number)))])))
        case .percent(let percent):
            members.append(("line", .object([("percent", Self.json(percent))])))
        }
        if lineAnchor != defaults.lineAnchor {
            members.append(("lineAnchor", .string(lineAnchor.rawValue)))
        }
        if let position { members.append(("position", Self.json(position))) }
        if let positionAnchor {
            members.append(("positionAnchor", .string(positionAnchor.rawValue)))
        }
        if size != defaults.size { members.append(("size", Self.json(size))) }
        if textAlignment != defaults.textAlignment {
            members.append(("align", .string(textAlignment.rawValue)))
        }
        if direction != .horizontal { members.append(("vertical", .string(direction.rawValue))) }
        if let region {
            var box: [(String, JSONValue)] = []
            if let identifier = region.identifier { box.append(("id", .string(identifier))) }
            box += [
                ("x", Self.json(region.x)), ("y", Self.json(region.y)),
                ("width", Self.json(region.width)),
            ]
            if let height = region.height { box.append(("height", Self.json(height))) }
            box.append(("displayAlign", .string(region.displayAlign.rawValue)))
            members.append(("region", .object(box)))
        }
        members.append(("placement", .string(verticalPlacement.rawValue)))
        return .object(members)
    }

    /// A percentage rounded to thousandths, written as a whole number when it is one.
    private static func json(_ percent: Double) -> JSONValue {
        let rounded = (percent * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return .integer(Int64(rounded)) }
        return .number(rounded)
    }
}
