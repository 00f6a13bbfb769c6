import PlayerCore

/// The segments a Representation's addressing lists.
struct DASHAddressing {
    var segments: [DASHSegment]
    var initialization: DASHSegment?
    var presentationTimeOffset: MediaTime
    /// What was cut or skipped (a timeline longer than ``DASHManifest/maximumSegments``, a bad
    /// `S` entry), said after the element's name.
    var note: String?
    /// `SegmentBase@indexRange`: where the one file's `sidx` is.
    var indexRange: ClosedRange<Int64>?
}

/// Why a Representation's segments cannot be listed.
struct DASHAddressingFailure: Error {
    var text: String
}

extension DASHLevel {
    /// The Representation's segments: its `SegmentTemplate`, else its `SegmentList`, else its
    /// `SegmentBase` or `BaseURL` taken as one segment.
    func segments(
        representationID: String, periodDuration: MediaTime?
    ) -> Result<DASHAddressing, DASHAddressingFailure> {
        Result { () throws(DASHAddressingFailure) in
            if let template {
                return try templateSegments(
                    template, representationID: representationID, periodDuration: periodDuration)
            }
            if let list {
                return try listSegments(list, periodDuration: periodDuration)
            }
            guard namesResource else {
                return DASHAddressing(
                    segments: [], presentationTimeOffset: .zero,
                    note: "names no media (no BaseURL or segment element); listed, not readable")
            }
            let timescale = max(base?.integer("timescale") ?? 1, 1)
            let offset = base?.integer("presentationTimeOffset") ?? 0
            return DASHAddressing(
                segments: [
                    DASHSegment(
                        uri: location, byteRange: nil,
                        time: DASHTimescale(timescale).time(offset), duration: periodDuration)
                ],
                initialization: base?.initialization.flatMap {
                    initialization($0, representationID: representationID)
                },
                presentationTimeOffset: DASHTimescale(timescale).time(offset),
                indexRange: DASHByteRange.parse(base?.attributes["indexRange"]))
        }
    }

    private func templateSegments(
        _ template: DASHAddressingElement, representationID: String, periodDuration: MediaTime?
    ) throws(DASHAddressingFailure) -> DASHAddressing {
        guard let media = template.attributes["media"] else {
            throw DASHAddressingFailure(text: "has a SegmentTemplate without @media")
        }
        let bandwidth = integer("bandwidth")
        // Resolved once, identifiers and all: they expand to no `/`, so each segment's name
        // resolves to the resolved pattern expanded.
        let name = DASHTemplate(
            DASHLevel.resolve(media, against: location), representationID: representationID,
            bandwidth: bandwidth)
        guard name.isValid else {
            throw DASHAddressingFailure(
                text:
                    "has a SegmentTemplate media \"\(TerminalText.excerpt(media))\" that is not a valid template"
            )
        }
        var times = try timedEntries(of: template, periodDuration: periodDuration)
        let first = template.integer("startNumber") ?? 1
        var segments: [DASHSegment] = []
        segments.reserveCapacity(times.entries.count)
        for (index, entry) in times.entries.enumerated() {
            let uri = name.expanded(number: first &+ Int64(index), time: entry.start)
            segments.append(
                DASHSegment(
                    uri: uri, byteRange: nil,
                    time: times.scale.time(entry.start),
                    duration: times.scale.time(entry.duration)))
        }
        var initialization: DASHSegment?
        if let pattern = template.attributes["initialization"] {
            let initName = DASHTemplate(
                pattern, representationID: representationID, bandwidth: bandwidth)
            if initName.isValid {
                initialization = DASHSegment(
                    uri: DASHLevel.resolve(
                        initName.expanded(number: 0, time: 0), against: location),
                    time: .zero)
            } else {
                times.notes.append("its @initialization is not a valid template; ignored")
            }
        } else if let element = template.initialization {
            initialization = self.initialization(element, representationID: representationID)
        }
        return DASHAddressing(
            segments: segments, initialization: initialization,
            presentationTimeOffset: times.scale.time(times.offset),
            note: times.notes.isEmpty ? nil : times.notes.joined(separator: "; "))
    }

    private func listSegments(
        _ list: DASHAddressingElement, periodDuration: MediaTime?
    ) throws(DASHAddressingFailure) -> DASHAddressing {
        guard !list.segmentURLs.isEmpty else {
            throw DASHAddressingFailure(text: "has a SegmentList without SegmentURL")
        }
        let times = try timedEntries(
            of: list, periodDuration: periodDuration, count: list.segmentURLs.count)
        var segments: [DASHSegment] = []
        for (entry, url) in zip(times.entries, list.segmentURLs) {
            segments.append(
                DASHSegment(
                    uri: url.attributes["media"].map { DASHLevel.resolve($0, against: location) }
                        ?? location,
                    byteRange: DASHByteRange.parse(url.attributes["mediaRange"]),
                    time: times.scale.time(entry.start),
                    duration: times.scale.time(entry.duration)))
        }
        return DASHAddressing(
            segments: segments,
            initialization: list.initialization.flatMap {
                initialization($0, representationID: "")
            },
            presentationTimeOffset: times.scale.time(times.offset),
            note: times.notes.isEmpty ? nil : times.notes.joined(separator: "; "))
    }

    /// An `Initialization` element's segment: `@sourceURL` (else this level's resource) and
    /// `@range`.
    private func initialization(
        _ element: DASHElement, representationID: String
    ) -> DASHSegment? {
        DASHSegment(
            uri: element.attributes["sourceURL"].map { DASHLevel.resolve($0, against: location) }
                ?? location,
            byteRange: DASHByteRange.parse(element.attributes["range"]), time: .zero)
    }
}

/// `first-last` byte ranges (`@mediaRange`, `@range`).
enum DASHByteRange {
    static func parse(_ text: String?) -> ClosedRange<Int64>? {
        guard let parts = text?.split(separator: "-"), parts.count == 2,
            let first = Int64(parts[0]), let last = Int64(parts[1]), first >= 0, last >= first,
            last < .max
        else { return nil }
        return first...last
    }
}
