import Foundation
import PlayerCore

extension Skin {
    /// Reads a skin from its JSON text; `path` names the file in errors. Throws a
    /// ``SkinError`` saying where the first problem is: not JSON, an unknown key or control,
    /// a text that is neither a string nor an object of en, es, fr, de texts, a control
    /// listed twice, a rotor naming a control the skin lacks, Next episode without its
    /// title, a span that ends before it starts.
    public init(json data: Data, path: String) throws(SkinError) {
        let reader = SkinJSONReader(path: path)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw reader.error("not valid JSON" + (detail.map { " (\($0))" } ?? ""))
        }
        self = try reader.skin(from: root)
    }
}

/// Walks a skin's parsed JSON, naming the place of each problem ("controls[3].visibleText").
private struct SkinJSONReader {
    let path: String

    static let controlsByName = Dictionary(
        uniqueKeysWithValues: Control.allCases.map { ($0.identifier, $0) })
    static let knownControls = Control.allCases.map(\.identifier).joined(separator: ", ")

    func error(_ message: String) -> SkinError {
        SkinError(path: path, message: message)
    }

    func skin(from root: Any) throws(SkinError) -> Skin {
        let object = try self.object(
            root, at: "the top level",
            keys: [
                "name", "controls", "rotors", "skipIntro", "nextEpisode", "castDevices",
                "airPlayDevices", "initialFocus", "images",
            ])
        guard let list = object["controls"] else {
            throw error("\"controls\" is missing: the skin must list its controls")
        }
        let controls = try array(list, at: "controls").enumerated().map {
            (index, entry) throws(SkinError) in try control(entry, at: "controls[\(index)]")
        }
        guard !controls.isEmpty else { throw error("controls: the list is empty") }
        var seen = Set<Control>()
        for (index, entry) in controls.enumerated() where !seen.insert(entry.control).inserted {
            throw error("controls[\(index)]: \"\(entry.control.identifier)\" is listed twice")
        }
        let name = try object["name"].map { value throws(SkinError) in
            try string(value, at: "name")
        }
        var skin = Skin(name: name ?? path, controls: controls)
        if let value = object["skipIntro"] {
            let object = try self.object(value, at: "skipIntro", keys: ["chapter", "start", "end"])
            skin.skipIntro = try spanRule(object, at: "skipIntro")
        }
        if let value = object["nextEpisode"] {
            skin.nextEpisode = try nextEpisode(value)
        }
        if seen.contains(.nextEpisode), skin.nextEpisode == nil {
            throw error(
                "controls offers \"nextEpisode\" but there is no \"nextEpisode\" object giving"
                    + " the next episode's title")
        }
        if let value = object["initialFocus"] {
            let control = try controlNamed(
                try string(value, at: "initialFocus"), at: "initialFocus")
            guard seen.contains(control) else {
                throw error(
                    "initialFocus: \"\(control.identifier)\" is not among the skin's controls")
            }
            skin.initialFocus = control
        }
        if let value = object["images"] {
            skin.images = try array(value, at: "images").enumerated().map {
                (index, entry) throws(SkinError) in try image(entry, at: "images[\(index)]")
            }
            var names = Set<String>()
            for (index, image) in skin.images.enumerated() where !names.insert(image.name).inserted
            {
                throw error("images[\(index)]: \"\(image.name)\" is listed twice")
            }
        }
        skin.castDevices = try strings(object["castDevices"], at: "castDevices")
        skin.airPlayDevices = try strings(object["airPlayDevices"], at: "airPlayDevices")
        if let value = object["rotors"] {
            skin.rotors = try array(value, at: "rotors").enumerated().map {
                (index, entry) throws(SkinError) in
                try rotor(entry, at: "rotors[\(index)]", offered: seen)
            }
        }
        return skin
    }

    private func control(_ value: Any, at place: String) throws(SkinError) -> SkinControl {
        if let name = value as? String {
            return SkinControl(try controlNamed(name, at: place))
        }
        let object = try self.object(
            value, at: place,
            keys: ["id", "label", "labelOn", "visibleText", "visibleTextOn", "area"])
        guard let id = object["id"] else {
            throw error("\(place): \"id\" is missing (the control's name, such as \"lock\")")
        }
        var entry = SkinControl(try controlNamed(try string(id, at: "\(place).id"), at: place))
        entry.label = try text(object["label"], at: "\(place).label")
        entry.labelOn = try text(object["labelOn"], at: "\(place).labelOn")
        entry.visibleText = try text(object["visibleText"], at: "\(place).visibleText")
        entry.visibleTextOn = try text(object["visibleTextOn"], at: "\(place).visibleTextOn")
        if let area = object["area"] {
            let name = try string(area, at: "\(place).area")
            guard let placed = SkinArea(rawValue: name) else {
                throw error("\(place).area: \"\(name)\" is not top, center or bottom")
            }
            entry.area = placed
        }
        return entry
    }

    /// `{"id": NAME, "label": TEXT}` or `{"id": NAME, "decorative": true}`; the name may not
    /// be an element's identifier already.
    private func image(_ value: Any, at place: String) throws(SkinError) -> SkinImage {
        let object = try self.object(value, at: place, keys: ["id", "label", "decorative"])
        guard let id = object["id"] else {
            throw error("\(place): \"id\" is missing (the image's name, such as \"logo\")")
        }
        let name = try string(id, at: "\(place).id")
        guard !name.isEmpty, ElementID(identifier: name) == nil else {
            throw error("\(place).id: \"\(name)\" is empty or names a control or panel already")
        }
        var image = SkinImage(name: name, label: try text(object["label"], at: "\(place).label"))
        if let decorative = object["decorative"] {
            // JSON's true and false, not a number (which also reads as a Bool here).
            guard let number = decorative as? NSNumber, String(cString: number.objCType) == "c"
            else {
                throw error("\(place).decorative must be true or false")
            }
            let flag = number.boolValue
            image.isDecorative = flag
        }
        if image.isDecorative, image.label != nil {
            throw error("\(place): a decorative image is hidden from screen readers: no label")
        }
        return image
    }

