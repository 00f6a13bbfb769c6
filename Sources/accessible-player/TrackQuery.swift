import PlayerCaptions
import PlayerCore
import PlayerMedia

/// Finds the track a user named on the command line: a track id ("3") or a language ("en").
enum TrackQuery {
    /// The track of `kind` that `query` names, preferring a default-flagged one among
    /// several of the same language; nil when none matches.
    static func find(_ query: String, kind: TrackKind, in tracks: [TrackInfo]) -> TrackInfo? {
        let candidates = tracks.filter { $0.kind == kind }
        if let number = Int(query) {
            return candidates.first { $0.id.rawValue == number }
        }
        guard let wanted = bcp47LanguageTag(query) else {
            return nil
        }
        let exact = candidates.filter { $0.language == wanted }
        let sameLanguage = candidates.filter {
            primaryLanguage(of: $0.language) == primaryLanguage(of: wanted)
        }
        let matches = exact.isEmpty ? sameLanguage : exact
        return matches.first { $0.flags.contains(.default) } ?? matches.first
    }

    /// The track `captions` uses when none is named: the default-flagged legible track, else
    /// the first legible one.
    static func defaultLegible(in tracks: [TrackInfo]) -> TrackInfo? {
        let legible = tracks.filter { $0.kind == .legible }
        return legible.first { $0.flags.contains(.default) } ?? legible.first
    }

    /// The tracks of `kind` as error messages list them: "2 (en), 3 (es)".
    static func listing(of kind: TrackKind, in tracks: [TrackInfo]) -> String {
        tracks.filter { $0.kind == kind }
            .map { "\($0.id.rawValue) (\($0.language ?? "unknown language"))" }
            .joined(separator: ", ")
    }

    private static func primaryLanguage(of tag: String?) -> Substring? {
        tag?.split(separator: "-").first
    }
}
