import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

/// The player carries out each kind of effect the reducer returns; these tests watch what
/// each effect makes happen, not the reducer's list.
@Suite struct EffectInterpretationTests {
    private static let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
    private static let spanish = TrackInfo(
        id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "es")
    private static let audio = TrackInfo(
        id: TrackID(rawValue: 3), kind: .audio, codec: "aac", language: "en", flags: .default)
    private static let commentary = TrackInfo(
        id: TrackID(rawValue: 4), kind: .audio, codec: "aac", language: "en",
        title: "Commentary")

    private static let source = SyntheticSource(
        duration: .seconds(60), tracks: [english, spanish, audio, commentary],
        cues: [
            english.id: [Cue(start: .seconds(20), end: .seconds(25), text: "Twenty")],
            spanish.id: [Cue(start: .seconds(1), end: .seconds(30), text: "Uno")],
        ])

    private func player(output: RecordingOutput = RecordingOutput()) throws -> Player {
        try Player(source: Self.source, options: PlayerOptions(clock: .manual, output: output))
    }

    /// `.seekSource`: the captions at the target are shown at once, and the seek is completed
    /// (time moves on from the target instead of standing still).
    @Test func aSeekMovesTheCaptionFeedAndCompletes() throws {
        let player = try player()
        player.send(.selectCaptions(.track(Self.english.id)))
        player.send(.play)
        player.send(.seek(to: .seconds(21)))
        #expect(player.activeCues.map(\.text) == ["Twenty"])
        player.advance(by: .seconds(2))
        #expect(player.position == .seconds(23))
    }

    /// `.showCaptionTrack`: choosing a track installs its cues; Off removes them.
    @Test func choosingCaptionsInstallsTheTrack() throws {
        let player = try player()
        player.send(.seek(to: .seconds(5)))
        #expect(player.activeCues.isEmpty)
        player.send(.selectCaptions(.track(Self.spanish.id)))
        #expect(player.activeCues.map(\.text) == ["Uno"])
        player.send(.selectCaptions(.off))
        #expect(player.activeCues.isEmpty)
    }

    /// `.announce`: the words reach the observers.
    @Test func announcementsAreLogged() throws {
        let player = try player()
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.send(.forward)
        player.send(.slowMotion(.on))
        #expect(
            recorder.events.lines([.say]) == [
                "00:00:00.000  @00:00:00.000  say      10 seconds of 1 minute",
                "00:00:00.000  @00:00:10.000  say      Slow motion on",
            ])
    }

    /// `.stop`: Close closes the player.
    @Test func closeStopsThePlayer() throws {
        let player = try player()
        player.send(.close)
        #expect(player.isClosed)
    }

    /// `.setPlaying`, `.setRate`, `.selectAudioTrack`, `.setOutputVolume`: the output device is
    /// told each, in the reducer's order.
    @Test func theOutputIsToldWhatADeviceWouldBe() throws {
        let output = RecordingOutput()
        let player = try player(output: output)
        #expect(output.effects == [.selectAudioTrack(Self.audio.id)])
        player.send(.play)
        player.send(.slowMotion(.on))
        player.send(.selectAudio(Self.commentary.id))
        player.send(.setVolume(0.25))
        player.send(.mute)
        player.send(.pause)
        #expect(
            output.effects == [
                .selectAudioTrack(Self.audio.id), .setPlaying(true),
                .setRate(PlaybackRate(0.5)!), .selectAudioTrack(Self.commentary.id),
                .setOutputVolume(0.25), .setOutputVolume(0), .setPlaying(false),
            ])
    }

    /// A refused command carries out only its announcement: nothing reaches the device.
    @Test func aLockedPlayerTellsTheDeviceNothing() throws {
        let output = RecordingOutput()
        let player = try player(output: output)
        player.send(.lock)
        player.send(.play)
        #expect(output.effects == [.selectAudioTrack(Self.audio.id)])
        #expect(player.state.playback == .idle)
    }
}
