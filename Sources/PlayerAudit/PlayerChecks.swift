import PlayerAccessibility
import PlayerCore
import PlayerSession

/// The checks no static checker can make: they play the title's ``PlayerSession`` on a
/// virtual clock over what was read (``TitlePlayback``) and look at what a viewer would see.
///
/// - Effective reading speed: with slow motion at `rate`, the host time each cue stays on
///   screen is measured by stepping the manual clock from one caption boundary to the next;
///   a cue whose text needs more than the profile's ceiling per second of that time is a
///   finding (at rates above 1 the same text has less time).
/// - Seeks: from the start, forward 10 s at a time to the end and back again; after every
///   seek, before any time passes, the cues on screen must be exactly those the track has at
///   the new position.
/// - Forced narratives: with captions off and each audio language chosen, a forced track in
///   that language must be displayed.
/// - Selection: for a viewer in each of the four locales with captions on, the policy must
///   choose a caption track in the locale's language or the audio's, when one exists.
public struct PlayerChecks {
    /// The title the players open.
    public var title: AuditedTitle
    /// The profile whose ceilings the effective speeds are held to.
    public var profile: AuditProfile
    /// The audience those ceilings are for.
    public var audience: AuditAudience

    /// Checks of `title` under `profile`.
    public init(title: AuditedTitle, profile: AuditProfile, audience: AuditAudience = .adult) {
        self.title = title
        self.profile = profile
        self.audience = audience
    }

    /// The longest stretch without a caption boundary the reading-speed run plays through;
    /// longer ones are jumped.
    static let longestPlayedStretch = MediaTime.seconds(600)

    /// The locales the selection check plays in.
    public static let locales: [PlayerLanguage] = [.english, .spanish, .french, .german]

    private var textTracks: [TrackInfo] { Self.textTracks(of: title) }

    /// The legible tracks of `title` with a cue the checks can read, which the player-aware
    /// checks play; text descriptions, spoken rather than read, are not among them.
    static func textTracks(of title: AuditedTitle) -> [TrackInfo] {
        title.catalog.tracks.filter { track in
            track.kind == .legible && !track.isTextDescription
                && (title.cues[track.id] ?? []).contains {
                    CaptionTrackAudit.checkedText(of: $0) != nil
                }
        }
    }

    private func player(
        language: PlayerLanguage = .english, preferences: TrackPreferences = .init(),
        slowMotionRate: Double = 0.5
    ) -> TitlePlayback {
        TitlePlayback(
            title: title, language: language, preferences: preferences,
            slowMotionRate: slowMotionRate)
    }

    // MARK: Effective reading speed

    /// The cues of every text track read too fast at `rate` (slow motion's rate, by default
    /// half speed), measured through the engine.
    public func effectiveReadingSpeedFindings(at rate: Double) throws(MediaError) -> [AuditFinding]
    {
        var findings: [AuditFinding] = []
        for track in textTracks {
            let limit = profile.readingSpeed(track.language, audience)
            for (cue, span) in try screenTimes(of: track.id, at: rate) {
                guard let text = CaptionTrackAudit.checkedText(of: cue),
                    !text.allSatisfy(\.isWhitespace),
                    let speed = CaptionMeasure.readingSpeed(text, over: span, in: limit.unit),
                    speed > limit.maximum
                else { continue }
                findings.append(
                    AuditFinding(
                        check: .effectiveReadingSpeed, track: track.id, start: cue.start,
                        end: cue.end, measured: CaptionMeasure.rounded(speed),
                        limit: limit.maximum, unit: limit.unit.rawValue, profile: profile.name,
                        rate: rate,
                        text: CaptionMeasure.lines(text).joined(separator: " / ")))
            }
        }
        return findings
    }

