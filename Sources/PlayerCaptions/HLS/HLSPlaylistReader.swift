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
            let seconds = value[..<(comma ?? value.endIndex)]
            guard let duration = MediaTime(decimalSeconds: seconds) else {
                throw MediaTime.isDecimalNumber(seconds)
                    ? .outOfRange(line: number, quantity: "the duration", text: String(line))
                    : malformed
            }
            let title = comma.map { value[value.index(after: $0)...].trimmingSpaces() }
            pendingDuration = (duration, title.flatMap { $0.isEmpty ? nil : String($0) })
            firstSegmentLine = firstSegmentLine ?? number
        case "#EXT-X-BYTERANGE":
            pendingRange = try Self.byteRange(value, line: line, number: number)
        case "#EXT-X-MAP":
            guard let attributes = HLSAttributeList(value), let uri = attributes["URI"] else {
                throw malformed
            }
            var range: HLSByteRange?
            if let text = attributes["BYTERANGE"] {
                let parsed = try Self.byteRange(text[...], line: line, number: number)
                range = HLSByteRange(length: parsed.length, offset: parsed.offset ?? 0)
            }
            map = (resolve(uri), range)
        case "#EXT-X-TARGETDURATION":
            media.targetDuration = CheckedDecimal.wholeNumber(value.trimmingSpaces())
        case "#EXT-X-MEDIA-SEQUENCE":
            media.mediaSequence = try Self.sequenceNumber(value, line: line, number: number)
        case "#EXT-X-DISCONTINUITY-SEQUENCE":
            discontinuitySequence = try Self.sequenceNumber(value, line: line, number: number)
        case "#EXT-X-DISCONTINUITY":
            pendingDiscontinuity = true
        case "#EXT-X-PROGRAM-DATE-TIME":
            dating.state(value)
        case "#EXT-X-SKIP":
            guard let skipped = HLSAttributeList(value)?.integer("SKIPPED-SEGMENTS"), skipped >= 0,
                !media.mediaSequence.addingReportingOverflow(skipped).overflow
            else { throw malformed }
            media.skippedSegments = skipped
        case "#EXT-X-START":
            // A tag both kinds of playlist may hold (RFC 8216 §4.3.5); one that cannot be
            // read is ignored, as a client would.
            let point = HLSAttributeList(value).flatMap(HLSStartPoint.init(attributes:))
            media.startPoint = point
            master.startPoint = point
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
            guard let end = CheckedDecimal.sum(offset, range.length) else {
                throw .outOfRange(
                    line: number, quantity: "the end of the byte range", text: reference)
            }
            byteRange = HLSByteRange(length: range.length, offset: offset)
            previousRangeEnd = (uri, end)
        } else {
            previousRangeEnd = nil
        }
        if pendingDiscontinuity {
            guard let next = CheckedDecimal.sum(discontinuitySequence, 1) else {
                throw .outOfRange(
                    line: number, quantity: "the discontinuity sequence number", text: reference)
            }
            discontinuitySequence = next
        }
        guard
            let listed = CheckedDecimal.sum(media.skippedSegments, Int64(media.segments.count)),
            let sequenceNumber = CheckedDecimal.sum(media.mediaSequence, listed)
        else {
            throw .outOfRange(line: number, quantity: "the media sequence number", text: reference)
        }
        guard let end = elapsed.adding(duration) else {
            throw .outOfRange(line: number, quantity: "the playlist's length", text: reference)
        }
        media.segments.append(
            HLSSegment(
                uri: uri, duration: duration, start: elapsed, title: title, byteRange: byteRange,
                mapURI: map?.uri, mapByteRange: map?.range, sequenceNumber: sequenceNumber,
                isDiscontinuity: pendingDiscontinuity,
                discontinuitySequence: discontinuitySequence,
                programDateTime: dating.date(
                    ofSegmentLasting: duration, afterDiscontinuity: pendingDiscontinuity)))
        elapsed = end
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

    /// `<length>[@<offset>]`, both decimal integers, from tag `line` numbered `number`.
    private static func byteRange(
        _ text: Substring, line: Substring, number: Int
    ) throws(HLSPlaylistError) -> (length: Int64, offset: Int64?) {
        let parts = text.trimmingSpaces().split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy(CheckedDecimal.isDigits) else {
            throw .malformedTag(line: number, text: String(line))
        }
        guard let length = CheckedDecimal.wholeNumber(parts[0]),
            let offset = parts.count == 2 ? CheckedDecimal.wholeNumber(parts[1]) : 0
        else { throw .outOfRange(line: number, quantity: "the byte range", text: String(line)) }
        return (length, parts.count == 2 ? offset : nil)
    }

    /// The decimal integer of `EXT-X-MEDIA-SEQUENCE` or `EXT-X-DISCONTINUITY-SEQUENCE`: 0 when
    /// it is not a number (read leniently, as before), an error when it is one too large.
    private static func sequenceNumber(
        _ value: Substring, line: Substring, number: Int
    ) throws(HLSPlaylistError) -> Int64 {
        let digits = value.trimmingSpaces()
        guard CheckedDecimal.isDigits(digits) else { return 0 }
        guard let sequence = CheckedDecimal.wholeNumber(digits) else {
            throw .outOfRange(line: number, quantity: "the sequence number", text: String(line))
        }
        return sequence
    }
}

extension MediaTime {
    /// A time written as decimal seconds (`6`, `2.458`, `6.000000`), rounded to the nearest
    /// microsecond; nil when the text is not a non-negative decimal number of ASCII digits, or
    /// is one too large for a media time (see ``isDecimalNumber(_:)``).
    init?(decimalSeconds text: Substring) {
        let parts = text.trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false)
        guard Self.isDecimalNumber(text), let seconds = CheckedDecimal.wholeNumber(parts[0]),
            let fraction = parts.count == 2 && !parts[1].isEmpty
                ? CheckedDecimal.fractionMicroseconds(parts[1]) : 0
        else { return nil }
        self.init(hours: 0, minutes: 0, seconds: seconds, microseconds: fraction)
    }

    /// Whether `text` is written as decimal seconds, whatever its value: when it is but
    /// ``init(decimalSeconds:)`` gives nil, the number is out of range.
    static func isDecimalNumber(_ text: Substring) -> Bool {
        let parts = text.trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && CheckedDecimal.isDigits(parts[0])
            && (parts.count == 1 || parts[1].isEmpty || CheckedDecimal.isDigits(parts[1]))
    }
}
