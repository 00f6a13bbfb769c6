import Foundation
import PlayerCore

/// Reads whole caption tracks, and reloads a live source, on a thread of its own, through a
/// reader of its own.
///
/// The thread opens its reader from the source, then serves requests one at a time; only the
/// requested track's stream leaves the demuxer. Results wait in ``take(_:)`` /
/// ``wait(for:)`` and ``takeReload()`` / ``waitForReload()``. ``close()`` breaks a reload
/// that is waiting on the network, stops the thread and releases its reader before returning.
// Safe to share across threads (invariant): every stored property but `condition` itself is
// read and written only while holding `condition`, and the reader lives on the loader thread
// alone (only its `interruption` closure, which is Sendable, is called from other threads).
final class CueLoader: @unchecked Sendable {
    /// What the loader thread is asked to do.
    private enum Request {
        case cues(TrackID)
        case reload
    }

    private let condition = NSCondition()
    private var requests: [Request] = []
    private var results: [TrackID: Result<CueReading, MediaError>] = [:]
    private var reloadResult: Result<LiveUpdate, MediaError>?
    private var interruption: (@Sendable () -> Void)?
    private var isClosing = false
    private var hasFinished = false

    /// Starts the loader thread for `source`.
    init(source: any PlayerSource) {
        let thread = Thread { [self] in
            run(source: source)
        }
        thread.name = "PlayerEngine cue loader"
        thread.start()
    }

    /// Asks for every cue of `track` (and whether the read stopped early); the answer arrives through ``take(_:)`` or
    /// ``wait(for:)``.
    func request(_ track: TrackID) {
        enqueue(.cues(track))
    }

    /// Asks a live source to reload; the answer arrives through ``takeReload()`` or
    /// ``waitForReload()``.
    func requestReload() {
        enqueue(.reload)
    }

    /// The answer for `track` if it has arrived, removing it from the loader.
    func take(_ track: TrackID) -> Result<CueReading, MediaError>? {
        condition.lock()
        defer { condition.unlock() }
        return results.removeValue(forKey: track)
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

    /// The answer to the reload asked for, if it has arrived.
    func takeReload() -> Result<LiveUpdate, MediaError>? {
        condition.lock()
        defer { condition.unlock() }
        defer { reloadResult = nil }
        return reloadResult
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
        while let request = nextRequest() {
            switch (request, opened) {
            case (.cues(let track), .success(let reader)):
                deliver(
                    cues: Result { () throws(MediaError) in try reader.readCues(of: track) }, track)
            case (.cues(let track), .failure(let error)):
                deliver(cues: .failure(error), track)
            case (.reload, .success(let reader as any LiveCueReader)):
                deliver(reload: Result { () throws(MediaError) in try reader.reload() })
            case (.reload, .success(let reader)):
                deliver(
                    reload: .failure(.readFailed(path: reader.catalog.path, detail: "not live")))
            case (.reload, .failure(let error)):
                deliver(reload: .failure(error))
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

    private func deliver(cues: Result<CueReading, MediaError>, _ track: TrackID) {
        condition.lock()
        results[track] = cues
        condition.broadcast()
        condition.unlock()
    }

    private func deliver(reload: Result<LiveUpdate, MediaError>) {
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
