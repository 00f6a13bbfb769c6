import Foundation
import PlayerCore

extension DASHManifest {
    /// The most segments one Representation may list; a timeline or template that would list
    /// more (`r="1000000000"`) is cut there with a warning, so that reading stays within a
    /// second and bounded memory.
    public static let maximumSegments = 100_000

    /// Reads the MPD in `bytes`, read from `location` (a path or URL).
    ///
    /// - Throws: ``DASHManifestError`` when the document is not well-formed XML or not an MPD.
    public init(parsing bytes: [UInt8], location: String) throws(DASHManifestError) {
        let root = try DASHElement.root(of: bytes)
        guard root.name == "MPD" else { throw .notAnMPD(root: root.name) }
        self.location = location
        isDynamic = root.attributes["type"] == "dynamic"
        duration = DASHDuration.parse(root.attributes["mediaPresentationDuration"])
        title = root.child(named: "ProgramInformation")?.child(named: "Title")?.text
        warnings = []
        let base = DASHLevel(location: location).entering(root)
        let periodElements = root.children(named: "Period")
        var starts: [MediaTime?] = []
        var previousEnd: MediaTime? = .zero
        for element in periodElements {
            let start = DASHDuration.parse(element.attributes["start"]) ?? previousEnd
            starts.append(start)
            let length = DASHDuration.parse(element.attributes["duration"])
            previousEnd = start.flatMap { start in length.map { start + $0 } }
        }
        periods = []
        if isDynamic {
            live = Self.liveTiming(of: root, location: location)
            if live == nil {
                warn(root, "is dynamic without a valid availabilityStartTime; read as it stands")
            }
        }
        for (index, element) in periodElements.enumerated() {
            guard let start = starts[index] else {
                warn(element, "has no start and follows a period of unknown length; left out")
                continue
            }
            var length = DASHDuration.parse(element.attributes["duration"])
            if length == nil {
                let next =
                    index + 1 < periodElements.count ? starts[index + 1] : self.duration
                length = next.flatMap { $0 > start ? $0 - start : nil }
            }
            periods.append(
                readPeriod(element, start: start, duration: length, base: base.entering(element)))
        }
    }

    /// The live timing the root of a dynamic MPD states; nil without an
    /// `availabilityStartTime`.
    private static func liveTiming(of root: DASHElement, location: String) -> DASHLiveTiming? {
        guard let start = root.attributes["availabilityStartTime"],
            let instant = HLSDateTime(iso8601: Substring(start))
        else { return nil }
        return DASHLiveTiming(
            availabilityStart: instant,
            timeShiftBufferDepth: DASHDuration.parse(root.attributes["timeShiftBufferDepth"]),
            suggestedPresentationDelay: DASHDuration.parse(
                root.attributes["suggestedPresentationDelay"]),
            minimumUpdatePeriod: DASHDuration.parse(root.attributes["minimumUpdatePeriod"]),
            location: root.child(named: "Location").map {
                DASHLevel.resolve($0.text, against: location)
            })
    }

    private mutating func readPeriod(
        _ element: DASHElement, start: MediaTime, duration: MediaTime?, base: DASHLevel
    ) -> DASHPeriod {
        var sets: [DASHAdaptationSet] = []
        for setElement in element.children(named: "AdaptationSet") {
            if let set = readAdaptationSet(
                setElement, base: base.entering(setElement), periodDuration: duration)
            {
                sets.append(set)
            }
        }
        return DASHPeriod(
            id: element.attributes["id"], start: start, duration: duration, adaptationSets: sets)
    }