    private func controlNamed(_ name: String, at place: String) throws(SkinError) -> Control {
        guard let control = Self.controlsByName[name] else {
            throw error("\(place): unknown control \"\(name)\" (known: \(Self.knownControls))")
        }
        return control
    }

    private func rotor(_ value: Any, at place: String, offered: Set<Control>) throws(SkinError)
        -> SkinRotor
    {
        let object = try self.object(value, at: place, keys: ["name", "controls"])
        guard let name = try text(object["name"], at: "\(place).name") else {
            throw error("\(place): \"name\" is missing (what VoiceOver says for the rotor)")
        }
        guard let list = object["controls"] else {
            throw error("\(place): \"controls\" is missing")
        }
        let controls = try array(list, at: "\(place).controls").enumerated().map {
            (index, entry) throws(SkinError) -> Control in
            let where_ = "\(place).controls[\(index)]"
            let control = try controlNamed(try string(entry, at: where_), at: where_)
            guard offered.contains(control) else {
                throw error("\(where_): \"\(control.identifier)\" is not among the skin's controls")
            }
            return control
        }
        return SkinRotor(name: name, controls: controls)
    }

    private func nextEpisode(_ value: Any) throws(SkinError) -> SkinNextEpisode {
        let place = "nextEpisode"
        let object = try self.object(
            value, at: place, keys: ["title", "countdown", "chapter", "start", "end"])
        guard let title = object["title"] else {
            throw error("\(place): \"title\" is missing (the next episode's title)")
        }
        var episode = SkinNextEpisode(title: try string(title, at: "\(place).title"))
        if let countdown = object["countdown"] {
            guard let seconds = countdown as? Int, !(countdown is Bool), (1...600).contains(seconds)
            else {
                throw error("\(place).countdown must be a whole number of seconds from 1 to 600")
            }
            episode.countdown = seconds
        }
        if object["chapter"] != nil || object["start"] != nil {
            episode.span = try spanRule(object, at: place)
        }
        return episode
    }

    /// `{"chapter": TITLE}` or `{"start": SECONDS, "end": SECONDS}` (end optional).
    private func spanRule(_ object: [String: Any], at place: String) throws(SkinError)
        -> SkinSpanRule
    {
        if let chapter = object["chapter"] {
            guard object["start"] == nil, object["end"] == nil else {
                throw error("\(place): give either \"chapter\" or \"start\" and \"end\", not both")
            }
            return .chapter(try string(chapter, at: "\(place).chapter"))
        }
        guard let start = object["start"] else {
            throw error("\(place): give \"chapter\" (a chapter title) or \"start\" (seconds)")
        }
        let from = try seconds(start, at: "\(place).start")
        let to = try object["end"].map { value throws(SkinError) in
            try seconds(value, at: "\(place).end")
        }
        if let to, to <= from {
            throw error("\(place): \"end\" (\(to)) must come after \"start\" (\(from))")
        }
        return .span(start: from, end: to)
    }

    private func seconds(_ value: Any, at place: String) throws(SkinError) -> MediaTime {
        guard !(value is Bool), let number = value as? Double, number.isFinite, number >= 0 else {
            throw error("\(place) must be a number of seconds, 0 or more")
        }
        return MediaTime(microseconds: Int64((number * 1_000_000).rounded()))
    }

    /// A string (every language) or an object of texts by language code.
    private func text(_ value: Any?, at place: String) throws(SkinError) -> LocalizedText? {
        guard let value else { return nil }
        if let text = value as? String {
            return LocalizedText(everywhere: text)
        }
        let codes = Set(PlayerLanguage.allCases.map(\.rawValue))
        guard let object = value as? [String: Any] else {
            throw error(
                "\(place) must be a string or an object of en, es, fr, de texts")
        }
        var texts: [PlayerLanguage: String] = [:]
        for (code, text) in object.sorted(by: { $0.key < $1.key }) {
            guard codes.contains(code), let language = PlayerLanguage(rawValue: code) else {
                throw error("\(place): unknown language \"\(code)\" (known: en, es, fr, de)")
            }
            texts[language] = try string(text, at: "\(place).\(code)")
        }
        return LocalizedText(texts)
    }

    private func object(_ value: Any, at place: String, keys: Set<String>) throws(SkinError)
        -> [String: Any]
    {
        guard let object = value as? [String: Any] else {
            throw error("\(place) must be an object")
        }
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            let known = keys.sorted().joined(separator: ", ")
            throw error("\(place): unknown key \"\(unknown)\" (known: \(known))")
        }
        return object
    }

    private func array(_ value: Any, at place: String) throws(SkinError) -> [Any] {
        guard let array = value as? [Any] else { throw error("\(place) must be a list") }
        return array
    }

    private func string(_ value: Any, at place: String) throws(SkinError) -> String {
        guard let text = value as? String else { throw error("\(place) must be a string") }
        return text
    }

    private func strings(_ value: Any?, at place: String) throws(SkinError) -> [String] {
        guard let value else { return [] }
        return try array(value, at: place).enumerated().map { (index, entry) throws(SkinError) in
            try string(entry, at: "\(place)[\(index)]")
        }
    }
}
