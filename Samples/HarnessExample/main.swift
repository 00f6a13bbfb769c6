// A harness a reader can copy: a player over a synthetic film, driven the way a VoiceOver
// user would drive it, checked against what they should hear. Prints the transcript; exits 1
// when it differs.
import Foundation
import PlayerCore
import PlayerEngine
import PlayerTesting

let english = TrackInfo(
    id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en",
    flags: .hearingImpaired)
let source = SyntheticSource(
    duration: .seconds(30),
    tracks: [
        TrackInfo(id: TrackID(rawValue: 0), kind: .audio, codec: "aac", language: "en"), english,
    ],
    cues: [
        english.id: [
            Cue(start: .seconds(1), end: .seconds(4), text: "[DOOR CREAKS OPEN]"),
            Cue(
                start: .seconds(5), end: MediaTime(seconds: 8, milliseconds: 500),
                text: "ANNA: Is anyone here?"),
        ]
    ],
    metadata: TitleMetadata(title: "Harness Demo"))

let harness = try PlayerHarness(
    source: source,
    options: PlayerOptions(
        trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true)))
// The cursor lands on Close as the player screen appears, as VoiceOver's does.
let startedOnClose = harness.player.screenReader?.focus == .control(.close)
harness.swipeRight()  // the title
harness.swipeRight()  // Rewind 10 seconds
harness.swipeRight()  // Play
harness.doubleTap()  // plays: "Pause"
harness.advance(by: .seconds(6))
harness.magicTap()  // pauses
harness.close()

let expected = [
    "Harness Demo, heading level 1",
    "Rewind 10 seconds, button, Double tap to activate",
    "Play, button, Double tap to activate",
    "Pause",
    "Current program is Harness Demo",
    "[DOOR CREAKS OPEN]",
    "ANNA: Is anyone here?",
]
for line in harness.spokenTranscript {
    print(line)
}
let checks = [
    ("cursor on Close as the screen appeared", startedOnClose),
    ("transcript", harness.spokenTranscript == expected),
    (
        "paused at 6 s",
        harness.player.state.playback == .paused && harness.player.position == .seconds(6)
    ),
]
for (name, passed) in checks where !passed {
    FileHandle.standardError.write(Data("check failed: \(name)\n".utf8))
}
exit(checks.allSatisfy(\.1) ? 0 : 1)
