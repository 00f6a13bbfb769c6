import Foundation
import PlayerCore

/// One track's pictures read by worker threads, each with its own Tesseract, in the order the
/// cues will be shown from a position that can move (a seek), each reading handed on as soon
/// as it is made.
///
/// Workers start, and start their Tesseract (or take one an earlier run started from
/// ``TesseractEnginePool``), when the run is made, before its pictures are known: loading
/// Tesseract's data is most of the wait for the first cue, and it overlaps reading the track
/// from the file. Pictures are added with ``submit(_:)``; ``finish()``
/// says no more come, and the run ends once the last is read (``wait()``).
///
/// ```swift
/// let run = RecognitionRun(dataName: "eng", directory: data.directory, workers: 2) { key, outcome in … }
/// run.submit(jobs)          // read from the start…
/// run.prioritize(from: 600) // …then from 10 minutes, where the viewer sought
/// run.finish()
/// ```
// Safe to share across threads (invariant): every stored property but `condition` and the
// immutable configuration is read and written only while holding `condition`; each
// TesseractEngine is used only by the worker that made it or took it from the pool, until
// that worker gives it back.
final class RecognitionRun: @unchecked Sendable {
    /// A picture to read: its content key, its pixels, and when its cues are shown.
    struct Job: Sendable {
        var key: String
        var bitmap: CueBitmap
        /// The first of its cues' start and the last of their ends.
        var shown: Range<MediaTime>
    }

    /// What reading one picture gave: its reading, or why Tesseract failed on it.
    typealias Outcome = Result<BitmapReading, TesseractEngine.Failure>

    private let condition = NSCondition()
    private let dataName: String
    private let directory: String
    private let tuning: RecognitionTuning
    private let onReading: @Sendable (String, Outcome) -> Void
    private let onEnd: @Sendable (String?) -> Void
    /// The jobs submitted, sorted by when they are shown, and which were taken.
    private var jobs: [Job] = []
    private var taken: [Bool] = []
    private var takenCount = 0
    /// Where taking resumes: the first job still shown at the prioritised position.
    private var cursor = 0
    private var priority = MediaTime.zero
    private var isFinished = false
    private var isCancelled = false
    private var workerCount = 0
    private var runningWorkers = 0
    /// Whether the last worker stopped and `onEnd` was called.
    private var ended = false
    /// Why no worker could start Tesseract, if one could not.
    private var startFailure: String?

    /// A run reading with `dataName`'s data in `directory`, `workers` threads to start with;
    /// each reading goes to `onReading` on the worker's thread, keyed by the job's key, and
    /// the last worker to stop calls `onEnd` with why Tesseract could not start, if it could
    /// not.
    init(
        dataName: String, directory: String, tuning: RecognitionTuning, workers: Int,
        onReading: @escaping @Sendable (String, Outcome) -> Void,
        onEnd: @escaping @Sendable (String?) -> Void = { _ in }
    ) {
        self.dataName = dataName
        self.directory = directory
        self.tuning = tuning
        self.onReading = onReading
        self.onEnd = onEnd
        addWorkers(upTo: workers)
    }

    /// Starts workers until `count` were started.
    func addWorkers(upTo count: Int) {
        condition.lock()
        let wanted = count - workerCount
        workerCount = max(workerCount, count)
        runningWorkers += max(0, wanted)
        condition.unlock()
        for _ in 0..<max(0, wanted) {
            let thread = Thread { [self] in work() }
            thread.name = "PlayerOCR recognition"
            thread.start()
        }
    }

    /// Adds pictures to read.
    func submit(_ newJobs: [Job]) {
        guard !newJobs.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        let kept = zip(jobs, taken).filter { !$0.1 }.map(\.0)
        jobs = (kept + newJobs).sorted { $0.shown.lowerBound < $1.shown.lowerBound }
        taken = Array(repeating: false, count: jobs.count)
        takenCount = 0
        cursor = firstShown(at: priority)
        condition.broadcast()
    }

    /// Reads the pictures shown at or after `position` first.
    func prioritize(from position: MediaTime) {
        condition.lock()
        defer { condition.unlock() }
        priority = position
        cursor = firstShown(at: position)
    }

    /// No more pictures come: the workers stop once every picture is read.
    func finish() {
        condition.lock()
        defer { condition.unlock() }
        isFinished = true
        condition.broadcast()
    }

    /// Stops the workers after the picture each is reading; the rest are not read.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        isCancelled = true
        condition.broadcast()
    }

    /// Waits until every worker stopped and `onEnd` returned (after ``finish()`` or
    /// ``cancel()``); returns why Tesseract could not start, if it could not.
    @discardableResult
    func wait() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            condition.wait()
        }
        return startFailure
    }

    /// A worker: takes a started Tesseract from the pool (or starts one), reads pictures until
    /// none is left, and gives it back.
    private func work() {
        let engine: TesseractEngine?
        do {
            engine = try TesseractEnginePool.shared.take(language: dataName, directory: directory)
        } catch {
            engine = nil
            condition.lock()
            startFailure = "\(error); picture captions stay pictures"
            // Stopping only once no more pictures come, so that the run ends once.
            while !isFinished && !isCancelled {
                condition.wait()
            }
            condition.unlock()
        }
        while let engine, let job = take() {
            onReading(
                job.key,
                Result { () throws(TesseractEngine.Failure) in
                    try engine.read(job.bitmap, tuning: tuning)
                })
        }
        if let engine { TesseractEnginePool.shared.giveBack(engine) }
        condition.lock()
        runningWorkers -= 1
        let isLast = runningWorkers == 0
        let failure = startFailure
        condition.unlock()
        if isLast { onEnd(failure) }
        condition.lock()
        ended = isLast || ended
        condition.broadcast()
        condition.unlock()
    }

    /// The next picture in showing order from the prioritised position (then those before
    /// it), waiting for pictures while more may come; nil when the run is over.
    private func take() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while !isCancelled {
            if takenCount < jobs.count {
                var index = cursor
                while taken[index] { index = (index + 1) % jobs.count }
                taken[index] = true
                takenCount += 1
                cursor = (index + 1) % jobs.count
                return jobs[index]
            }
            if isFinished { return nil }
            condition.wait()
        }
        return nil
    }

    /// The index of the first job still on screen at or after `position` (0 when every job
    /// ended before it, so that taking goes on from the start).
    private func firstShown(at position: MediaTime) -> Int {
        jobs.firstIndex { $0.shown.upperBound > position } ?? 0
    }
}
