import PlayerCore

/// The media questions WCAG 2.2 and the ACT rules leave to an oracle, answered from a title's
/// catalog: pure, on values. Each answer follows the criterion's applicability: the audio
/// criteria are inapplicable to a title without audio, 1.4.2 to one of 3 s or less.
///
/// | check | criterion | ACT rule |
/// |---|---|---|
/// | `audioPresent` | 1.2.2 applicability (a video with audio needs captions) | eac66b |
/// | `durationOver3Seconds` | 1.4.2 Audio Control (audio over 3 s) | 80f0bf |
/// | `captionsForAudioLanguage` | 1.2.2 Captions (Prerecorded), per audio language | eac66b |
/// | `audioDescriptionOrAlternative` | 1.2.3: audio or text descriptions | 1ea59c |
/// | `audioDescription` | 1.2.5: an audio-description track | 1ec09b |
/// | `audioOrVideoOnlyAlternative` | 1.2.1: a transcript for audio-only, a description or transcript for video-only | — |
/// | `liveCaptions` | 1.2.4 Captions (Live): a live source's caption track | — |
/// | `signLanguage` | 1.2.6: a video track marked sign language | — |
/// | `extendedDescription` | 1.2.7: text descriptions that fit their pauses | — |
/// | `mediaAlternative` | 1.2.8: a transcript for video | — |
/// | `liveAudioOnlyAlternative` | 1.2.9: a live audio-only source's text track | — |
/// | `languageTag` | 3.1.2 Language of Parts: a valid BCP-47 tag per audio and legible track | — |
/// | `defaultAndForcedFlags` | 1.2.2: one default per kind, forced tracks with a language | — |
/// | `programTitle` | 2.4.2 Page Titled, read for "Current program is …" | — |
public enum MediaCriteria {
    /// The longest audio 1.4.2 does not apply to.
    public static let audioControlThreshold = MediaTime.seconds(3)

    /// Every answer for `catalog`, in the table's order: `transcripts` are the transcript
    /// files found beside the media, `descriptionFits` the fit check of each text description
    /// track measured (none when speech was not measured).
    public static func results(
        for catalog: MediaCatalog, transcripts: [String] = [],
        descriptionFits: [TrackID: DescriptionFitAudit] = [:]
    ) -> [CriterionResult] {
        let audio = catalog.tracks.filter { $0.kind == .audio }
        let video = catalog.tracks.filter { $0.kind == .video }
        let legible = catalog.tracks.filter { $0.kind == .legible }
        var results: [CriterionResult] = []
        results.append(
            CriterionResult(
                .audioPresent, outcome: audio.isEmpty ? .inapplicable : .passed,
                detail: audio.isEmpty
                    ? "no audio track: the audio criteria do not apply"
                    : "\(audio.count) audio track(s)"))
        results.append(durationResult(catalog.duration, hasAudio: !audio.isEmpty))
        results += captionResults(audio: audio, video: video, legible: legible)
        results += descriptionResults(audio: audio, video: video, legible: legible)
        let kinds = TitleKinds(
            audio: audio, video: video, legible: legible, isLive: catalog.isLive,
            transcripts: transcripts)
        results += [
            kinds.audioOrVideoOnlyResult, kinds.liveCaptionsResult, kinds.signLanguageResult,
            kinds.extendedDescriptionResult(descriptionFits), kinds.mediaAlternativeResult,
            kinds.liveAudioOnlyResult,
        ]
        for track in audio + legible {
            results.append(languageResult(track))
        }
        results.append(flagResult(catalog.tracks))
        let title = catalog.metadata.title?.trimmingCharacters(in: .whitespaces) ?? ""
        results.append(
            CriterionResult(
                .programTitle, outcome: title.isEmpty ? .failed : .passed,
                detail: title.isEmpty
                    ? "no title metadata: the player cannot say \"Current program is …\""
                    : "Current program is \(title)"))
        return results
    }

    /// 1.4.2 applies to audio that plays for more than 3 s; the player can pause and mute it.
    private static func durationResult(_ duration: MediaTime?, hasAudio: Bool) -> CriterionResult {
        let outcome: AuditOutcome
        let detail: String
        if !hasAudio {
            outcome = .inapplicable
            detail = "no audio track"
        } else if let duration {
            let applies = duration > audioControlThreshold
            outcome = applies ? .passed : .inapplicable
            detail =
                applies
                ? "duration \(duration): the player can pause and mute the audio"
                : "duration \(duration): audio of \(audioControlThreshold.wholeSeconds) s or less"
                    + " needs no control"
        } else {
            outcome = .cantTell
            detail = "duration unknown (live or unstated)"
        }
        return CriterionResult(.durationOver3Seconds, outcome: outcome, detail: detail)
    }

