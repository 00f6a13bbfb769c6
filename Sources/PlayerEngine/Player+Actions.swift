import PlayerAccessibility
import PlayerCore

extension Player {
    /// Sends `command` to the player as a control would, at the player's clock, and returns
    /// what came of it: the announcements it made and, when refused, why.
    @discardableResult
    public func send(_ command: PlayerCommand) -> ScreenReaderResponse {
        readClock()
        return step { .command(command, speech: .silent) }
    }

    /// Performs a screen-reader gesture at the player's clock and returns the response; the
    /// first gesture starts the cursor if no screen reader was running.
    @discardableResult
    public func perform(_ gesture: ScreenReaderGesture) -> ScreenReaderResponse {
        readClock()
        return step {
            var cursor = screenReader ?? ScreenReader(kind: options.screenReaderKind)
            let intent = cursor.interpret(gesture, in: model)
            screenReader = cursor
            return intent
        }
    }

    /// Performs a scripted or posted action; a caption or audio language the source lacks is
    /// reported as a rejected command.
    public func perform(_ action: ScriptAction) {
        guard !isClosed else { return }
        switch action {
        case .command(let command): send(command)
        case .gesture(let gesture): perform(gesture)
        case .captions(.off): send(.selectCaptions(.off))
        case .captions(.id(let id)): send(.selectCaptions(.track(id)))
        case .captions(.language(let language)):
            let policy = TrackSelectionPolicy(
                preferences: TrackPreferences(
                    preferredLanguages: LanguageTag(language).map { [$0] } ?? [],
                    captionsAlwaysOn: true,
                    prefersSDH: state.trackPreferences.prefersSDH))
            let candidates = TrackQuery.tracks(
                .legible, inLanguage: language, among: state.captionTracks)
            guard case .track(let id) = policy.captions(from: candidates) else {
                return reject("no captions in \(language)")
            }
            send(.selectCaptions(.track(id)))
        case .audio(.id(let id)): send(.selectAudio(id))
        case .audio(.language(let language)):
            let policy = TrackSelectionPolicy(
                preferences: TrackPreferences(
                    preferredLanguages: LanguageTag(language).map { [$0] } ?? [],
                    prefersAudioDescription: state.trackPreferences.prefersAudioDescription))
            let candidates = TrackQuery.tracks(
                .audio, inLanguage: language, among: state.audioTracks)
            guard let id = policy.audioTrack(from: candidates) else {
                return reject("no audio in \(language)")
            }
            send(.selectAudio(id))
        case .audio(.off): reject("audio cannot be turned off")
        case .assistive(let action): perform(action)
        }
    }

    /// Brings a real-time player's clock up to date before an action.
    func readClock() {
        if case .realTime(let clock) = options.clock {
            now = max(now, clock.now)
        }
    }
}
