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
        let plan = plan(cues, language: language, file: file, track: track)
        guard let dataName = plan.dataName, plan.needsReading else { return plan.finished(cues) }
        return TrackRecognition(recognizer: self, dataName: dataName).readWhole(cues, plan: plan)
    }

    /// How many workers read `pictures` pictures: starting a Tesseract costs about as much as
    /// reading a few pictures, so a second worker only pays for itself from a few pictures
    /// each.
    func workerCount(for pictures: Int) -> Int {
        min(workerCount, max(1, pictures / Self.picturesPerWorker))
    }

    /// Starts a run for `dataName` whose readings go to `onReading`.
    func startRun(
        dataName: String, workers: Int,
        onReading: @escaping @Sendable (String, RecognitionRun.Outcome) -> Void,
        onEnd: @escaping @Sendable (String?) -> Void = { _ in }
    ) -> RecognitionRun {
        RecognitionRun(
            dataName: dataName, directory: data.directory, tuning: tuning, workers: workers,
            onReading: onReading, onEnd: onEnd)
    }

    /// Keeps what `result` read in the cache, adding a warning when it cannot.
    func keep(_ result: inout RecognizedCues, plan: RecognitionPlan) {
        guard let cache, result.recognizedCount > 0 else { return }
        let readings = plan.cached.merging(result.readings) { _, new in new }
        if let problem = cache.keep(readings, of: plan.trackKey) {
            result.warnings.append(
                MediaWarning(track: plan.track, message: "\(plan.file): \(problem)"))
        } else if let noteKey = plan.fileNoteKey,
            plan.keys.values.allSatisfy({ readings[$0] != nil })
        {
            cache.noteComplete(noteKey, trackKey: plan.trackKey)
        }
    }

    /// What recognising `cues` involves: the data to read with, each picture's key, the
    /// pictures to read and those the cache already read; warnings name `file`.
    func plan(_ cues: [Cue], language: LanguageTag?, file: String, track: TrackID?)
        -> RecognitionPlan
    {
        let dataName = TesseractData.dataName(for: language)
        var plan = RecognitionPlan(dataName: dataName, file: file, track: track)
        guard cues.contains(where: { $0.image != nil }) else {
            plan.dataName = nil
            return plan
        }
        guard data.has(dataName) else {
            let named = language.map { "\($0) " } ?? ""
            plan.warn(
                "no Tesseract data for the track's language \(named)('\(dataName)') in "
                    + "\(data.directory), so its picture captions stay pictures; install "
                    + TesseractData.package(for: dataName))
            plan.dataName = nil
            return plan
        }
        if language == nil {
            plan.warn(
                "the track states no language, so its picture captions are read with "
                    + "Tesseract's English data ('\(dataName)')")
        }
        // Each distinct picture once, in the order the cues are shown.
        var jobs: [String: RecognitionRun.Job] = [:]
        var order: [String] = []
        for (index, cue) in cues.enumerated().sorted(by: { $0.element.start < $1.element.start }) {
            guard let image = cue.image else { continue }
            guard let bitmap = cue.bitmap else {
                plan.warn(
                    "the picture of the cue at \(cue.start) \(Self.unreadable(image)); kept as a picture"
                )
                continue
            }
            let key = bitmap.contentKey(dataName: dataName, tuning: tuning)
            plan.keys[index] = key
            let shown = cue.start..<max(cue.start, cue.end)
            if let known = jobs[key] {
                jobs[key]!.shown =
                    min(
                        known.shown.lowerBound, shown.lowerBound)..<max(
                        known.shown.upperBound, shown.upperBound)
            } else {
                jobs[key] = RecognitionRun.Job(key: key, bitmap: bitmap, shown: shown)
                order.append(key)
            }
        }
        plan.trackKey = Self.trackKey(order)
        plan.cached = cache?.readings(of: plan.trackKey) ?? [:]
        plan.jobs = order.filter { plan.cached[$0] == nil }.map { jobs[$0]! }
        return plan
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
    /// What this run read, by picture key (for the cache).
    var readings: [String: BitmapReading] = [:]

    /// Whether any cue's text was recognised.
    public var hasRecognizedText: Bool {
        cues.contains { $0.recognition != nil }
    }
}
