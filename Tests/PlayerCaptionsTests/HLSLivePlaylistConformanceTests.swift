import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// What we do with one of the corpus' playlists, where it is not what m3u8-parser does.
enum M3U8ParserConformance: Sendable {
    /// Read and compared field by field; `differences` are where we part from m3u8-parser on
    /// purpose, each checked to be there (and nowhere undeclared).
    case read(_ differences: [Difference] = [])
    /// Refused with ``HLSPlaylistError/malformedTag(line:text:)`` at `line`, for the reason
    /// given, where m3u8-parser reads the playlist.
    case refused(line: Int, because: String)

    /// A deliberate difference from m3u8-parser's manifest.
    enum Difference: Hashable, Sendable {
        /// `PLAYLIST-TYPE:VOD` without `EXT-X-ENDLIST`: no `endList` in m3u8-parser's manifest,
        /// which the players built on it (video.js) take as live; for us it is not live, as
        /// RFC 8216 §4.3.3.5 says a VOD playlist cannot change, so there is nothing to reload.
        case vodWithoutEndListIsNotLive
        /// The first `count` segments come before the first `EXT-X-PROGRAM-DATE-TIME`.
        /// m3u8-parser dates them backwards from that tag; we leave them undated: RFC 8216
        /// §4.3.2.6 has a tag date the segment after it, and we carry a date forward by the
        /// durations, never backwards over segments no tag speaks for.
        case undatedBeforeFirstProgramDateTime(count: Int)
    }
}

