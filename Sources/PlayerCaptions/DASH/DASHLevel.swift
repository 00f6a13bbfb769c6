import PlayerCore

/// What one level of an MPD (MPD, Period, AdaptationSet, Representation) hands down to the
/// levels inside it: the `BaseURL` reached so far, the common attributes, and the segment
/// addressing elements, each level's attributes over the outer ones.
struct DASHLevel {
    /// What relative references resolve against: the MPD's location, then each `BaseURL`.
    var location: String
    /// `mimeType`, `codecs`, `width` … as the AdaptationSet and Representation state them.
    var attributes: [String: String] = [:]
    /// The `SegmentTemplate`, `SegmentList` and `SegmentBase` seen so far, merged.
    var template: DASHAddressingElement?
    var list: DASHAddressingElement?
    var base: DASHAddressingElement?
    /// Whether the innermost `BaseURL` below the MPD named a file, not a folder (without one, a
    /// Representation with no template or list names no media).
    var namesResource = false

    init(location: String) {
        self.location = location
    }

    /// The level inside `element`.
    func entering(_ element: DASHElement) -> DASHLevel {
        var inner = self
        if let reference = element.child(named: "BaseURL")?.text, !reference.isEmpty {
            inner.location = Self.resolve(reference, against: location)
            inner.namesResource = element.name != "MPD" && !reference.hasSuffix("/")
        }
        if element.name == "AdaptationSet" || element.name == "Representation" {
            inner.attributes.merge(element.attributes) { $1 }
        }
        inner.template = DASHAddressingElement.merging(
            element.child(named: "SegmentTemplate"), over: template)
        inner.list = DASHAddressingElement.merging(element.child(named: "SegmentList"), over: list)
        inner.base = DASHAddressingElement.merging(element.child(named: "SegmentBase"), over: base)
        return inner
    }

    /// `reference` resolved as HLS playlists resolve theirs; a `BaseURL` naming a folder
    /// (`subs/`) stays a folder for what is resolved against it next.
    static func resolve(_ reference: String, against location: String) -> String {
        let resolved = HLSReference.resolve(reference, against: location)
        if reference.hasSuffix("/") && !HLSReference.hasScheme(resolved) {
            return resolved + "/" + folderMarker
        }
        return resolved
    }

    /// The file name a folder's location ends with, so that its folder is the folder.
    static let folderMarker = "."

    /// The attribute `name` as an integer.
    func integer(_ name: String) -> Int? {
        attributes[name].flatMap { Int($0) }
    }

    /// `@frameRate`: `30`, or `30000/1001`.
    var frameRate: Double? {
        guard let text = attributes["frameRate"] else { return nil }
        let parts = text.split(separator: "/").compactMap { Double($0) }
        guard let first = parts.first, first > 0 else { return nil }
        return parts.count == 2 ? (parts[1] > 0 ? first / parts[1] : nil) : first
    }
}

/// A segment addressing element with the attributes and children it inherits.
struct DASHAddressingElement {
    var attributes: [String: String]
    var timeline: DASHElement?
    var segmentURLs: [DASHElement]
    var initialization: DASHElement?

    /// `element` over `outer`: its attributes win, its children replace the outer ones.
    static func merging(
        _ element: DASHElement?, over outer: DASHAddressingElement?
    ) -> DASHAddressingElement? {
        guard let element else { return outer }
        let urls = element.children(named: "SegmentURL")
        return DASHAddressingElement(
            attributes: (outer?.attributes ?? [:]).merging(element.attributes) { $1 },
            timeline: element.child(named: "SegmentTimeline") ?? outer?.timeline,
            segmentURLs: urls.isEmpty ? outer?.segmentURLs ?? [] : urls,
            initialization: element.child(named: "Initialization") ?? outer?.initialization)
    }

    func integer(_ name: String) -> Int64? {
        attributes[name].flatMap { Int64($0) }
    }
}
