import Dispatch
import Foundation
import PlayerCore
import Synchronization

/// Reads the text of bitmap captions (PGS, VobSub, DVB) with Tesseract.
///
/// Each cue with a picture gains `text` (lines separated by "\n"), one plain run of it and a
/// ``PlayerCore/CueRecognition`` (mean confidence, the language data used); its `image` and
/// `bitmap` stay. Pictures are read by `workerCount` threads, each with its own Tesseract, in
/// the order the cues are shown; a picture repeated (DVB pages are sent again) is read once.
/// What could not be read becomes a warning naming the file and the cue's time, and the cue
/// stays a picture.
///
/// ```swift
/// let recognizer = CueRecognizer(data: TesseractData.installed()!, cache: .user())
/// let result = recognizer.recognize(cues, language: track.language, file: path, track: track.id)
/// result.cues.first?.text          // "Big Buck Bunny"
/// ```
public struct CueRecognizer: Sendable {
    /// The language data read with.
    public var data: TesseractData
    /// Where readings are kept between runs; nil to keep none.
    public var cache: RecognitionCache?
    /// How many pictures are read at once.
    public var workerCount: Int
    var tuning = RecognitionTuning.standard

    /// The version of the Tesseract library pictures are read with, loading it; nil when it
    /// cannot be loaded.
    public static var tesseractVersion: String? { TesseractEngine.version }

    /// A recognizer reading with `data`, keeping its readings in `cache`, on `workerCount`
    /// threads.
    public init(data: TesseractData, cache: RecognitionCache?, workerCount: Int = 2) {
        self.data = data
        self.cache = cache
        self.workerCount = max(1, workerCount)
    }

    /// `cues` with their pictures read as `language` text; warnings name `file`.
    public func recognize(
        _ cues: [Cue], language: LanguageTag?, file: String, track: TrackID? = nil
    ) -> RecognizedCues {
        let dataName = TesseractData.dataName(for: language)
        var warnings: [MediaWarning] = []
        func warn(_ message: String) {
            warnings.append(MediaWarning(track: track, message: "\(file): \(message)"))
        }
        guard cues.contains(where: { $0.image != nil }) else {
            return RecognizedCues(cues: cues, warnings: [], dataName: nil)
        }
        guard data.has(dataName) else {
            let named = language.map { "\($0) " } ?? ""
            warn(
                "no Tesseract data for the track's language \(named)('\(dataName)') in "
                    + "\(data.directory), so its picture captions stay pictures; install "
                    + TesseractData.package(for: dataName))
            return RecognizedCues(cues: cues, warnings: warnings, dataName: nil)
        }
        // Each distinct picture once, in the order the cues are shown.
        var keys: [Int: String] = [:]
        var jobs: [String: CueBitmap] = [:]
        var order: [String] = []
        for (index, cue) in cues.enumerated().sorted(by: { $0.element.start < $1.element.start }) {
            guard let image = cue.image else { continue }
            guard let bitmap = cue.bitmap else {
                warn(
                    "the picture of the cue at \(cue.start) \(Self.unreadable(image)); kept as a picture"
                )
                continue
            }
            let key = bitmap.contentKey(dataName: dataName, tuning: tuning)
            keys[index] = key
            if jobs.updateValue(bitmap, forKey: key) == nil { order.append(key) }
        }
        let trackKey = Self.trackKey(order)
        var readings = cache?.readings(of: trackKey) ?? [:]
        let cachedCount = order.filter { readings[$0] != nil }.count
        let pending = order.filter { readings[$0] == nil }
        let outcome = read(pending.map { ($0, jobs[$0]!) }, dataName: dataName)
        readings.merge(outcome.readings) { _, new in new }
        if let failure = outcome.failure { warn(failure) }
        if let cache, !outcome.readings.isEmpty, let problem = cache.keep(readings, of: trackKey) {
            warn(problem)
        }
        var recognized = cues
        for (index, key) in keys.sorted(by: { $0.key < $1.key }) {
            let cue = cues[index]
            if let failure = outcome.failures[key] {
                warn(
                    "Tesseract could not read the picture of the cue at \(cue.start): \(failure); kept as a picture"
                )
                continue
            }
            guard let reading = readings[key] else { continue }
            if reading.indicesOutOfRange > 0 {
                let colors = cue.bitmap?.objects.map(\.palette.count).max() ?? 0
                warn(
                    "the picture of the cue at \(cue.start) has \(reading.indicesOutOfRange) "
                        + "pixels naming colours its palette (\(colors) colours) lacks; read as transparent"
                )
            }
            guard let text = reading.text else {
                warn(
                    "no text was found in the picture of the cue at \(cue.start); kept as a picture"
                )
                continue
            }
            recognized[index].text = text
            recognized[index].runs = [StyledRun(text)]
            recognized[index].recognition = CueRecognition(
                confidence: reading.confidence, language: dataName)
        }
        return RecognizedCues(
            cues: recognized, warnings: warnings, dataName: dataName,
            recognizedCount: outcome.readings.count, cachedCount: cachedCount)
    }

