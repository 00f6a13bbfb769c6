import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerTesting
import Testing

/// The demo with three English SDH lines, the second on two lines.
private let captioned = SyntheticSource(
    duration: Demo.duration, tracks: Demo.tracks,
    cues: [
        Demo.englishSDH.id: [
            Cue(start: .seconds(1), end: .seconds(4), text: "[DOOR CREAKS OPEN]"),
            Cue(start: .seconds(5), end: .seconds(8), text: "ANNA: Is anyone here?\nHello?"),
            Cue(start: .seconds(70), end: .seconds(73), text: "(distant thunder)"),
        ]
    ], metadata: Demo.metadata)

/// The demo's English SDH captions beside an English text description track (track 90).
private let describedTrack = TrackInfo(
    id: TrackID(rawValue: 90), kind: .legible, codec: "webvtt", language: "en",
    flags: [.descriptions])
private let captionedAndDescribed = SyntheticSource(
    duration: Demo.duration, tracks: Demo.tracks + [describedTrack],
    cues: [
        Demo.englishSDH.id: [
            Cue(start: .seconds(1), end: .seconds(4), text: "[DOOR CREAKS OPEN]"),
            Cue(start: .seconds(5), end: .seconds(8), text: "ANNA: Is anyone here?"),
        ],
        describedTrack.id: [
            Cue(start: .seconds(1), end: .seconds(3), text: "A dark hall."),
            Cue(start: .seconds(6), end: .seconds(9), text: "Anna steps\ninside."),
        ],
    ], metadata: Demo.metadata)

/// The Transcript panel (issue 38): every caption line with its time, the line playing
/// selected and followed, and choosing a line seeks to it — walked with a script, as a
/// VoiceOver and a Voice Control user reach it.
@Suite("Transcript panel")
struct TranscriptPanelWalkTests {
    private func harness() throws -> PlayerHarness {
        let harness = try PlayerHarness(
            source: captioned, options: PlayerOptions(language: .english))
        harness.player.send(.selectCaptions(.track(Demo.englishSDH.id)))
        harness.player.send(.pause)
        return harness
    }

    /// The panel's options as "label, value", the selected one marked.
    private func lines(_ harness: PlayerHarness) -> [String] {
        harness.player.model.panelElements.compactMap { element in
            guard case .option = element.id else { return nil }
            return element.label + (element.traits.contains(.selected) ? " (selected)" : "")
        }
    }

    @Test func activatingALineSeeksThereAndTheSelectionFollowsPlayback() throws {
        let harness = try harness()
        let script = [
            "voice Tap Player settings", "voice Tap Transcript",
            // VoiceOver is on the panel's header: the third line is three swipes on.
            "next", "next", "next", "activate",
        ]
        harness.player.run(try PlayerScript(parsing: script.joined(separator: "\n")))
        #expect(harness.player.state.openPanel == .transcript)
        #expect(harness.player.state.position == .seconds(70))
        #expect(
            harness.spokenTranscript.contains(
                "(distant thunder), 1 minute, 10 seconds, button, Double tap to activate"))
        #expect(
            lines(harness) == [
                "[DOOR CREAKS OPEN]", "ANNA: Is anyone here? Hello?",
                "(distant thunder) (selected)",
            ])
        harness.player.send(.seek(to: .seconds(5)))
        #expect(
            lines(harness) == [
                "[DOOR CREAKS OPEN]", "ANNA: Is anyone here? Hello? (selected)",
                "(distant thunder)",
            ])
        harness.player.send(.play)
        harness.player.run(PlayerScript(), until: .seconds(71))
        #expect(lines(harness).last == "(distant thunder) (selected)")
        harness.close()
    }

    @Test func theDescriptionsSpokenAreListedAmongTheCaptionsMarkedAsDescriptions() throws {
        let harness = try PlayerHarness(
            source: captionedAndDescribed, options: PlayerOptions(language: .english))
        harness.player.send(.selectCaptions(.track(Demo.englishSDH.id)))
        harness.player.send(.pause)
        let script = [
            "descriptions en", "voice Tap Player settings", "voice Tap Transcript",
            // The header, then the lines: the fourth is Anna stepping inside.
            "next", "next", "next", "next", "activate",
        ]
        harness.player.run(try PlayerScript(parsing: script.joined(separator: "\n")))
        #expect(
            lines(harness) == [
                "Description: A dark hall.", "[DOOR CREAKS OPEN]", "ANNA: Is anyone here?",
                "Description: Anna steps inside. (selected)",
            ])
        #expect(harness.player.state.position == .seconds(6))
        #expect(
            harness.spokenTranscript.contains(
                "Description: Anna steps inside., 6 seconds, button, Double tap to activate"))
        // Descriptions off: the captions alone.
        harness.player.run(try PlayerScript(parsing: "descriptions off"))
        harness.player.send(.openPanel(.transcript))
        #expect(lines(harness) == ["[DOOR CREAKS OPEN]", "ANNA: Is anyone here? (selected)"])
        harness.close()
    }

    @Test func aDescriptionLineIsMarkedInEachLanguage() throws {
        var marked: [String] = []
        for language in [PlayerLanguage.english, .french, .german, .spanish] {
            let harness = try PlayerHarness(
                source: captionedAndDescribed, options: PlayerOptions(language: language))
            harness.player.send(.pause)
            harness.player.run(try PlayerScript(parsing: "descriptions en"))
            harness.player.send(.openPanel(.transcript))
            marked.append(lines(harness).first ?? "")
            harness.close()
        }
        #expect(
            marked == [
                "Description: A dark hall.", "Description : A dark hall.",
                "Beschreibung: A dark hall.", "Descripción: A dark hall.",
            ])
    }

    @Test func withoutCaptionsThereIsNoTranscriptEntry() throws {
        let harness = try harness()
        harness.player.send(.selectCaptions(.off))
        harness.player.send(.openPanel(.settings))
        #expect(!harness.player.model.panelElements.contains { $0.label == "Transcript" })
        harness.close()
    }
}