    /// The channel count `element`'s `AudioChannelConfiguration` states in MPEG's scheme
    /// (ISO/IEC 23009-1 5.8.5.4: the value is the count); nil for none or another scheme.
    private static func channelCount(of element: DASHElement) -> Int? {
        element.children(named: "AudioChannelConfiguration").lazy.compactMap { descriptor in
            descriptor.attributes["schemeIdUri"]
                == "urn:mpeg:dash:23003:3:audio_channel_configuration:2011"
                ? descriptor.attributes["value"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
                : nil
        }.first
    }

    private mutating func readAdaptationSet(
        _ element: DASHElement, base: DASHLevel, periodDuration: MediaTime?
    ) -> DASHAdaptationSet? {
        var representations: [DASHRepresentation] = []
        func roleDescriptors(of element: DASHElement) -> [DASHElement] {
            element.children.filter { ["Role", "Accessibility"].contains($0.name) }
        }
        let setDescriptors = roleDescriptors(of: element)
        var descriptors = setDescriptors
        let representationElements = element.children(named: "Representation")
        for (index, child) in representationElements.enumerated() {
            let level = base.entering(child)
            guard let id = child.attributes["id"] else {
                warn(child, "has no id; left out")
                continue
            }
            let ownDescriptors = roleDescriptors(of: child)
            if index == 0 {
                descriptors += ownDescriptors
            }
            switch level.segments(representationID: id, periodDuration: periodDuration) {
            case .success(let addressing):
                if let note = addressing.note { warn(child, note) }
                representations.append(
                    DASHRepresentation(
                        id: id, bandwidth: level.integer("bandwidth"),
                        mimeType: level.attributes["mimeType"], codecs: level.attributes["codecs"],
                        width: level.integer("width"), height: level.integer("height"),
                        frameRate: level.frameRate,
                        sampleRate: level.integer("audioSamplingRate"),
                        channels: Self.channelCount(of: child) ?? Self.channelCount(of: element),
                        presentationTimeOffset: addressing.presentationTimeOffset,
                        segments: addressing.segments, initialization: addressing.initialization,
                        roles: DASHTrackRoles(setDescriptors + ownDescriptors),
                        segmentIndexRange: addressing.indexRange))
            case .failure(let reason):
                warn(child, "\(reason.text); left out")
            }
        }
        guard !representations.isEmpty else {
            warn(element, "has no Representation that can be read; left out")
            return nil
        }
        var services: [DASHClosedCaptionService] = []
        for descriptor in descriptors where descriptor.name == "Accessibility" {
            guard
                let read = DASHClosedCaptionService.services(
                    scheme: descriptor.attributes["schemeIdUri"] ?? "",
                    value: descriptor.attributes["value"])
            else { continue }
            services += read.services.filter { !services.contains($0) }
            for entry in read.rejected {
                warn(descriptor, "names no caption channel or service in \"\(entry)\"; ignored")
            }
        }
        let label = element.child(named: "Label")?.text ?? element.attributes["label"]
        return DASHAdaptationSet(
            id: element.attributes["id"],
            contentType: Self.contentType(of: element, first: representations[0]),
            language: LanguageTag(element.attributes["lang"]),
            languageAsWritten: element.attributes["lang"], label: label,
            roles: DASHTrackRoles(descriptors),
            closedCaptions: services, representations: representations, line: element.line)
    }

    /// `@contentType`, else the top level of the MIME type, else what the codecs carry.
    private static func contentType(
        of element: DASHElement, first: DASHRepresentation
    ) -> DASHContentType {
        if let stated = element.attributes["contentType"].flatMap(DASHContentType.init(rawValue:)) {
            return stated
        }
        let mimeType = first.mimeType?.lowercased() ?? ""
        let codecs = first.codecs?.lowercased() ?? ""
        if mimeType.hasPrefix("video/") { return .video }
        if mimeType.hasPrefix("audio/") { return .audio }
        if mimeType.hasPrefix("text/") || mimeType.hasSuffix("ttml+xml")
            || codecs.hasPrefix("stpp") || codecs.hasPrefix("wvtt")
        {
            return .text
        }
        return .other
    }

    private mutating func warn(_ element: DASHElement, _ text: String) {
        let id = element.attributes["id"].map { " id=\"\(TerminalText.excerpt($0))\"" } ?? ""
        warnings.append("\(location): <\(element.name)\(id)> (line \(element.line)) \(text)")
    }
}
