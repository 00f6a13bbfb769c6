import PlayerCore

/// The tracks of a title by kind, for the answers of WCAG 1.2.1, 1.2.4 and 1.2.6–1.2.9, each
/// applying only where its criterion does and saying `cantTell` where the file cannot.
struct TitleKinds {
    var audio: [TrackInfo]
    var video: [TrackInfo]
    var legible: [TrackInfo]
    /// Whether the source is live (a live HLS or DASH presentation).
    var isLive: Bool
    /// The transcript files found beside the media.
    var transcripts: [String]

    /// The caption tracks: legible, neither forced-only nor text descriptions.
    private var captions: [TrackInfo] {
        legible.filter { !$0.flags.contains(.forced) && !$0.isTextDescription }
    }

    /// The first transcript: a transcript file, else a W3C DAPT script of the audio (its
    /// content descriptors start with "audio"), in words.
    private var transcript: String? {
        if let file = transcripts.first { return "transcript file \(file)" }
        return legible.first { track in track.roles.contains { $0.hasPrefix("audio") } }.map {
            "DAPT transcript script: track \($0.id.rawValue)"
        }
    }

    /// 1.2.1: audio-only media needs a transcript; video-only media a text description track
    /// or a transcript. Captions of an audio-only title are a timed transcript whose
    /// completeness the file cannot tell.
    var audioOrVideoOnlyResult: CriterionResult {
        let rule = AuditRule.audioOrVideoOnlyAlternative
        guard audio.isEmpty != video.isEmpty, !isLive else {
            return CriterionResult(
                rule, outcome: .inapplicable,
                detail: isLive
                    ? "a live source: 1.2.1 is about prerecorded media"
                    : audio.isEmpty ? "neither audio nor video" : "both audio and video")
        }
        if video.isEmpty {
            if let transcript {
                return CriterionResult(rule, outcome: .passed, detail: "audio-only: \(transcript)")
            }
            if let caption = captions.first {
                return CriterionResult(
                    rule, outcome: .cantTell, track: caption.id,
                    detail: "audio-only: no transcript, but caption track \(caption.id.rawValue);"
                        + " whether it is a full transcript cannot be told from the file")
            }
            return CriterionResult(
                rule, outcome: .failed,
                detail: "audio-only: no transcript beside the file, no DAPT transcript, no text"
                    + " track")
        }
        if let description = legible.first(where: \.isTextDescription) {
            return CriterionResult(
                rule, outcome: .passed, track: description.id,
                detail: "video-only: text descriptions: track \(description.id.rawValue)")
        }
        if let transcript {
            return CriterionResult(rule, outcome: .passed, detail: "video-only: \(transcript)")
        }
        return CriterionResult(
            rule, outcome: .failed,
            detail: "video-only: no text description track and no transcript beside the file")
    }

    /// 1.2.4: a live source with audio carries captions.
    var liveCaptionsResult: CriterionResult {
        guard isLive, !audio.isEmpty, !video.isEmpty else {
            return CriterionResult(
                .liveCaptions, outcome: .inapplicable,
                detail: isLive ? "no audio and video to caption" : "not a live source")
        }
        guard let caption = captions.first else {
            return CriterionResult(
                .liveCaptions, outcome: .failed, detail: "a live source without a caption track")
        }
        return CriterionResult(
            .liveCaptions, outcome: .passed, track: caption.id,
            detail: "live captions: track \(caption.id.rawValue)")
    }

    /// 1.2.6: a video track the source marks as sign language (DASH `Role` "sign"). Without
    /// one, an interpreter may still be in the main picture, which the file cannot tell.
    var signLanguageResult: CriterionResult {
        guard !audio.isEmpty, !video.isEmpty, !isLive else {
            return CriterionResult(
                .signLanguage, outcome: .inapplicable,
                detail: isLive ? "a live source" : "not a video with audio")
        }
        guard let sign = video.first(where: { $0.roles.contains("sign") }) else {
            return CriterionResult(
                .signLanguage, outcome: .cantTell,
                detail: "no video track is marked as sign language; an interpreter may be in the"
                    + " picture, which the file cannot tell")
        }
        return CriterionResult(
            .signLanguage, outcome: .passed, track: sign.id,
            detail: "sign language: video track \(sign.id.rawValue)")
    }

    /// 1.2.7: whether the text descriptions measured fit their pauses. Descriptions that do
    /// not need a player that pauses the video for them, which the file cannot promise.
    func extendedDescriptionResult(_ fits: [TrackID: DescriptionFitAudit]) -> CriterionResult {
        guard !audio.isEmpty, !video.isEmpty, !isLive else {
            return CriterionResult(
                .extendedDescription, outcome: .inapplicable,
                detail: isLive ? "a live source" : "not a video with audio")
        }
        guard let (track, fit) = fits.sorted(by: { $0.key < $1.key }).first else {
            return CriterionResult(
                .extendedDescription, outcome: .cantTell,
                detail: "no text descriptions were measured: whether the pauses in the audio"
                    + " suffice for description cannot be told from the file")
        }
        guard fit.overrunCount > 0 else {
            return CriterionResult(
                .extendedDescription, outcome: .passed, track: track,
                detail: "every description of track \(track.rawValue) fits its pause: none needs"
                    + " extended description")
        }
        return CriterionResult(
            .extendedDescription, outcome: .cantTell, track: track,
            detail: "\(fit.overrunCount) description(s) of track \(track.rawValue) overrun their"
                + " pause: extended description would pause the video"
                + " \(CaptionMeasure.formatted(CaptionMeasure.rounded(fit.extendedPause.secondsValue))) s"
                + " in all, which only the player can provide")
    }

    /// 1.2.8: a video has a full text alternative beside it.
    var mediaAlternativeResult: CriterionResult {
        guard !video.isEmpty, !isLive else {
            return CriterionResult(
                .mediaAlternative, outcome: .inapplicable,
                detail: isLive ? "a live source" : "no video track")
        }
        guard let transcript else {
            return CriterionResult(
                .mediaAlternative, outcome: .failed,
                detail: "no transcript beside the file (name.transcript.txt) and no DAPT"
                    + " transcript script")
        }
        return CriterionResult(.mediaAlternative, outcome: .passed, detail: transcript)
    }

    /// 1.2.9: a live audio-only source carries a text track.
    var liveAudioOnlyResult: CriterionResult {
        guard isLive, !audio.isEmpty, video.isEmpty else {
            return CriterionResult(
                .liveAudioOnlyAlternative, outcome: .inapplicable,
                detail: "not a live audio-only source")
        }
        guard let text = captions.first else {
            return CriterionResult(
                .liveAudioOnlyAlternative, outcome: .failed,
                detail: "a live audio-only source without a text track")
        }
        return CriterionResult(
            .liveAudioOnlyAlternative, outcome: .passed, track: text.id,
            detail: "live text: track \(text.id.rawValue)")
    }
}
