import PlayerCore

/// The line-by-line reader behind ``HLSPlaylist/init(parsing:location:)``: it keeps the tags
/// that apply to the next URI line (`EXTINF`, `EXT-X-BYTERANGE`, `EXT-X-STREAM-INF`) and those
/// in force until changed (`EXT-X-MAP`).
struct HLSPlaylistReader {
    /// Where the playlist was found; URIs are resolved against it.
    let location: String

    private var master = HLSMasterPlaylist()
    private var media = HLSMediaPlaylist()
    private var firstMasterTagLine: Int?
    private var firstSegmentLine: Int?
    /// Attributes of the `EXT-X-STREAM-INF` waiting for its URI line.
    private var pendingVariant: HLSAttributeList?
    /// `EXTINF` duration and title waiting for the segment's URI line.
    private var pendingDuration: (duration: MediaTime, title: String?)?
    /// `EXT-X-BYTERANGE` waiting for the segment's URI line: length and the offset if stated.
    private var pendingRange: (length: Int64, offset: Int64?)?
    private var pendingDiscontinuity = false
    private var discontinuitySequence: Int64 = 0
    private var map: (uri: String, range: HLSByteRange?)?
    /// The resource and end of the previous segment's byte range, where a range without an
    /// offset begins.
    private var previousRangeEnd: (uri: String, end: Int64)?
    private var elapsed = MediaTime.zero
    /// `EXT-X-PROGRAM-DATE-TIME` stated and carried forward.
    private var dating = HLSSegmentDating()

    init(location: String) {
        self.location = location
    }

    /// Reads the whole text.
    mutating func read(_ text: String) throws(HLSPlaylistError) -> HLSPlaylist {
        let lines = text.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        guard let header = lines.first,
            header.drop(while: { $0 == "\u{FEFF}" }).trimmingSpaces() == "#EXTM3U"
        else {
            throw .missingHeader
        }
        for (index, rawLine) in lines.enumerated().dropFirst() {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty {
                continue
            }
            if line.hasPrefix("#EXT") {
                try readTag(line, number: index + 1)
            } else if !line.hasPrefix("#") {
                try readURI(String(line), number: index + 1)
            }
        }
        if let masterLine = firstMasterTagLine, let segmentLine = firstSegmentLine {
            throw .mixesMasterAndMediaTags(line: max(masterLine, segmentLine))
        }
        return firstMasterTagLine != nil ? .master(master) : .media(media)
    }

    private mutating func readTag(_ line: Substring, number: Int) throws(HLSPlaylistError) {
        let colon = line.firstIndex(of: ":")
        let name = colon.map { line[..<$0] } ?? line
        let value = colon.map { line[line.index(after: $0)...] } ?? ""
        let malformed = HLSPlaylistError.malformedTag(line: number, text: String(line))
        switch name {
        case "#EXTINF":
            let comma = value.firstIndex(of: ",")
            guard let duration = MediaTime(decimalSeconds: value[..<(comma ?? value.endIndex)])
            else { throw malformed }
            let title = comma.map { value[value.index(after: $0)...].trimmingSpaces() }
            pendingDuration = (duration, title.flatMap { $0.isEmpty ? nil : String($0) })
            firstSegmentLine = firstSegmentLine ?? number
        case "#EXT-X-BYTERANGE":
            guard let range = Self.byteRange(value) else { throw malformed }
            pendingRange = range
        case "#EXT-X-MAP":
            guard let attributes = HLSAttributeList(value), let uri = attributes["URI"] else {
                throw malformed
            }
            var range: HLSByteRange?
            if let text = attributes["BYTERANGE"] {
                guard let parsed = Self.byteRange(text[...]) else { throw malformed }
                range = HLSByteRange(length: parsed.length, offset: parsed.offset ?? 0)
            }
            map = (resolve(uri), range)
        case "#EXT-X-TARGETDURATION":
            media.targetDuration = Int64(value.trimmingSpaces())
        case "#EXT-X-MEDIA-SEQUENCE":
            media.mediaSequence = Int64(value.trimmingSpaces()) ?? 0
        case "#EXT-X-DISCONTINUITY-SEQUENCE":
            discontinuitySequence = Int64(value.trimmingSpaces()) ?? 0
        case "#EXT-X-DISCONTINUITY":
            pendingDiscontinuity = true
        case "#EXT-X-PROGRAM-DATE-TIME":
            dating.state(value)
        case "#EXT-X-SKIP":
            guard let skipped = HLSAttributeList(value)?.integer("SKIPPED-SEGMENTS"), skipped >= 0,
                !media.mediaSequence.addingReportingOverflow(skipped).overflow
            else { throw malformed }
            media.skippedSegments = skipped
        case "#EXT-X-ENDLIST":
            media.hasEndList = true
        case "#EXT-X-PLAYLIST-TYPE":
            media.playlistType = .init(rawValue: String(value.trimmingSpaces()).uppercased())
        case "#EXT-X-MEDIA":
            guard let attributes = HLSAttributeList(value),
                let rendition = rendition(from: attributes)
            else { throw malformed }
            master.renditions.append(rendition)
            firstMasterTagLine = firstMasterTagLine ?? number
        case "#EXT-X-STREAM-INF":
            guard let attributes = HLSAttributeList(value) else { throw malformed }
            pendingVariant = attributes
            firstMasterTagLine = firstMasterTagLine ?? number
        default:
            break
        }
    }

