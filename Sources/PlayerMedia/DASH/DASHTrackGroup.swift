import PlayerCaptions
import PlayerCore

/// One track of a DASH presentation: an AdaptationSet, joined with the AdaptationSets of later
/// periods that agree on what it is, so that the track list does not change between periods.
///
/// Two AdaptationSets are one track, as Shaka joins them, when their content type, language,
/// flags (forced among them) and roles agree and neither period already gave that track one.
struct DASHTrackGroup {
    /// An AdaptationSet of the track in one period.
    struct Part {
        var period: DASHPeriod
        var adaptationSet: DASHAdaptationSet

        /// The Representation read: the first.
        var representation: DASHRepresentation { adaptationSet.representations[0] }
    }

    private struct Identity: Hashable {
        var contentType: DASHContentType
        var language: LanguageTag?
        var flags: TrackFlags
        var roles: [String]
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
            for set in period.adaptationSets {
                let identity = Identity(
                    contentType: set.contentType, language: set.language, flags: set.roles.flags,
                    roles: set.roles.roles)
                let part = Part(period: period, adaptationSet: set)
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

    /// The track as the MPD describes it: `@lang`, `Label`, the roles' flags, and the first
    /// Representation's codec, size, frame rate and sample rate.
    var info: TrackInfo {
        let representation = parts[0].representation
        let kind: TrackKind =
            switch adaptationSet.contentType {
            case .video: .video
            case .audio: .audio
            case .text, .other: .legible
            }
        return TrackInfo(
            id: TrackID(rawValue: 0), kind: kind,
            codec: Self.codecName(of: representation), language: adaptationSet.language,
            title: adaptationSet.label, flags: adaptationSet.roles.flags,
            sampleRate: representation.sampleRate,
            width: representation.width, height: representation.height,
            frameRate: representation.frameRate,
            sourcePath: kind == .legible ? representation.segments.first?.uri : nil)
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
