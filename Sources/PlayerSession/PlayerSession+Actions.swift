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
            choose(.legible, in: language, among: state.captionTracks, or: "no captions") {
                .selectCaptions(.track($0))
            }
        case .audio(.id(let id)): lastResponse = send(.selectAudio(id))
        case .audio(.language(let language)):
            choose(.audio, in: language, among: state.audioTracks, or: "no audio") {
                .selectAudio($0)
            }
        case .audio(.off):
            lastResponse = ScreenReaderResponse()
            reject("audio cannot be turned off")
        case .assistive(let action): perform(action)
        case .chapter(let move): moveToChapter(move)
        }
    }

    /// Sends `command` for the track of `kind` in `language` that ``TrackQuery/find`` picks
    /// with the viewer's preferences; refuses with "`refusal` in `language`" when none is.
    private mutating func choose(
        _ kind: TrackKind, in language: String, among tracks: [TrackInfo], or refusal: String,
        _ command: (TrackID) -> PlayerCommand
    ) {
        guard
            let track = TrackQuery.find(
                language, kind: kind, in: tracks, preferences: state.trackPreferences)
        else {
            lastResponse = ScreenReaderResponse()
            return reject("\(refusal) in \(language)")
        }
        lastResponse = send(command(track.id))
    }
}