    /// Why a picture the decoder kept no pixels of cannot be read.
    private static func unreadable(_ image: CueImage) -> String {
        if image.width <= 0 || image.height <= 0 {
            return "is empty (\(image.width)×\(image.height))"
        }
        if image.width > CueBitmap.maximumPixelCount / image.height {
            return
                "is \(image.width)×\(image.height), larger than the \(CueBitmap.maximumPixelCount) pixels read"
        }
        return "has no pixel data"
    }

    /// The fewest pictures a worker is started for.
    private static let picturesPerWorker = 4

    private static func trackKey(_ pictureKeys: [String]) -> String {
        var hash = ContentHash()
        for key in pictureKeys { hash.add(key) }
        return hash.hex
    }

    /// What the workers read, by picture key; the pictures Tesseract failed on, with why;
    /// why no worker could start, if none could.
    private struct Outcome: Sendable {
        var readings: [String: BitmapReading] = [:]
        var failures: [String: String] = [:]
        var failure: String?
    }

    /// The shared queue of pictures and what was read in them.
    private final class Work: Sendable {
        let jobs: [(key: String, bitmap: CueBitmap)]
        let next = Mutex(0)
        let outcome = Mutex(Outcome())

        init(jobs: [(key: String, bitmap: CueBitmap)]) {
            self.jobs = jobs
        }

        /// The next picture to read, in order; nil when all are taken.
        func take() -> (key: String, bitmap: CueBitmap)? {
            next.withLock { next in
                guard next < jobs.count else { return nil }
                defer { next += 1 }
                return jobs[next]
            }
        }
    }

    private func read(_ jobs: [(key: String, bitmap: CueBitmap)], dataName: String) -> Outcome {
        guard !jobs.isEmpty else { return Outcome() }
        let work = Work(jobs: jobs)
        let directory = data.directory
        let tuning = tuning
        // Starting a Tesseract costs about as much as reading a few pictures: a second worker
        // only pays for itself from a few pictures each.
        let workers = min(workerCount, max(1, jobs.count / Self.picturesPerWorker))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let engine: TesseractEngine
            do {
                engine = try TesseractEngine(language: dataName, dataDirectory: directory)
            } catch {
                work.outcome.withLock { $0.failure = "\(error); picture captions stay pictures" }
                return
            }
            while let job = work.take() {
                do {
                    let reading = try engine.read(job.bitmap, tuning: tuning)
                    work.outcome.withLock { $0.readings[job.key] = reading }
                } catch {
                    work.outcome.withLock { $0.failures[job.key] = "\(error)" }
                }
            }
        }
        return work.outcome.withLock { $0 }
    }
}

/// Cues after their pictures were read: the cues, the warnings, and how many pictures were
/// recognised now and how many came from the cache.
public struct RecognizedCues: Sendable {
    /// The cues, recognised where a picture could be read.
    public var cues: [Cue]
    /// What could not be read, each naming the file and the cue's time.
    public var warnings: [MediaWarning]
    /// The Tesseract data read with; nil when no picture was read.
    public var dataName: String?
    /// Distinct pictures recognised in this run.
    public var recognizedCount = 0
    /// Distinct pictures whose reading came from the cache.
    public var cachedCount = 0

    /// Whether any cue's text was recognised.
    public var hasRecognizedText: Bool {
        cues.contains { $0.recognition != nil }
    }
}