    /// 1.2.2, once per audio language: a caption track (not forced-only, not text
    /// descriptions) in that language. An audio-only title is asked for a transcript instead
    /// (1.2.1): 1.2.2 is about synchronized media, so it is inapplicable there.
    private static func captionResults(audio: [TrackInfo], video: [TrackInfo], legible: [TrackInfo])
        -> [CriterionResult]
    {
        if video.isEmpty && !audio.isEmpty {
            return [
                CriterionResult(
                    .captionsForAudioLanguage, outcome: .inapplicable,
                    detail: "no video track: audio-only media needs a transcript (1.2.1), not"
                        + " captions")
            ]
        }
        let captions = legible.filter { !$0.flags.contains(.forced) && !$0.isTextDescription }
        var results: [CriterionResult] = []
        var seen: [LanguageTag] = []
        for track in audio where !track.isAudioDescription {
            guard let language = track.language, !language.isPrivateUse else {
                let unstated =
                    track.language.map { "the audio's language is the private-use code \($0)" }
                    ?? "the audio's language is not stated"
                results.append(
                    CriterionResult(
                        .captionsForAudioLanguage, outcome: captions.isEmpty ? .failed : .cantTell,
                        track: track.id,
                        detail: captions.isEmpty ? "no caption track at all" : unstated))
                continue
            }
            guard !seen.contains(where: { $0.isSameLanguage(as: language) }) else { continue }
            seen.append(language)
            let match = captions.first { $0.language?.isSameLanguage(as: language) == true }
            results.append(
                CriterionResult(
                    .captionsForAudioLanguage, outcome: match == nil ? .failed : .passed,
                    track: match?.id ?? track.id,
                    detail: match.map { "captions in \(language): track \($0.id.rawValue)" }
                        ?? "no captions in \(language), the language of audio track \(track.id.rawValue)"
                ))
        }
        return results
    }

    /// 1.2.3 (an alternative: audio or text descriptions) and 1.2.5 (audio description), which
    /// apply to a video with audio.
    private static func descriptionResults(
        audio: [TrackInfo], video: [TrackInfo], legible: [TrackInfo]
    ) -> [CriterionResult] {
        let describedAudio = audio.first(where: \.isAudioDescription)
        let textDescriptions = legible.first(where: \.isTextDescription)
        let applies = !video.isEmpty && !audio.isEmpty
        func outcome(_ found: TrackInfo?) -> AuditOutcome {
            applies ? (found == nil ? .failed : .passed) : .inapplicable
        }
        let inapplicable = video.isEmpty ? "no video track" : "no audio track"
        let alternative = describedAudio ?? textDescriptions
        return [
            CriterionResult(
                .audioDescriptionOrAlternative, outcome: outcome(alternative),
                track: alternative?.id,
                detail: describedAudio.map { "audio description: track \($0.id.rawValue)" }
                    ?? textDescriptions.map { "text descriptions: track \($0.id.rawValue)" }
                    ?? (applies ? "no audio-description or text-descriptions track" : inapplicable)
            ),
            CriterionResult(
                .audioDescription, outcome: outcome(describedAudio), track: describedAudio?.id,
                detail: describedAudio.map { "audio description: track \($0.id.rawValue)" }
                    ?? (applies ? "no audio-description track" : inapplicable)),
        ]
    }

    private static func languageResult(_ track: TrackInfo) -> CriterionResult {
        let outcome: AuditOutcome
        let detail: String
        if let language = track.language {
            outcome = language.isPrivateUse ? .cantTell : .passed
            detail =
                language.isPrivateUse
                ? "\(language) is a private-use code: which language it is cannot be told from the file"
                : "\(language) is a valid BCP-47 tag"
        } else {
            outcome = .failed
            detail = "no language, or one that is not a BCP-47 tag (\"und\" names none)"
        }
        return CriterionResult(
            .languageTag, outcome: outcome, track: track.id,
            detail: "\(track.kind.rawValue) track: \(detail)")
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
            .defaultAndForcedFlags, outcome: problems.isEmpty ? .passed : .failed,
            detail: problems.isEmpty
                ? "at most one default per kind; forced tracks have a language"
                : problems.joined(separator: "; "))
    }
}
