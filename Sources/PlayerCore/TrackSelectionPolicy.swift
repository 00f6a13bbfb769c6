/// Chooses caption and audio tracks automatically from the viewer's ``TrackPreferences``.
///
/// Languages are BCP-47 tags compared case-insensitively; a track fits a preferred language
/// when its primary language is the same ("en-GB" fits "en"), and an exact tag fit beats a
/// primary-language fit within the same preferred language. Earlier preferred languages beat
/// later ones. Ties go to the track listed first.
///
/// Captions, with "Closed Captions + SDH" on (``TrackPreferences/captionsAlwaysOn``). Forced
/// tracks are never candidates here: they carry only the foreign-language lines; nor are
/// tracks a manifest declares that the media does not carry (``TrackFlags/absent``), which
/// would show nothing; nor are text description tracks (``TrackInfo/isTextDescription``),
/// which describe the picture for blind viewers and are spoken, not read: a caption file of
/// descriptions played alone shows no captions.
///
/// | Row | Situation | Choice |
/// |-----|-----------|--------|
/// | C0 | the source is a caption file played by itself, whatever the setting | as C1–C3, else its first track that is not text descriptions |
/// | C1 | SDH preferred; the best-fitting language has an SDH or CC track | that SDH/CC track |
/// | C2 | the best-fitting language has several tracks | an exact tag fit, then the default-flagged one, then the first |
/// | C3 | no track fits a preferred language | the default-flagged track |
/// | C4 | no track fits and none is default-flagged | Off |
///
/// Captions Off (the setting off, or row C4):
///
/// | Row | Situation | Shown |
/// |-----|-----------|-------|
/// | F1 | a forced track in the audio track's language | that forced track, the selection staying Off |
/// | F2 | forced tracks only in other languages | nothing |
/// | F3 | the audio language unknown | nothing |
///
/// Audio:
///
/// | Row | Situation | Choice |
/// |-----|-----------|--------|
/// | A1 | a track fits a preferred language | the best fit (exact, then default-flagged, then first) |
/// | A2 | no track fits | the default-flagged track |
/// | A3 | no track fits and none is default-flagged | the first track |
/// | A4 | audio description not asked for | description tracks only when nothing else exists |
/// | A5 | audio description asked for | in the best-fitting language, the description track first |
///
/// An explicit choice by the viewer beats this policy until the next source opens
/// (see ``PlayerState``'s handling of ``EngineEvent/sourceOpened(_:)``).
public struct TrackSelectionPolicy: Hashable, Sendable {
    /// The preferences the policy follows.
    public var preferences: TrackPreferences

    /// A policy following `preferences`.
    public init(preferences: TrackPreferences) {
        self.preferences = preferences
    }

    /// The caption choice for `tracks` (legible tracks in display order) of a source that is a
    /// caption file played `alone` or not: rows C0–C4.
    public func captions(from tracks: [TrackInfo], alone: Bool = false) -> CaptionSelection {
        guard preferences.captionsAlwaysOn || alone else { return .off }
        let candidates = tracks.filter {
            $0.flags.isDisjoint(with: [.forced, .absent]) && !$0.isTextDescription
        }
        if let best = bestLanguageFit(in: candidates, preferringFlags: sdhRanking) {
            return .track(best.id)
        }
        if let fallback = candidates.first(where: { $0.flags.contains(.default) }) {
            return .track(fallback.id)
        }
        if alone, let first = tracks.first(where: { !$0.isTextDescription }) {
            return .track(first.id)
        }
        return .off
    }

    /// The forced track to show while captions are off: rows F1–F3.
    public func forcedTrack(from tracks: [TrackInfo], audioLanguage: LanguageTag?) -> TrackID? {
        guard let audioLanguage else { return nil }
        return tracks.first {
            $0.flags.contains(.forced) && $0.language?.isSameLanguage(as: audioLanguage) == true
        }?.id
    }

    /// The audio track to play from `tracks` (audio tracks in display order): rows A1–A5.
    public func audioTrack(from tracks: [TrackInfo]) -> TrackID? {
        let wantsDescription = preferences.prefersAudioDescription
        let regular = tracks.filter { !$0.isAudioDescription }
        let candidates = wantsDescription || regular.isEmpty ? tracks : regular
        let descriptionRanking: (TrackInfo) -> Bool = {
            wantsDescription && $0.isAudioDescription
        }
        return bestLanguageFit(in: candidates, preferringFlags: descriptionRanking)?.id
            ?? candidates.first { $0.flags.contains(.default) }?.id
            ?? candidates.first?.id
    }

    private func sdhRanking(_ track: TrackInfo) -> Bool {
        preferences.prefersSDH && !track.flags.isDisjoint(with: [.hearingImpaired, .captions])
    }

    /// The track fitting the earliest preferred language, ranked within that language by
    /// `preferred` flags, then an exact tag fit, then the default flag, then list order.
    private func bestLanguageFit(
        in tracks: [TrackInfo], preferringFlags preferred: (TrackInfo) -> Bool
    ) -> TrackInfo? {
        var best: (track: TrackInfo, key: (Int, Int, Int, Int))?
        for track in tracks {
            guard let fit = track.language?.match(in: preferences.preferredLanguages) else {
                continue
            }
            let key = (
                fit.index, preferred(track) ? 0 : 1, fit.isExact ? 0 : 1,
                track.flags.contains(.default) ? 0 : 1
            )
            if best.map({ key < $0.key }) ?? true {
                best = (track, key)
            }
        }
        return best?.track
    }
}

extension TrackInfo {
    /// Whether the track describes the picture for blind and low-vision viewers.
    public var isAudioDescription: Bool {
        !flags.isDisjoint(with: [.visualImpaired, .descriptions])
    }

    /// Whether the track is text descriptions of the picture, to be spoken for blind viewers:
    /// a legible track flagged ``TrackFlags/descriptions``. It is never a caption choice.
    public var isTextDescription: Bool {
        kind == .legible && flags.contains(.descriptions)
    }
}
