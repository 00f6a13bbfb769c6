import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with a picture caption track whose one picture runs from 1 s to 4 s,
/// and that picture read as text later.
private let pictures = TrackInfo(
    id: TrackID(rawValue: 2), kind: .legible, codec: "hdmv_pgs_subtitle", language: "en",
    flags: .imageBased)
private let picture = Cue(
    start: .seconds(1), end: .seconds(4), text: nil,
    image: CueImage(x: 10, y: 200, width: 120, height: 30))
private let recognized: Cue = {
    var cue = picture
    cue.text = "Hello"
    cue.runs = [StyledRun("Hello")]
    cue.recognition = CueRecognition(confidence: 90, language: "eng")
    return cue
}()
private let source = SyntheticSource(
    duration: .seconds(60), tracks: [pictures], cues: [pictures.id: [picture]])

private func configuration(waits: Bool) -> SessionConfiguration {
    SessionConfiguration(
        trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
        waitsForReads: waits)
}

/// Cues finished after their track was read (picture captions recognised off the player's
/// thread) replace the pictures on screen, reported as a step of their own.
@Suite("Cues finished after their track was loaded")
struct FinishedCuesTests {
    /// The caption lines among `outputs`: shown as "+text", hidden as "-text".
    private func captionLines(_ outputs: [SessionOutput]) -> [String] {
        outputs.compactMap {
            guard case .log(let logged) = $0 else { return nil }
            switch logged.event {
            case .cueShown(_, _, let cue): return "+" + cue.spokenText
            case .cueHidden(_, _, let cue): return "-" + cue.spokenText
            default: return nil
            }
        }
    }

    @Test func aRecognisedPictureOnScreenIsSpokenWhenItArrives() throws {
        var driver = try SessionDriver(source: source, configuration: configuration(waits: true))
        driver.handle(.observed, at: .zero)
        let seek = driver.handle(.command(.seek(to: .seconds(2))), at: .zero)
        #expect(captionLines(seek) == ["+[image]"])
        let finished = driver.handle(
            .cuesFinished(FinishedCues(track: pictures.id, cues: [recognized])), at: .seconds(1))
        #expect(captionLines(finished) == ["-[image]", "+(recognised) Hello"])
        #expect(driver.session.activeCues == [recognized])
    }

    @Test func cuesFinishedBeforeTheirTrackArrivedAreKeptForIt() throws {
        var driver = try SessionDriver(source: source, configuration: configuration(waits: false))
        driver.handle(.observed, at: .zero)
        driver.handle(
            .cuesFinished(FinishedCues(track: pictures.id, cues: [recognized])), at: .zero)
        driver.answer(.loadTrack(pictures.id, waits: false), at: .zero)
        let seek = driver.handle(.command(.seek(to: .seconds(2))), at: .seconds(1))
        #expect(captionLines(seek) == ["+(recognised) Hello"])
    }

    @Test func aFinishedCueNamingNoPictureOfTheTrackChangesNothing() throws {
        var driver = try SessionDriver(source: source, configuration: configuration(waits: true))
        driver.handle(.command(.seek(to: .seconds(2))), at: .zero)
        var stranger = recognized
        stranger.start = .seconds(30)
        stranger.end = .seconds(31)
        let outputs = driver.handle(
            .cuesFinished(FinishedCues(track: pictures.id, cues: [stranger])), at: .seconds(1))
        #expect(captionLines(outputs).isEmpty)
        #expect(driver.session.activeCues == [picture])
    }
}