    /// How long, in host time, each cue of `track` stayed on screen while the player played
    /// the whole title in slow motion at `rate`.
    func screenTimes(of track: TrackID, at rate: Double) throws(MediaError) -> [(Cue, MediaTime)] {
        var player = player(slowMotionRate: rate)
        var shown = ShownCues(track: track)
        var events = player.send(.selectCaptions(.track(track)))
        events += player.send(.slowMotion(.on))
        events += player.send(.play)
        let cues = title.cues[track] ?? []
        let boundaries = Set(cues.flatMap { [$0.start, $0.end] }).sorted()
        let playbackRate = PlaybackRate(rate) ?? .normal
        var host = MediaTime.zero
        var appeared: [Cue: MediaTime] = [:]
        var spans: [(Cue, MediaTime)] = []
        var unmeasured: Set<Cue> = []
        /// Follows the cue events of the last steps, `host` time into the playback.
        func record(_ events: [PlayerEvent]) {
            for change in shown.follow(events) {
                switch change {
                case .appeared(let cue):
                    appeared[cue] = host
                case .left(let cue) where !unmeasured.contains(cue):
                    spans.append((cue, host - (appeared[cue] ?? host)))
                case .left:
                    continue
                }
            }
        }
        record(events)
        for boundary in boundaries where boundary > player.session.position {
            guard !player.session.isClosed, player.session.state.playback == .playing else { break }
            if boundary - player.session.position > Self.longestPlayedStretch {
                // Nothing appears or leaves for that long: jump to just before the boundary.
                // A cue on screen across the jump stays far longer than any reading speed
                // needs, so it is not measured.
                unmeasured.formUnion(shown.cues)
                record(player.send(.seek(to: boundary - .seconds(1))))
            }
            let media = boundary - player.session.position
            // Host microseconds for `media` at the rate, rounded up so the boundary is reached.
            let step = MediaTime(
                microseconds: (media.microseconds * playbackRate.denominator
                    + playbackRate.numerator - 1) / playbackRate.numerator)
            let events = player.advance(by: step)
            host = host + step
            record(events)
        }
        for cue in shown.cues where !unmeasured.contains(cue) {
            spans.append((cue, host - (appeared[cue] ?? host)))
        }
        return spans.sorted { $0.0.start < $1.0.start }
    }

    // MARK: Seeks

    /// After every ±10 s seek across the title, whether each text track shows at once the cues
    /// it should; one result per track.
    public func seekResults() throws(MediaError) -> [CriterionResult] {
        guard let duration = title.catalog.duration, duration > .zero else {
            return textTracks.map {
                CriterionResult(
                    .cuesAfterSeek,
                    outcome: .cantTell, track: $0.id, detail: "the duration is unknown")
            }
        }
        var results: [CriterionResult] = []
        for track in textTracks {
            let cues = title.cues[track.id] ?? []
            var player = player()
            var shown = ShownCues(track: track.id)
            shown.follow(player.send(.selectCaptions(.track(track.id))))
            shown.follow(player.send(.play))
            shown.follow(player.send(.pause))
            // Across the title, or only to 10 s past the last cue when the duration claims
            // far more (a damaged header can say hundreds of thousands of hours).
            let span = min(duration, (cues.map(\.end).max() ?? .zero) + PlayerState.skipInterval)
            var seeks = 0
            var failure: String?
            func check(after command: PlayerCommand) {
                shown.follow(player.send(command))
                seeks += 1
                let expected = Set(cues.filter { $0.isActive(at: player.session.position) })
                if failure == nil, expected != shown.cues {
                    failure =
                        "at \(player.session.position) after \(command == .forward ? "forward" : "rewind"):"
                        + " \(shown.cues.count) cue(s) shown, \(expected.count) expected"
                }
            }
            while player.session.position < span {
                check(after: .forward)
            }
            while player.session.position > .zero {
                check(after: .rewind)
            }
            results.append(
                CriterionResult(
                    .cuesAfterSeek,
                    outcome: failure == nil ? .passed : .failed, track: track.id,
                    detail: failure ?? "\(seeks) seeks of 10 s, the right cues on screen after each"
                ))
        }
        return results
    }

    // MARK: Forced narratives and selection

