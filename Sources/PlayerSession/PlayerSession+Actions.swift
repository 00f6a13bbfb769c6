import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Sends `command` as a control would and returns what came of it: the announcements it
    /// made and, when refused, why.
    mutating func send(_ command: PlayerCommand) -> ScreenReaderResponse {
        step { _ in .command(command, speech: .silent) }
    }

    /// Performs a screen-reader gesture and returns the response; the first gesture starts the
    /// cursor if no screen reader was running.
    mutating func perform(_ gesture: ScreenReaderGesture) -> ScreenReaderResponse {
        step { session in
            session.withCursor { cursor, model in cursor.interpret(gesture, in: model) }
        }
    }

    /// Performs a scripted or posted action and returns what came of it (Voice Control's
    /// reply among it); a caption or audio choice the source lacks is reported as a rejected
    /// command.
    mutating func perform(_ action: ScriptAction) -> (ScreenReaderResponse, voiceReply: String?) {
        switch action {
        case .command(let command): return (send(command), nil)
        case .gesture(let gesture): return (perform(gesture), nil)
        case .captions(.off): return (send(.selectCaptions(.off)), nil)
        case .captions(.id(let id)): return (send(.selectCaptions(.track(id))), nil)
        case .captions(.language(let language)):
            let response = choose(
                .legible, in: language, among: state.captionTracks, or: "no captions"
            ) { .selectCaptions(.track($0)) }
            return (response, nil)
        case .audio(.id(let id)): return (send(.selectAudio(id)), nil)
        case .audio(.language(let language)):
            let response = choose(.audio, in: language, among: state.audioTracks, or: "no audio") {
                .selectAudio($0)
            }
            return (response, nil)
        case .descriptions(.off): return (send(.adjust(.descriptions(nil))), nil)
        case .descriptions(.id(let id)): return (send(.adjust(.descriptions(id))), nil)
        case .descriptions(.language(let language)):
            guard let track = TrackQuery.description(language, in: state.captionTracks) else {
                reject("no descriptions in \(language)")
                return (ScreenReaderResponse(), nil)
            }
            return (send(.adjust(.descriptions(track.id))), nil)
        case .extendedDescriptions(let on):
            tick()
            descriptions.extended = on
            // A description whose end playback already passed is not waited for.
            if let speaking = descriptions.speaking, !descriptions.holding,
                state.position > speaking.cue.end
            {
                descriptions.speaking = nil
            }
            return (ScreenReaderResponse(), nil)
        case .audio(.off):
            reject("audio cannot be turned off")
            return (ScreenReaderResponse(), nil)
        case .assistive(let action): return perform(action)
        case .chapter(let move): return (moveToChapter(move), nil)
        }
    }

    /// Sends `command` for the track of `kind` in `language` that ``TrackQuery/find`` picks
    /// with the viewer's preferences; refuses with "`refusal` in `language`" when none is.
    private mutating func choose(
        _ kind: TrackKind, in language: String, among tracks: [TrackInfo], or refusal: String,
        _ command: (TrackID) -> PlayerCommand
    ) -> ScreenReaderResponse {
        guard
            let track = TrackQuery.find(
                language, kind: kind, in: tracks, preferences: state.trackPreferences)
        else {
            reject("\(refusal) in \(language)")
            return ScreenReaderResponse()
        }
        return send(command(track.id))
    }
}
