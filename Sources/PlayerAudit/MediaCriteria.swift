import PlayerCore

/// The media questions WCAG 2.2 and the ACT rules leave to an oracle, answered from a title's
/// catalog: pure, on values.
///
/// | check | criterion | ACT rule |
/// |---|---|---|
/// | `audioPresent` | 1.2.2 applicability (a video with audio needs captions) | eac66b |
/// | `durationOver3Seconds` | 1.4.2 Audio Control (audio over 3 s) | 80f0bf |
/// | `captionsForAudioLanguage` | 1.2.2 Captions (Prerecorded), per audio language | eac66b |
/// | `audioDescription` | 1.2.3 and 1.2.5: an audio-description track | 1ea59c, 1ec09b |
/// | `languageTag` | 3.1.2 Language of Parts: a valid BCP-47 tag per audio and legible track | — |
/// | `defaultAndForcedFlags` | 1.2.2: one default per kind, forced tracks with a language | — |
/// | `programTitle` | 2.4.2 Page Titled, read for "Current program is …" | — |
public enum MediaCriteria {
    /// Every answer for `catalog`, in the table's order.
    public static func results(for catalog: MediaCatalog) -> [CriterionResult] {
        let audio = catalog.tracks.filter { $0.kind == .audio }
        let video = catalog.tracks.filter { $0.kind == .video }
        let legible = catalog.tracks.filter { $0.kind == .legible }
        var results: [CriterionResult] = []
        results.append(
            CriterionResult(
                check: "audioPresent", criterion: "1.2.2 Captions (Prerecorded)",
                actRule: "eac66b", outcome: audio.isEmpty ? .failed : .passed,
                detail: audio.isEmpty ? "no audio track" : "\(audio.count) audio track(s)"))
        results.append(durationResult(catalog.duration, hasAudio: !audio.isEmpty))
        results += captionResults(audio: audio, legible: legible)
        results += descriptionResults(audio: audio, video: video, legible: legible)
        for track in audio + legible {
            results.append(languageResult(track))
        }
        results.append(flagResult(catalog.tracks))
        let title = catalog.metadata.title?.trimmingCharacters(in: .whitespaces) ?? ""
        results.append(
            CriterionResult(
                check: "programTitle", criterion: "2.4.2 Page Titled",
                outcome: title.isEmpty ? .failed : .passed,
                detail: title.isEmpty
                    ? "no title metadata: the player cannot say \"Current program is …\""
                    : "Current program is \(title)"))
        return results
    }

    private static func durationResult(_ duration: MediaTime?, hasAudio: Bool) -> CriterionResult {
        let outcome: AuditOutcome
        let detail: String
        if let duration {
            outcome = duration > .seconds(3) ? .passed : .failed
            detail = "duration \(duration)"
        } else {
            outcome = .cantTell
            detail = "duration unknown (live or unstated)"
        }
        return CriterionResult(
            check: "durationOver3Seconds", criterion: "1.4.2 Audio Control", actRule: "80f0bf",
            outcome: hasAudio ? outcome : .inapplicable, detail: detail)
    }

    /// 1.2.2, once per audio language: a caption track (not forced-only) in that language.
    private static func captionResults(audio: [TrackInfo], legible: [TrackInfo])
        -> [CriterionResult]
    {
        let captions = legible.filter { !$0.flags.contains(.forced) }
        var results: [CriterionResult] = []
        var seen: [LanguageTag] = []
        for track in audio where !track.isAudioDescription {
            guard let language = track.language else {
                results.append(
                    CriterionResult(
                        check: "captionsForAudioLanguage",
                        criterion: "1.2.2 Captions (Prerecorded)", actRule: "eac66b",
                        outcome: captions.isEmpty ? .failed : .cantTell, track: track.id,
                        detail: captions.isEmpty
                            ? "no caption track at all"
                            : "the audio's language is not stated"))
                continue
            }
            guard !seen.contains(where: { $0.isSameLanguage(as: language) }) else { continue }
            seen.append(language)
            let match = captions.first { $0.language?.isSameLanguage(as: language) == true }
            results.append(
                CriterionResult(
                    check: "captionsForAudioLanguage", criterion: "1.2.2 Captions (Prerecorded)",
                    actRule: "eac66b", outcome: match == nil ? .failed : .passed,
                    track: match?.id ?? track.id,
                    detail: match.map { "captions in \(language): track \($0.id.rawValue)" }
                        ?? "no captions in \(language), the language of audio track \(track.id.rawValue)"
                ))
        }
        return results
    }

    /// 1.2.3 (an alternative: audio or text descriptions) and 1.2.5 (audio description).
    private static func descriptionResults(
        audio: [TrackInfo], video: [TrackInfo], legible: [TrackInfo]
    ) -> [CriterionResult] {
        let describedAudio = audio.first(where: \.isAudioDescription)
        let textDescriptions = legible.first { $0.flags.contains(.descriptions) }
        let applies = !video.isEmpty && !audio.isEmpty
        func outcome(_ found: TrackInfo?) -> AuditOutcome {
            applies ? (found == nil ? .failed : .passed) : .inapplicable
        }
        let detail =
            describedAudio.map { "audio description: track \($0.id.rawValue)" }
            ?? (applies ? "no audio-description track" : "not a video with audio")
        return [
            CriterionResult(
                check: "audioDescription",
                criterion: "1.2.3 Audio Description or Media Alternative (Prerecorded)",
                actRule: "1ea59c", outcome: outcome(describedAudio ?? textDescriptions),
                track: (describedAudio ?? textDescriptions)?.id, detail: detail),
            CriterionResult(
                check: "audioDescription", criterion: "1.2.5 Audio Description (Prerecorded)",
                actRule: "1ec09b", outcome: outcome(describedAudio), track: describedAudio?.id,
                detail: detail),
        ]
    }

    private static func languageResult(_ track: TrackInfo) -> CriterionResult {
        let outcome: AuditOutcome
        let detail: String
        if let language = track.language {
            outcome = language.isPrivateUse ? .cantTell : .passed
            detail =
                language.isPrivateUse
                ? "\(language) is a private-use code" : "\(language) is a valid BCP-47 tag"
        } else {
            outcome = .failed
            detail = "no language, or one that is not a BCP-47 tag (\"und\" names none)"
        }
        return CriterionResult(
            check: "languageTag", criterion: "3.1.2 Language of Parts", outcome: outcome,
            track: track.id, detail: "\(track.kind.rawValue) track: \(detail)")
    }

    private static func flagResult(_ tracks: [TrackInfo]) -> CriterionResult {
        var problems: [String] = []
        for kind in [TrackKind.audio, .legible] {
            let defaults = tracks.filter { $0.kind == kind && $0.flags.contains(.default) }
            if defaults.count > 1 {
                problems.append(
                    "\(defaults.count) \(kind.rawValue) tracks flagged default ("
                        + defaults.map { String($0.id.rawValue) }.joined(separator: ", ") + ")")
            }
        }
        for track in tracks where track.flags.contains(.forced) {
            if track.kind != .legible {
                problems.append(
                    "\(track.kind.rawValue) track \(track.id.rawValue) is flagged forced")
            } else if track.language == nil {
                problems.append("forced track \(track.id.rawValue) has no language")
            }
        }
        return CriterionResult(
            check: "defaultAndForcedFlags", criterion: "1.2.2 Captions (Prerecorded)",
            outcome: problems.isEmpty ? .passed : .failed,
            detail: problems.isEmpty
                ? "at most one default per kind; forced tracks have a language"
                : problems.joined(separator: "; "))
    }
}