    /// With captions off, whether each audio language's forced track is shown.
    public func forcedTrackResults() throws(MediaError) -> [CriterionResult] {
        let legible = title.catalog.tracks.filter { $0.kind == .legible }
        var results: [CriterionResult] = []
        for audio in distinctLanguageAudioTracks() {
            guard let language = audio.language else { continue }
            let forced = legible.filter {
                $0.flags.contains(.forced) && $0.language?.isSameLanguage(as: language) == true
            }
            guard !forced.isEmpty else {
                results.append(
                    CriterionResult(
                        .forcedWithCaptionsOff,
                        outcome: .cantTell, track: audio.id,
                        detail: "no forced track in \(language); whether the audio needs one"
                            + " cannot be told from the file"))
                continue
            }
            var player = player()
            player.send(.selectAudio(audio.id))
            player.send(.selectCaptions(.off))
            let shown = player.session.state.displayedCaptionTrack
            let passed = forced.contains { $0.id == shown }
            results.append(
                CriterionResult(
                    .forcedWithCaptionsOff,
                    outcome: passed ? .passed : .failed, track: shown ?? forced[0].id,
                    detail: passed
                        ? "captions off, audio \(language): forced track \(shown!.rawValue) shown"
                        : "captions off, audio \(language): forced track"
                            + " \(forced[0].id.rawValue) not shown"))
        }
        return results
    }

    /// For each locale and audio language, whether captions turned on pick a track in the
    /// locale's or the audio's language.
    public func selectionResults() throws(MediaError) -> [CriterionResult] {
        let legible = title.catalog.tracks.filter {
            $0.kind == .legible && !$0.flags.contains(.forced)
        }
        var results: [CriterionResult] = []
        for audio in distinctLanguageAudioTracks() {
            guard let audioLanguage = audio.language else { continue }
            for locale in Self.locales {
                let localeTag = LanguageTag(locale.rawValue)!
                let fitting = legible.filter { track in
                    guard let language = track.language else { return false }
                    return language.isSameLanguage(as: localeTag)
                        || language.isSameLanguage(as: audioLanguage)
                }
                let context = "locale \(locale.rawValue), audio \(audioLanguage)"
                guard !fitting.isEmpty else {
                    results.append(
                        CriterionResult(
                            .captionSelection,
                            outcome: .cantTell, track: audio.id,
                            detail: "\(context): no captions in either language"))
                    continue
                }
                var player = player(
                    language: locale,
                    preferences: TrackPreferences(
                        preferredLanguages: [localeTag], captionsAlwaysOn: true, prefersSDH: true))
                player.send(.selectAudio(audio.id))
                var chosen: TrackID?
                if case .track(let id) = player.session.state.captions { chosen = id }
                let passed = fitting.contains { $0.id == chosen }
                results.append(
                    CriterionResult(
                        .captionSelection,
                        outcome: passed ? .passed : .failed, track: chosen ?? audio.id,
                        detail: passed
                            ? "\(context): track \(chosen!.rawValue) chosen"
                            : "\(context): "
                                + (chosen.map { "track \($0.rawValue) chosen" }
                                    ?? "captions stay off")
                                + " though track \(fitting[0].id.rawValue) fits"
                                + Self.defaultAdvice(among: legible, fitting: fitting[0])))
            }
        }
        return results
    }

    /// What to do about a selection that missed `fitting`: flag a default when no caption
    /// track has one, else name the track that has it (in neither language, as it was not
    /// the one that fits).
    static func defaultAdvice(among legible: [TrackInfo], fitting: TrackInfo) -> String {
        guard let flagged = legible.first(where: { $0.flags.contains(.default) }) else {
            return " (flag a default?)"
        }
        return " (the default flag is on track \(flagged.id.rawValue))"
    }

    /// The first non-description audio track of each language.
    private func distinctLanguageAudioTracks() -> [TrackInfo] {
        var seen: [LanguageTag] = []
        return title.catalog.tracks.filter { track in
            guard track.kind == .audio, !track.isAudioDescription, let language = track.language,
                !seen.contains(where: { $0.isSameLanguage(as: language) })
            else { return false }
            seen.append(language)
            return true
        }
    }
}
