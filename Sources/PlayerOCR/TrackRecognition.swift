import PlayerCore
import Synchronization

/// One track's pictures being recognised: made before the track's cues are read, so that
/// Tesseract starts while the file is read, then given the cues, and read either whole
/// (``readWhole(_:plan:)`` waits for every picture) or progressively
/// (``readProgressively(_:plan:deliver:)`` returns at once and hands on each finished cue).
final class TrackRecognition: Sendable {
    fileprivate struct Progress {
        var plan: RecognitionPlan?
        var cues: [Cue] = []
        var outcomes: [String: RecognitionRun.Outcome] = [:]
        var deliver: (@Sendable (RecognizedCues) -> Void)?
    }

    /// What the workers report to, shared with their closures.
    fileprivate final class Shared: Sendable {
        let progress = Mutex(Progress())
    }

    private let recognizer: CueRecognizer
    private let shared = Shared()
    private let run: RecognitionRun

    /// Starts one worker (and its Tesseract) reading with `dataName` for `recognizer`.
    init(recognizer: CueRecognizer, dataName: String) {
        self.recognizer = recognizer
        let shared = shared
        let recognizerCopy = recognizer
        run = recognizer.startRun(
            dataName: dataName, workers: 1,
            onReading: { key, outcome in shared.receive(key, outcome) },
            onEnd: { failure in shared.end(failure, recognizer: recognizerCopy) })
    }

    /// `cues` with every picture of `plan` read, waiting for them.
    func readWhole(_ cues: [Cue], plan: RecognitionPlan) -> RecognizedCues {
        guard plan.needsReading else {
            run.cancel()
            return plan.finished(cues)
        }
        addWorkers(for: plan)
        run.submit(plan.jobs)
        run.finish()
        let failure = run.wait()
        var result = plan.finished(
            cues, outcomes: shared.progress.withLock { $0.outcomes }, failure: failure)
        recognizer.keep(&result, plan: plan)
        return result
    }

    /// `cues` with the pictures the cache had read; the others are read in showing order
    /// from ``prioritize(from:)``'s position, each picture's finished cues handed to
    /// `deliver` on a worker's thread, the cache written and Tesseract's failure (if any)
    /// delivered at the end.
    func readProgressively(
        _ cues: [Cue], plan: RecognitionPlan,
        deliver: @escaping @Sendable (RecognizedCues) -> Void
    ) -> RecognizedCues {
        let now = plan.finished(cues)
        guard plan.needsReading else {
            run.cancel()
            return now
        }
        shared.progress.withLock {
            $0.plan = plan
            $0.cues = cues
            $0.deliver = deliver
        }
        addWorkers(for: plan)
        run.submit(plan.jobs)
        run.finish()
        return now
    }

    /// Reads the pictures shown from `position` first.
    func prioritize(from position: MediaTime) {
        run.prioritize(from: position)
    }

    /// Stops reading after the pictures being read.
    func cancel() {
        run.cancel()
    }

    /// Stops reading and waits until the workers stopped.
    func stop() {
        run.cancel()
        run.wait()
    }

    private func addWorkers(for plan: RecognitionPlan) {
        run.addWorkers(upTo: recognizer.workerCount(for: plan.jobs.count))
    }
}

extension TrackRecognition.Shared {
    /// Keeps a reading and, when reading progressively, delivers the cues it finishes.
    func receive(_ key: String, _ outcome: RecognitionRun.Outcome) {
        let delivery: (RecognizedCues, @Sendable (RecognizedCues) -> Void)? = progress.withLock {
            progress in
            progress.outcomes[key] = outcome
            guard let plan = progress.plan, let deliver = progress.deliver else { return nil }
            var warnings: [MediaWarning] = []
            let cues = plan.finished(
                progress.cues, key: key, outcome: outcome, warnings: &warnings)
            return (
                RecognizedCues(
                    cues: cues, warnings: warnings, dataName: plan.dataName, recognizedCount: 1),
                deliver
            )
        }
        if let (cues, deliver) = delivery { deliver(cues) }
    }

    /// Once every worker stopped: when reading progressively, keeps the readings in the cache
    /// and delivers what went wrong (Tesseract not starting, the cache not written).
    func end(_ failure: String?, recognizer: CueRecognizer) {
        let ending: (RecognizedCues, @Sendable (RecognizedCues) -> Void)? = progress.withLock {
            progress in
            guard let plan = progress.plan, let deliver = progress.deliver else { return nil }
            var result = RecognizedCues(cues: [], warnings: [], dataName: plan.dataName)
            for (key, outcome) in progress.outcomes {
                if case .success(let reading) = outcome { result.readings[key] = reading }
            }
            result.recognizedCount = result.readings.count
            if let failure {
                result.warnings.append(
                    MediaWarning(track: plan.track, message: "\(plan.file): \(failure)"))
            }
            return (result, deliver)
        }
        guard let ending else { return }
        var result = ending.0
        let deliver = ending.1
        if let plan = progress.withLock({ $0.plan }) {
            recognizer.keep(&result, plan: plan)
        }
        result.recognizedCount = 0
        result.readings = [:]
        if !result.warnings.isEmpty { deliver(result) }
    }
}
