import Foundation
import MediaTestSupport
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import Synchronization

/// A playback device that keeps only the last gain it was told, so that a long soak keeps no
/// growing record.
final class GainOutput: PlaybackOutput {
    private let gain = Mutex<Double?>(nil)

    func perform(_ effect: PlayerEffect) {
        if case .setOutputVolume(let level) = effect {
            gain.withLock { $0 = level }
        }
    }

    /// The last gain the device was told; nil before the first.
    var lastGain: Double? { gain.withLock { $0 } }
}

/// The captions an observer was told are on screen: shown minus hidden, as texts.
final class ShownCaptions: Sendable {
    private let texts = Mutex<[String]>([])

    func record(_ event: LoggedEvent) {
        texts.withLock { texts in
            switch event.event {
            case .cueShown(_, _, let cue): texts.append(cue.spokenText)
            case .cueHidden(_, _, let cue):
                if let index = texts.firstIndex(of: cue.spokenText) { texts.remove(at: index) }
            default: break
            }
        }
    }

    var current: [String] { texts.withLock { $0 } }
}

/// One media file under soak: its player (on the fast clock, a screen reader running) and,
/// for a file, every caption track's cues as the media layer reads them, against which the
/// displayed captions are checked.
final class SoakSubject {
    let name: String
    let path: String
    private(set) var player: Player
    private(set) var output = GainOutput()
    private(set) var shown = ShownCaptions()
    /// Each caption track's cues; empty for a live source, whose cues grow as it reloads.
    let cues: [TrackID: [Cue]]
    /// How many times the player was opened (a gesture can activate Close).
    private(set) var opens = 1

    init(name: String, path: String) throws {
        self.name = name
        self.path = path
        let output = GainOutput()
        self.output = output
        player = try Self.open(path, output: output)
        if player.catalog.isLive {
            cues = [:]
        } else {
            let source = try MediaSource.open(path: path)
            defer { source.close() }
            var cues: [TrackID: [Cue]] = [:]
            for track in player.state.captionTracks {
                cues[track.id] = try source.cues(of: track.id)
            }
            self.cues = cues
        }
        player.observe { [shown] in shown.record($0) }
    }

    /// Opens the file again once its player was closed.
    func reopenIfClosed() throws {
        guard player.isClosed else { return }
        output = GainOutput()
        player = try Self.open(path, output: output)
        shown = ShownCaptions()
        player.observe { [shown] in shown.record($0) }
        opens += 1
    }

    private static func open(_ path: String, output: GainOutput) throws -> Player {
        try Player(
            source: MediaFile(path: path),
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true),
                screenReaderRunning: true, clock: .fast, output: output))
    }

    func close() {
        player.close()
    }
}
