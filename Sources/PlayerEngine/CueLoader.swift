import Foundation
import PlayerCore
import PlayerMedia

/// Reads whole caption tracks on a thread of its own, through a reader of its own.
///
/// The thread opens its reader from the source, then serves requests one track at a time;
/// only the requested track's stream leaves the demuxer. Results wait in ``take(_:)`` or
/// ``wait(for:)``. ``close()`` stops the thread and releases its reader before returning.
// Safe to share across threads (invariant): every stored property but `condition` itself is
// read and written only while holding `condition`, and the reader lives on the loader thread
// alone.
final class CueLoader: @unchecked Sendable {
    private let condition = NSCondition()
    private var requests: [TrackID] = []
    private var results: [TrackID: Result<[Cue], MediaError>] = [:]
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

    /// Asks for every cue of `track`; the answer arrives through ``take(_:)`` or
    /// ``wait(for:)``.
    func request(_ track: TrackID) {
        condition.lock()
        defer { condition.unlock() }
        requests.append(track)
        condition.broadcast()
    }

    /// The answer for `track` if it has arrived, removing it from the loader.
    func take(_ track: TrackID) -> Result<[Cue], MediaError>? {
        condition.lock()
        defer { condition.unlock() }
        return results.removeValue(forKey: track)
    }

    /// Waits for the answer for a requested `track` and removes it from the loader.
    func wait(for track: TrackID) -> Result<[Cue], MediaError> {
        condition.lock()
        defer { condition.unlock() }
        while results[track] == nil {
            condition.wait()
        }
        return results.removeValue(forKey: track)!
    }

    /// Stops the thread after the read in progress and waits until its reader is released.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosing = true
        condition.broadcast()
        while !hasFinished {
            condition.wait()
        }
    }

    private func run(source: any PlayerSource) {
        let opened = Result { () throws(MediaError) in try source.openReader() }
        while let track = nextRequest() {
            let answer: Result<[Cue], MediaError> =
                switch opened {
                case .success(let reader):
                    Result { () throws(MediaError) in try reader.cues(of: track) }
                case .failure(let error): .failure(error)
                }
            condition.lock()
            results[track] = answer
            condition.broadcast()
            condition.unlock()
        }
        if case .success(let reader) = opened {
            reader.close()
        }
        condition.lock()
        hasFinished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next track to read, waiting for one; nil once closing.
    private func nextRequest() -> TrackID? {
        condition.lock()
        defer { condition.unlock() }
        while requests.isEmpty && !isClosing {
            condition.wait()
        }
        return isClosing ? nil : requests.removeFirst()
    }
}
