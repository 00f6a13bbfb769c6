internal import PlayerCaptions
internal import PlayerCore

/// One track of a DASH presentation: an AdaptationSet (a text AdaptationSet's Representation:
/// each of those is a track, as Shaka and Media3 list them), joined with those of later
/// periods that agree on what it is, so that the track list does not change between periods.
///
/// Two AdaptationSets are one track, as Shaka joins them, when their content type, language,
/// flags (forced among them) and roles agree and neither period already gave that track one;
/// text Representations join the Representation at the same place in the later set.
struct DASHTrackGroup {
    /// An AdaptationSet of the track in one period.
    struct Part {
        var period: DASHPeriod
        var adaptationSet: DASHAdaptationSet
        /// Which of the set's Representations is read: the first, but for text each its own.
        var representationIndex = 0

        /// The Representation read.
        var representation: DASHRepresentation {
            adaptationSet.representations[representationIndex]
        }

        /// The roles of the track: the Representation's with its set's, for text; the set's
        /// with its first Representation's otherwise.
        var roles: DASHTrackRoles {
            adaptationSet.contentType == .text ? representation.roles : adaptationSet.roles
        }
    }

    private struct Identity: Hashable {
        var contentType: DASHContentType
        var language: LanguageTag?
        var flags: TrackFlags
        var roles: [String]
        var representationIndex: Int
    }

    /// The track's parts, one per period it is in, in period order.
    var parts: [Part]

    /// The first part's AdaptationSet.
    var adaptationSet: DASHAdaptationSet { parts[0].adaptationSet }

    /// The tracks of `manifest`, in the order their first AdaptationSets appear.
    static func groups(in manifest: DASHManifest) -> [DASHTrackGroup] {
        var groups: [DASHTrackGroup] = []
        var byIdentity: [Identity: [Int]] = [:]
        for period in manifest.periods {
            var taken: Set<Int> = []
            let parts = period.adaptationSets.flatMap { set in
                let count = set.contentType == .text ? set.representations.count : 1
                return (0..<count).map {
                    Part(period: period, adaptationSet: set, representationIndex: $0)
                }
            }
            for part in parts {
                let set = part.adaptationSet
                let identity = Identity(
                    contentType: set.contentType, language: set.language,
                    flags: part.roles.flags, roles: part.roles.roles,
                    representationIndex: part.representationIndex)
                if let index = byIdentity[identity]?.first(where: { !taken.contains($0) }) {
                    groups[index].parts.append(part)
                    taken.insert(index)
                    continue
                }
                byIdentity[identity, default: []].append(groups.count)
                taken.insert(groups.count)
                groups.append(DASHTrackGroup(parts: [part]))
            }
        }
        return groups
    }

    /// The track as the MPD describes it: `@lang`, `Label`, the roles' flags and values, and
    /// the Representation's codec, size, frame rate, channel count and sample rate.
    var info: TrackInfo {
        let representation = parts[0].representation
        let kind: TrackKind =
            switch adaptationSet.contentType {
            case .video: .video
            case .audio: .audio
            case .text, .other: .legible
            }
        var info = TrackInfo(
            id: TrackID(rawValue: 0), kind: kind,
            codec: Self.codecName(of: representation), language: adaptationSet.language,
            title: adaptationSet.label, flags: parts[0].roles.flags,
            channels: representation.channels, sampleRate: representation.sampleRate,
            width: representation.width, height: representation.height,
            frameRate: representation.frameRate,
            sourcePath: kind == .legible ? representation.segments.first?.uri : nil)
        info.roles = parts[0].roles.roles
        return info
    }

    /// FFmpeg's name for what `representation` carries, from its `@codecs` (RFC 6381) or, for
    /// text without codecs, its MIME type; the codecs as written when the name is not known.
    static func codecName(of representation: DASHRepresentation) -> String {
        let codecs = representation.codecs?.split(separator: ",").first.map(String.init) ?? ""
        let family = codecs.split(separator: ".").first.map { $0.lowercased() } ?? ""
        switch family {
        case "avc1", "avc3": return "h264"
        case "hev1", "hvc1": return "hevc"
        case "mp4v": return "mpeg4"
        case "vp09": return "vp9"
        case "av01": return "av1"
        case "mp4a": return "aac"
        case "ac-3": return "ac3"
        case "ec-3": return "eac3"
        case "opus": return "opus"
        case "wvtt": return "webvtt"
        case "stpp": return "ttml"
        default: break
        }
        switch representation.mimeType?.lowercased() {
        case "text/vtt": return "webvtt"
        case "application/ttml+xml", "text/ttml": return "ttml"
        default: return codecs.isEmpty ? representation.mimeType ?? "unknown" : codecs
        }
    }
}
