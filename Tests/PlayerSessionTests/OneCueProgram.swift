import PlayerCore
import PlayerTesting

/// A one-minute program with an English track whose one cue runs from 1 s to 4 s: the session
/// tests' smallest source.
enum OneCueProgram {
    /// The English caption track.
    static let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
    /// Its one cue.
    static let hello = Cue(start: .seconds(1), end: .seconds(4), text: "Hello")
    /// The program.
    static let source = SyntheticSource(
        duration: .seconds(60), tracks: [english], cues: [english.id: [hello]])
}