    private mutating func readURI(_ reference: String, number: Int) throws(HLSPlaylistError) {
        let uri = resolve(reference)
        if let attributes = pendingVariant {
            pendingVariant = nil
            master.variants.append(variant(uri: uri, attributes: attributes))
            return
        }
        guard let (duration, title) = pendingDuration else {
            throw .malformedTag(line: number, text: "a URI without #EXTINF before it: \(reference)")
        }
        var byteRange: HLSByteRange?
        if let range = pendingRange {
            let offset =
                range.offset ?? (previousRangeEnd?.uri == uri ? previousRangeEnd!.end : nil)
            guard let offset else {
                throw .malformedTag(
                    line: number,
                    text: "#EXT-X-BYTERANGE without an offset after no range of \(uri)")
            }
            byteRange = HLSByteRange(length: range.length, offset: offset)
            previousRangeEnd = (uri, offset + range.length)
        } else {
            previousRangeEnd = nil
        }
        if pendingDiscontinuity {
            discontinuitySequence += 1
        }
        media.segments.append(
            HLSSegment(
                uri: uri, duration: duration, start: elapsed, title: title, byteRange: byteRange,
                mapURI: map?.uri, mapByteRange: map?.range,
                sequenceNumber: media.mediaSequence + media.skippedSegments
                    + Int64(media.segments.count),
                isDiscontinuity: pendingDiscontinuity,
                discontinuitySequence: discontinuitySequence,
                programDateTime: dating.date(
                    ofSegmentLasting: duration, afterDiscontinuity: pendingDiscontinuity)))
        elapsed = elapsed + duration
        pendingDuration = nil
        pendingRange = nil
        pendingDiscontinuity = false
    }

    private func rendition(from attributes: HLSAttributeList) -> HLSRendition? {
        guard let typeName = attributes["TYPE"],
            let type = HLSRendition.MediaType(rawValue: typeName),
            let groupID = attributes["GROUP-ID"], let name = attributes["NAME"]
        else { return nil }
        return HLSRendition(
            type: type, groupID: groupID, name: name, language: attributes["LANGUAGE"],
            associatedLanguage: attributes["ASSOC-LANGUAGE"],
            isDefault: attributes.yesOrNo("DEFAULT") ?? false,
            autoselect: attributes.yesOrNo("AUTOSELECT") ?? false,
            isForced: attributes.yesOrNo("FORCED") ?? false,
            instreamID: attributes["INSTREAM-ID"],
            characteristics: attributes["CHARACTERISTICS"].map {
                $0.split(separator: ",").map { String($0[...].trimmingSpaces()) }
            } ?? [],
            uri: attributes["URI"].map(resolve))
    }

    private func variant(uri: String, attributes: HLSAttributeList) -> HLSVariantStream {
        let closedCaptions = attributes["CLOSED-CAPTIONS"]
        return HLSVariantStream(
            uri: uri, bandwidth: attributes.integer("BANDWIDTH") ?? 0,
            codecs: attributes["CODECS"].map {
                $0.split(separator: ",").map { String($0[...].trimmingSpaces()) }
            } ?? [],
            resolution: attributes["RESOLUTION"], audioGroup: attributes["AUDIO"],
            subtitlesGroup: attributes["SUBTITLES"],
            closedCaptionsGroup: closedCaptions == "NONE" ? nil : closedCaptions)
    }

    private func resolve(_ reference: String) -> String {
        HLSReference.resolve(reference, against: location)
    }

    /// `<length>[@<offset>]`, or nil when malformed.
    private static func byteRange(_ text: Substring) -> (length: Int64, offset: Int64?)? {
        let parts = text.trimmingSpaces().split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let length = Int64(parts[0]), length >= 0 else {
            return nil
        }
        guard parts.count == 2 else { return (length, nil) }
        guard let offset = Int64(parts[1]), offset >= 0 else { return nil }
        return (length, offset)
    }
}

extension MediaTime {
    /// A time written as decimal seconds (`6`, `2.458`, `6.000000`), rounded to the nearest
    /// microsecond; nil when the text is not a non-negative decimal number.
    init?(decimalSeconds text: Substring) {
        let trimmed = text.trimmingSpaces()
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let seconds = Int64(parts[0])
        else { return nil }
        var microseconds: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1].prefix(7).map { Int64($0.wholeNumberValue!) }
            for place in 0..<6 {
                microseconds = microseconds * 10 + (place < digits.count ? digits[place] : 0)
            }
            if digits.count == 7 && digits[6] >= 5 {
                microseconds += 1
            }
        }
        self.init(microseconds: seconds * 1_000_000 + microseconds)
    }
}