/// m3u8-parser's integration fixtures (corpus folder `hls-live-m3u8-parser`): every playlist
/// read by ``HLSPlaylist`` and compared, field by field, with the manifest m3u8-parser's own
/// test requires of it (`<name>.js`, read by ``JavaScriptLiteral``).
///
/// Compared: `mediaSequence`, `targetDuration`, `endList` and live-ness, `playlistType`,
/// `discontinuitySequence`, `discontinuityStarts`, `skip.skippedSegments`, and per segment
/// `uri` (theirs resolved against the playlist's folder as RFC 8216 §4.1 asks, as ours are),
/// `duration`, the start (the sum of their durations before it), the media sequence number
/// (`mediaSequence` + `skippedSegments` + the index), `timeline` (our discontinuity sequence),
/// `discontinuity`, `title`, `byterange`, `map.uri` and `map.byterange`, `programDateTime`
/// (to the microsecond) and `dateTimeString` / `dateTimeObject` (read by Foundation's ISO 8601
/// parser, not ours). A master playlist's `mediaGroups` (every `AUDIO`, `VIDEO`, `SUBTITLES`,
/// `CLOSED-CAPTIONS` rendition) and `playlists` (the variants) are compared with our
/// renditions and variants. Every member of their manifest is either compared or listed in
/// ``notCompared`` with the reason, so a field cannot be passed over silently.
@Suite(
    "HLS playlists against m3u8-parser's expected parses",
    .enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct HLSLivePlaylistConformanceTests {
    static let folder = "hls-live-m3u8-parser"

    /// Every playlist of the folder, by name, and what we do with it.
    static let playlists: [String: M3U8ParserConformance] = [
        "dateTime": .read(),
        "diff-init-key": .read(),
        "encrypted": .read(),
        "liveMissingSegmentDuration": .refused(
            line: 8,
            because: """
                lines 8 and 9 are segment URIs with no EXTINF before them; m3u8-parser gives \
                them the target duration (8 s), but RFC 8216 §4.3.2.1 requires EXTINF for every \
                Media Segment, and a made-up duration would shift every later cue
                """),
        "liveStart30sBefore": .read(),
        "llhls-byte-range": .refused(
            line: 7,
            because: """
                "587500@" has an @ and no offset, which the grammar <n>[@<o>] of RFC 8216 \
                §4.3.2.2 does not allow (m3u8-parser reads offset 0); line 13 would be refused \
                next: a range without an offset whose previous segment is another resource \
                (hls_450k_video2.ts after hls_450k_video.ts), which §4.3.2.2 forbids and \
                m3u8-parser places at the end of the other file's range (offset 1110328)
                """),
        "llhls-delta-byte-range": .read([.vodWithoutEndListIsNotLive]),
        "llhls": .read(),
        "llhlsDelta": .read([.undatedBeforeFirstProgramDateTime(count: 3)]),
        "master-fmp4": .read(),
        "missingEndlist": .read(),
        "multipleTargetDurations": .refused(
            line: 2,
            because: """
                001.ts has no EXTINF (and no target duration is known yet); m3u8-parser keeps \
                it without a duration and gives the next URIs the target duration then in \
                force, but RFC 8216 §4.3.2.1 requires EXTINF for every Media Segment (and \
                §4.3.3 allows one EXT-X-TARGETDURATION, where this playlist has two)
                """),
    ]

    /// Members of m3u8-parser's manifest that our model does not carry, and why, by path
    /// (`segments[].key` is the `key` of every segment).
    static let notCompared: [String: String] = {
        let lowLatency = """
            Low-Latency HLS: we reload whole playlists on RFC 8216 §6.3.4's timing and read \
            whole segments, so parts, preload hints, blocking reloads and rendition reports \
            are not used
            """
        let keys = """
            EXT-X-KEY: segments are decrypted by FFmpeg's HLS demuxer, not by this model (an \
            encrypted WebVTT rendition is not read)
            """
        return [
            "allowCache": "EXT-X-ALLOW-CACHE was removed in protocol version 7; caching is HTTP's",
            "version": "EXT-X-VERSION: the reader reads every tag it knows at any version",
            "iFramePlaylists": "EXT-X-I-FRAME-STREAM-INF: trick-play video, with no captions",
            "independentSegments": "EXT-X-INDEPENDENT-SEGMENTS: a hint for video decoding",
            "dateRanges": "EXT-X-DATERANGE (interstitials, ad and chapter metadata): not modelled",
            "skip.recentlyRemovedDateranges": "EXT-X-DATERANGE is not modelled",
            "segments[].key": keys,
            "segments[].map.key": keys,
            "segments[].parts": lowLatency,
            "preloadSegment": lowLatency,
            "renditionReports": lowLatency,
            "partInf": lowLatency,
            "partTargetDuration": lowLatency,
            "serverControl": lowLatency,
            "playlists[].timeline": "a variant is not on a timeline; its segments are",
            "playlists[].attributes.AVERAGE-BANDWIDTH": "not modelled (BANDWIDTH is)",
            "playlists[].attributes.FRAME-RATE": "not modelled: captions do not depend on it",
        ]
    }()

    /// Members compared, by path as in ``notCompared``.
    static let compared: Set<String> = [
        "mediaSequence", "targetDuration", "endList", "playlistType", "discontinuitySequence",
        "discontinuityStarts", "segments", "skip", "skip.skippedSegments",
        // The playlist's first EXT-X-PROGRAM-DATE-TIME: compared on the segment it dates.
        "dateTimeString", "dateTimeObject",
        "segments[].uri", "segments[].duration", "segments[].timeline",
        "segments[].discontinuity", "segments[].title", "segments[].byterange",
        "segments[].map", "segments[].map.uri", "segments[].map.byterange",
        "segments[].programDateTime", "segments[].dateTimeString", "segments[].dateTimeObject",
        "mediaGroups", "playlists", "playlists[].uri", "playlists[].attributes",
        "playlists[].attributes.BANDWIDTH", "playlists[].attributes.CODECS",
        "playlists[].attributes.RESOLUTION", "playlists[].attributes.AUDIO",
        "playlists[].attributes.SUBTITLES", "playlists[].attributes.CLOSED-CAPTIONS",
        "mediaGroups[][][].default", "mediaGroups[][][].autoselect",
        "mediaGroups[][][].language", "mediaGroups[][][].uri", "mediaGroups[][][].forced",
        "mediaGroups[][][].instreamId",
    ]

    @Test("Every playlist of the folder, and its .js, is covered")
    func everyPlaylistIsCovered() throws {
        let folder = Corpus.root.appendingPathComponent(Self.folder).path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        let names = Set(files.filter { $0.hasSuffix(".m3u8") }.map { String($0.dropLast(5)) })
        #expect(names == Set(Self.playlists.keys))
        for name in names.sorted() {
            #expect(files.contains(name + ".js"), "\(name).m3u8 has no \(name).js")
        }
    }

    @Test(
        "A playlist reads as m3u8-parser's expectation says, save the declared differences",
        arguments: HLSLivePlaylistConformanceTests.playlists.keys.sorted())
    func matchesTheExpectation(of name: String) throws {
        let path = Corpus.path(Self.folder, name + ".m3u8")
        let text = String(decoding: try Corpus.bytes("\(Self.folder)/\(name).m3u8"), as: UTF8.self)
        let theirs = try JavaScriptLiteral(
            module: String(
                decoding: try Corpus.bytes("\(Self.folder)/\(name).js"), as: UTF8.self))
        checkEveryMemberIsClassified(theirs)
        let resolver = ReferenceResolver(playlistPath: path)
        switch Self.playlists[name]! {
        case .refused(let line, let reason):
            let error = #expect(throws: HLSPlaylistError.self, "refused: \(reason)") {
                try HLSPlaylist(parsing: text, location: path)
            }
            guard let error else { return }
            guard case .malformedTag(let refusedLine, _) = error else {
                Issue.record("refused for another reason: \(error)")
                return
            }
            #expect(refusedLine == line, "refused at line \(line): \(reason)")
        case .read(let differences):
            switch try HLSPlaylist(parsing: text, location: path) {
            case .media(let ours):
                compare(ours, theirs, differences: Set(differences), resolver: resolver)
            case .master(let ours):
                #expect(theirs["segments"]?.elements?.isEmpty ?? true)
                #expect(theirs["discontinuityStarts"]?.elements?.isEmpty ?? true)
                compare(ours, theirs, resolver: resolver)
            }
        }
    }

    // MARK: - Media playlists

    private func compare(
        _ ours: HLSMediaPlaylist, _ theirs: JavaScriptLiteral,
        differences: Set<M3U8ParserConformance.Difference>, resolver: ReferenceResolver
    ) {
        let endList = theirs["endList"]?.bool ?? false
        #expect(ours.mediaSequence == theirs["mediaSequence"]?.integer ?? 0)
        #expect(ours.targetDuration == theirs["targetDuration"]?.integer)
        #expect(ours.playlistType?.rawValue == theirs["playlistType"]?.string)
        #expect(ours.hasEndList == endList)
        let vodWithoutEndList = theirs["playlistType"]?.string == "VOD" && !endList
        #expect(
            vodWithoutEndList == differences.contains(.vodWithoutEndListIsNotLive),
            "a VOD playlist without ENDLIST is a difference to declare, and only that")
        // m3u8-parser marks a live playlist only by the missing endList.
        #expect(ours.isLive == (!endList && !vodWithoutEndList))
        let skipped = theirs["skip"]?["skippedSegments"]?.integer ?? 0
        #expect(ours.skippedSegments == skipped)

        let segments = theirs["segments"]?.elements ?? []
        #expect(ours.segments.count == segments.count)
        let starts = Set(theirs["discontinuityStarts"]?.elements?.compactMap(\.integer) ?? [])
        #expect(
            Set(ours.segments.indices.filter { ours.segments[$0].isDiscontinuity }.map(Int64.init))
                == starts)
        if let first = ours.segments.first {
            let sequence = first.discontinuitySequence - (first.isDiscontinuity ? 1 : 0)
            #expect(sequence == theirs["discontinuitySequence"]?.integer ?? 0)
        }

        let undated =
            differences.lazy.compactMap { difference -> Int? in
                if case .undatedBeforeFirstProgramDateTime(let count) = difference {
                    count
                } else {
                    nil
                }
            }.first ?? 0
        let firstStated = segments.firstIndex { $0["dateTimeString"] != nil }
        let datedBackwards = segments.prefix(firstStated ?? 0).filter {
            $0["programDateTime"] != nil
        }
        #expect(
            datedBackwards.count == undated,
            "segments m3u8-parser dates backwards are a difference to declare, and only those")

        var start = MediaTime.zero
        for (index, (our, their)) in zip(ours.segments, segments).enumerated() {
            let context = Comment(rawValue: "segment \(index): \(our.uri)")
            let duration = their["duration"]?.number.map(MediaTime.init(secondsValue:))
            #expect(our.uri == their["uri"]?.string.map(resolver.resolve), context)
            #expect(our.duration == duration, context)
            #expect(our.start == start, context)
            start = start + (duration ?? .zero)
            #expect(our.sequenceNumber == ours.mediaSequence + skipped + Int64(index), context)
            #expect(our.discontinuitySequence == their["timeline"]?.integer, context)
            #expect(our.isDiscontinuity == (their["discontinuity"]?.bool ?? false), context)
            #expect(our.title == their["title"]?.string, context)
            #expect(our.byteRange == byteRange(their["byterange"]), context)
            #expect(our.mapURI == their["map"]?["uri"]?.string.map(resolver.resolve), context)
            #expect(our.mapByteRange == byteRange(their["map"]?["byterange"]), context)
            if index < undated {
                #expect(our.programDateTime == nil, context)
            } else {
                compareDates(our, their, context)
            }
        }
    }

    /// `programDateTime` (milliseconds since 1970 as a double, extrapolated by m3u8-parser)
    /// to the microsecond, and the date a tag states as Foundation reads it.
    private func compareDates(
        _ our: HLSSegment, _ their: JavaScriptLiteral, _ context: Comment
    ) {
        let ourMicroseconds = our.programDateTime?.microsecondsSince1970
        let theirMicroseconds = their["programDateTime"]?.number.map {
            Int64(($0 * 1_000).rounded())
        }
        #expect((ourMicroseconds == nil) == (theirMicroseconds == nil), context)
        if let ourMicroseconds, let theirMicroseconds {
            // m3u8-parser adds durations to a double of milliseconds: within a microsecond.
            #expect(abs(ourMicroseconds - theirMicroseconds) <= 1, context)
        }
        guard let stated = their["dateTimeString"]?.string else { return }
        #expect(their["dateTimeObject"] == .constructed("Date", [.string(stated)]), context)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = formatter.date(from: stated)
        #expect(
            ourMicroseconds.map { Double($0) / 1_000 }
                == date.map { ($0.timeIntervalSince1970 * 1_000).rounded() }, context)
    }

    private func byteRange(_ their: JavaScriptLiteral?) -> HLSByteRange? {
        guard let their else { return nil }
        guard let length = their["length"]?.integer, let offset = their["offset"]?.integer else {
            Issue.record("byterange without length and offset: \(their)")
            return nil
        }
        return HLSByteRange(length: length, offset: offset)
    }

    // MARK: - Master playlists

    private func compare(
        _ ours: HLSMasterPlaylist, _ theirs: JavaScriptLiteral, resolver: ReferenceResolver
    ) {
        var expected: [HLSRendition] = []
        for (typeName, groups) in theirs["mediaGroups"]?.members ?? [:] {
            guard let type = HLSRendition.MediaType(rawValue: typeName) else {
                Issue.record("unknown media group type \(typeName)")
                continue
            }
            for (groupID, names) in groups.members ?? [:] {
                for (name, their) in names.members ?? [:] {
                    expected.append(
                        HLSRendition(
                            type: type, groupID: groupID, name: name,
                            language: their["language"]?.string,
                            isDefault: their["default"]?.bool ?? false,
                            autoselect: their["autoselect"]?.bool ?? false,
                            isForced: their["forced"]?.bool ?? false,
                            instreamID: their["instreamId"]?.string,
                            uri: their["uri"]?.string.map(resolver.resolve)))
                }
            }
        }
        // m3u8-parser keys renditions by group and name, so theirs come unordered.
        #expect(ours.renditions.count == expected.count)
        #expect(Set(ours.renditions) == Set(expected))
        let legible = expected.filter { $0.type == .subtitles || $0.type == .closedCaptions }
        #expect(Set(ours.legibleRenditions) == Set(legible))
        #expect(ours.legibleRenditions.map(\.type) == [.subtitles, .closedCaptions])

        let variants = theirs["playlists"]?.elements ?? []
        #expect(ours.variants.count == variants.count)
        for (index, (our, their)) in zip(ours.variants, variants).enumerated() {
            let attributes = their["attributes"]
            let resolution = attributes?["RESOLUTION"].flatMap { size -> String? in
                guard let width = size["width"]?.integer, let height = size["height"]?.integer
                else { return nil }
                return "\(width)x\(height)"
            }
            let codecs = attributes?["CODECS"]?.string?.split(separator: ",").map(String.init)
            #expect(
                our
                    == HLSVariantStream(
                        uri: their["uri"]?.string.map(resolver.resolve) ?? "",
                        bandwidth: attributes?["BANDWIDTH"]?.integer ?? 0, codecs: codecs ?? [],
                        resolution: resolution, audioGroup: attributes?["AUDIO"]?.string,
                        subtitlesGroup: attributes?["SUBTITLES"]?.string,
                        closedCaptionsGroup: attributes?["CLOSED-CAPTIONS"]?.string),
                "variant \(index)")
        }
    }

    // MARK: - Every member accounted for

    /// Records every member of their manifest that is neither compared nor listed as not
    /// compared, down through segments, maps, variants and renditions.
    private func checkEveryMemberIsClassified(_ theirs: JavaScriptLiteral) {
        func walk(_ value: JavaScriptLiteral?, _ path: String, depth: Int = 0) {
            for (key, member) in value?.members ?? [:] {
                let memberPath = path.isEmpty ? key : "\(path).\(key)"
                if Self.notCompared[memberPath] != nil {
                    continue
                }
                guard Self.compared.contains(memberPath) else {
                    Issue.record("member \(memberPath) is neither compared nor listed as not")
                    continue
                }
                switch memberPath {
                case "segments", "playlists":
                    for element in member.elements ?? [] { walk(element, memberPath + "[]") }
                case "mediaGroups":
                    for groups in member.members?.values.map({ $0 }) ?? [] {
                        for names in groups.members?.values.map({ $0 }) ?? [] {
                            for rendition in names.members?.values.map({ $0 }) ?? [] {
                                walk(rendition, "mediaGroups[][][]")
                            }
                        }
                    }
                case "segments[].map", "playlists[].attributes", "skip":
                    walk(member, memberPath)
                default:
                    break
                }
            }
        }
        walk(theirs, "")
    }
}

/// Resolves m3u8-parser's URIs as written against the playlist's folder with Foundation's
/// file URLs, independently of ``HLSPlaylist``'s own resolution.
private struct ReferenceResolver {
    let folder: URL

    init(playlistPath: String) {
        folder = URL(fileURLWithPath: playlistPath).deletingLastPathComponent()
    }

    func resolve(_ reference: String) -> String {
        if reference.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil {
            return reference
        }
        if reference.hasPrefix("/") {
            return URL(fileURLWithPath: reference).standardized.path
        }
        return URL(fileURLWithPath: reference, relativeTo: folder).standardized.path
    }
}
