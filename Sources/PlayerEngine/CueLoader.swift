import Foundation
import PlayerCore
import PlayerSession

/// Reads whole caption tracks, and reloads a live source, on a thread of its own, through a
/// reader of its own.
///
/// The thread opens its reader from the source, then serves requests one at a time; only the
/// requested track's stream leaves the demuxer. An answer asked for with `waits` waits in
/// ``wait(for:)`` / ``waitForReload()``; any other is handed to the `deliver` closure as a
/// session input as soon as it is ready (the player posts it to its inbox). ``close()`` breaks
/// a reload that is waiting on the network, stops the thread and releases its reader before
/// returning.
// Safe to share across threads (invariant): every stored property but `condition` and the
// Sendable `deliver` closure is read and written only while holding `condition`, and the
// reader lives on the loader thread alone (only its `interruption` closure, which is
// Sendable, is called from other threads).
final class CueLoader: @unchecked Sendable {
    /// What the loader thread is asked to do.
    private enum Request {
        case cues(TrackID, waits: Bool, from: MediaTime)
        case reload(waits: Bool)
    }

    private let condition = NSCondition()
    private var requests: [Request] = []
    private var results: [TrackID: Result<CueReading, MediaError>] = [:]
    private var reloadResult: Result<LiveUpdate, MediaError>?
    private var interruption: (@Sendable () -> Void)?
    private var prioritization: (@Sendable (MediaTime) -> Void)?
    /// Where answers nobody waits for go.
    private let deliver: @Sendable (SessionInput) -> Void
    private var isClosing = false
    private var hasFinished = false

    /// Starts the loader thread for `source`; answers nobody waits for go to `deliver`, on the
    /// loader's thread.
    init(source: any PlayerSource, deliver: @escaping @Sendable (SessionInput) -> Void) {
        self.deliver = deliver
        let thread = Thread { [self] in
            run(source: source)
        }
        thread.name = "PlayerEngine cue loader"
        thread.start()
    }

    /// Asks for every cue of `track` (and whether the read stopped early); when `waits`, the
    /// answer waits in ``wait(for:)``, else it is delivered, and a reader that can
    /// (``PlayerCore/ProgressiveCueReader``) delivers it before its cues are all finished, the
    /// rest finished as ``SessionInput/cuesFinished(_:)`` inputs, from `position` first.
    func request(_ track: TrackID, waits: Bool, from position: MediaTime) {
        enqueue(.cues(track, waits: waits, from: position))
    }

    /// Tells a progressive reader that cues from `position` are wanted first (a seek).
    func prioritize(from position: MediaTime) {
        condition.lock()
        let prioritization = prioritization
        condition.unlock()
        prioritization?(position)
    }

    /// Asks a live source to reload; when `waits`, the answer waits in ``waitForReload()``,
    /// else it is delivered.
    func requestReload(waits: Bool) {
        enqueue(.reload(waits: waits))
    }

    /// Waits for the answer for a requested `track` and removes it from the loader.
    func wait(for track: TrackID) -> Result<CueReading, MediaError> {
        condition.lock()
        defer { condition.unlock() }
        while results[track] == nil {
            condition.wait()
        }
        return results.removeValue(forKey: track)!
    }

    /// Waits for the answer to the reload asked for.
    func waitForReload() -> Result<LiveUpdate, MediaError> {
        condition.lock()
        defer { condition.unlock() }
        while reloadResult == nil {
            condition.wait()
        }
        defer { reloadResult = nil }
        return reloadResult!
    }

    /// Breaks a reload in progress, stops the thread after the read in progress and waits
    /// until its reader is released.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosing = true
        interruption?()
        condition.broadcast()
        while !hasFinished {
            condition.wait()
        }
    }

    private func enqueue(_ request: Request) {
        condition.lock()
        defer { condition.unlock() }
        requests.append(request)
        condition.broadcast()
    }

    private func run(source: any PlayerSource) {
        let opened = Result { () throws(MediaError) in try source.openReader() }
        if case .success(let reader as any LiveCueReader) = opened {
            condition.lock()
            interruption = reader.interruption
            condition.unlock()
        }
        if case .success(let reader as any ProgressiveCueReader) = opened {
            condition.lock()
            prioritization = reader.prioritization
            condition.unlock()
        }
        while let request = nextRequest() {
            switch (request, opened) {
            case (
                .cues(let track, false, let position),
                .success(let reader as any ProgressiveCueReader)
            ):
                let deliver = deliver
                answer(
                    cues: Result { () throws(MediaError) in
                        try reader.readCues(of: track, from: position) {
                            deliver(.cuesFinished($0))
                        }
                    }, track, waits: false)
            case (.cues(let track, let waits, _), .success(let reader)):
                answer(
                    cues: Result { () throws(MediaError) in try reader.readCues(of: track) }, track,
                    waits: waits)
            case (.cues(let track, let waits, _), .failure(let error)):
                answer(cues: .failure(error), track, waits: waits)
            case (.reload(let waits), .success(let reader as any LiveCueReader)):
                answer(
                    reload: Result { () throws(MediaError) in try reader.reload() }, waits: waits)
            case (.reload(let waits), .success(let reader)):
                answer(
                    reload: .failure(.readFailed(path: reader.catalog.path, detail: "not live")),
                    waits: waits)
            case (.reload(let waits), .failure(let error)):
                answer(reload: .failure(error), waits: waits)
            }
        }
        if case .success(let reader) = opened {
            reader.close()
        }
        condition.lock()
        hasFinished = true
        condition.broadcast()
        condition.unlock()
    }

    private func answer(
        cues: Result<CueReading, MediaError>, _ track: TrackID, waits: Bool
    ) {
        guard waits else { return deliver(.cuesLoaded(track, cues)) }
        condition.lock()
        results[track] = cues
        condition.broadcast()
        condition.unlock()
    }

    private func answer(reload: Result<LiveUpdate, MediaError>, waits: Bool) {
        guard waits else { return deliver(.reloaded(reload)) }
        condition.lock()
        reloadResult = reload
        condition.broadcast()
        condition.unlock()
    }

    /// The next request, waiting for one; nil once closing.
    private func nextRequest() -> Request? {
        condition.lock()
        defer { condition.unlock() }
        while requests.isEmpty && !isClosing {
            condition.wait()
        }
        return isClosing ? nil : requests.removeFirst()
    }
}
