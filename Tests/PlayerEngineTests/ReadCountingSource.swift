import Foundation
import PlayerCore

/// A live source whose readers count the caption reads and reloads they finish and the times
/// they are closed, so that a test can hold its clock until the player's loader has answered
/// what the player asked, and see the source released.
// Safe to share across threads (invariant): `counts` is read and written only while holding
// `condition`; `source` is Sendable and never changes.
final class ReadCountingSource: PlayerSource, @unchecked Sendable {
    private let source: any PlayerSource
    private let condition = NSCondition()
    private var counts = (reads: 0, reloads: 0, closes: 0)

    /// `source`, counted.
    init(_ source: any PlayerSource) {
        self.source = source
    }

    func openReader() throws(MediaError) -> any CueReader {
        let reader = try source.openReader()
        guard let live = reader as? any LiveCueReader else { return reader }
        return CountingReader(live, source: self)
    }

    /// How many caption reads and reloads the readers have finished, and how many readers
    /// were closed.
    var finished: (reads: Int, reloads: Int, closes: Int) {
        condition.lock()
        defer { condition.unlock() }
        return counts
    }

    /// Waits until `reads` caption reads and `reloads` reloads have finished; false when they
    /// have not after a minute (the loader is stuck: the test fails rather than hangs).
    @discardableResult
    func wait(reads: Int = 0, reloads: Int = 0) -> Bool {
        let giveUp = Date(timeIntervalSinceNow: 60)
        condition.lock()
        defer { condition.unlock() }
        while counts.reads < reads || counts.reloads < reloads {
            guard condition.wait(until: giveUp) else { return false }
        }
        return true
    }

    private func count(_ change: (inout (reads: Int, reloads: Int, closes: Int)) -> Void) {
        condition.lock()
        change(&counts)
        condition.broadcast()
        condition.unlock()
    }

    /// A live reader counting what it finishes.
    private final class CountingReader: LiveCueReader {
        private let reader: any LiveCueReader
        private let source: ReadCountingSource
        private var isClosed = false

        init(_ reader: any LiveCueReader, source: ReadCountingSource) {
            self.reader = reader
            self.source = source
        }

        var catalog: MediaCatalog { reader.catalog }
        var nextReloadDelay: MediaTime { reader.nextReloadDelay }
        var interruption: @Sendable () -> Void { reader.interruption }

        func readCues(of track: TrackID) throws(MediaError) -> CueReading {
            defer { source.count { $0.reads += 1 } }
            return try reader.readCues(of: track)
        }

        func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
            try reader.activeCues(of: track, at: time)
        }

        func reload() throws(MediaError) -> LiveUpdate {
            defer { source.count { $0.reloads += 1 } }
            return try reader.reload()
        }

        func close() {
            reader.close()
            if !isClosed { source.count { $0.closes += 1 } }
            isClosed = true
        }
    }
}
