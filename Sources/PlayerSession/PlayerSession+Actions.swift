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

    /// Performs a scripted or posted action; a caption or audio choice the source lacks is
    /// reported as a rejected command.
    mutating func perform(_ action: ScriptAction) {
        switch action {
        case .command(let command): lastResponse = send(command)
        case .gesture(let gesture): lastResponse = perform(gesture)
        case .captions(.off): lastResponse = send(.selectCaptions(.off))
        case .captions(.id(let id)): lastResponse = send(.selectCaptions(.track(id)))
        case .captions(.language(let language)):
            guard
                let track = TrackQuery.find(
                    language, kind: .legible, in: state.captionTracks,
                    preferences: state.trackPreferences)
            else {
                lastResponse = ScreenReaderResponse()
                return reject("no captions in \(language)")
            }
            lastResponse = send(.selectCaptions(.track(track.id)))
        case .audio(.id(let id)): lastResponse = send(.selectAudio(id))
        case .audio(.language(let language)):
            guard
                let track = TrackQuery.find(
                    language, kind: .audio, in: state.audioTracks,
                    preferences: state.trackPreferences)
            else {
                lastResponse = ScreenReaderResponse()
                return reject("no audio in \(language)")
            }
            lastResponse = send(.selectAudio(track.id))
        case .audio(.off):
            lastResponse = ScreenReaderResponse()
            reject("audio cannot be turned off")
        case .assistive(let action): perform(action)
        }
    }
}
