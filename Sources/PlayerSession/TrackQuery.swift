import PlayerCore

/// Finds the tracks a user names: by id ("3") or by language ("en", "pt-BR"), for the CLI's
/// options and the script's `captions` and `audio` commands alike.
public enum TrackQuery {
    /// The tracks of `kind` in `language`: those tagged exactly so when any are, else those
    /// of the same primary language ("en" finds "en-GB"); empty when the tag is not a
    /// language. Legible tracks are captions only: a text description track is never one.
    public static func tracks(
        _ kind: TrackKind, inLanguage language: String, among tracks: [TrackInfo]
    ) -> [TrackInfo] {
        inLanguage(language, among: tracks.filter { $0.kind == kind && !$0.isTextDescription })
    }

    /// Of `candidates`, those tagged exactly `language` when any are, else those of the same
    /// primary language; empty when the tag is not a language.
    private static func inLanguage(_ language: String, among candidates: [TrackInfo])
        -> [TrackInfo]
    {
        guard let wanted = LanguageTag(language) else { return [] }
        let exact = candidates.filter { $0.language == wanted }
        return exact.isEmpty
            ? candidates.filter { $0.language?.isSameLanguage(as: wanted) == true } : exact
    }

    /// The track of `kind` that `query` names: by number, or by language through the core's
    /// selection policy with the viewer's `preferences` (SDH or audio description first when
    /// preferred, then an exact tag, then the default flag), a forced track only when nothing
    /// else is in that language; nil when none matches. The one rule for the CLI's options and
    /// the script's `captions` and `audio`.
    public static func find(
        _ query: String, kind: TrackKind, in tracks: [TrackInfo],
        preferences: TrackPreferences = TrackPreferences()
    ) -> TrackInfo? {
        if let number = Int(query) {
            return tracks.first {
                $0.kind == kind && !$0.isTextDescription && $0.id.rawValue == number
            }
        }
        let matches = self.tracks(kind, inLanguage: query, among: tracks)
        var wanted = preferences
        wanted.preferredLanguages = LanguageTag(query).map { [$0] } ?? []
        wanted.captionsAlwaysOn = true
        let policy = TrackSelectionPolicy(preferences: wanted)
        let chosen: TrackID?
        switch kind {
        case .legible:
            if case .track(let id) = policy.captions(from: matches) {
                chosen = id
            } else {
                chosen = nil
            }
        case .audio:
            chosen = policy.audioTrack(from: matches)
        default:
            chosen = nil
        }
        return matches.first { $0.id == chosen }
            ?? matches.first { $0.flags.contains(.default) } ?? matches.first
    }

    /// The text description track `query` names: by number, or by language (an exact tag
    /// first, then the same primary language; the default-flagged one, else the first); nil
    /// when no text description track matches. The one rule for `--descriptions` and the
    /// script's `descriptions`.
    public static func description(_ query: String, in tracks: [TrackInfo]) -> TrackInfo? {
        let descriptions = tracks.filter(\.isTextDescription)
        if let number = Int(query) {
            return descriptions.first { $0.id.rawValue == number }
        }
        let matches = inLanguage(query, among: descriptions)
        return matches.first { $0.flags.contains(.default) } ?? matches.first
    }

    /// The text description track `--descriptions auto` speaks: the one in `language` when
    /// there is one, else the default-flagged one, else the first; nil without any.
    public static func automaticDescription(inLanguage language: String, among tracks: [TrackInfo])
        -> TrackInfo?
    {
        let descriptions = tracks.filter(\.isTextDescription)
        return description(language, in: tracks)
            ?? descriptions.first { $0.flags.contains(.default) } ?? descriptions.first
    }

    /// The track `captions` uses when none is named: the default-flagged legible track, else
    /// the first legible one.
    public static func defaultLegible(in tracks: [TrackInfo]) -> TrackInfo? {
        let legible = tracks.filter { $0.kind == .legible }
        return legible.first { $0.flags.contains(.default) } ?? legible.first
    }

    /// The tracks of `kind` as error messages list them: "2 (en), 3 (es)"; for legible
    /// tracks, the caption tracks, or the text description tracks when `descriptions`.
    public static func listing(
        of kind: TrackKind, in tracks: [TrackInfo], descriptions: Bool = false
    ) -> String {
        tracks.filter { $0.kind == kind && $0.isTextDescription == descriptions }
            .map { "\($0.id.rawValue) (\($0.language?.description ?? "unknown language"))" }
            .joined(separator: ", ")
    }
}
