import PlayerCore
import Synchronization

/// A source whose picture caption tracks (PGS, VobSub, DVB) are read as text: every reader it
/// opens recognises the cues of a track flagged ``PlayerCore/TrackFlags/imageBased`` with
/// ``CueRecognizer`` when they are read, off the caller's thread if the caller reads there (the
/// player's cue loader does). Each warning recognition gives goes to `report`.
///
/// ```swift
/// let source = RecognizingSource(MediaFile(path: "film.mkv"), report: { print($0) })
/// let player = try Player(source: source)   // speaks the recognised text
/// ```
public struct RecognizingSource: PlayerSource {
    /// The source read.
    public var base: any PlayerSource
    /// What reads the pictures; nil when Tesseract's data is not installed.
    public var recognizer: CueRecognizer?
    /// Where warnings go (a picture that could not be read, missing language data).
    public var report: @Sendable (MediaWarning) -> Void

    /// `base` with its pictures read by `recognizer`, by default the system's Tesseract data
    /// with the user's cache and two workers.
    public init(
        _ base: any PlayerSource,
        recognizer: CueRecognizer? = TesseractData.installed().map {
            CueRecognizer(data: $0, cache: .user())
        },
        report: @escaping @Sendable (MediaWarning) -> Void
    ) {
        self.base = base
        self.recognizer = recognizer
        self.report = report
    }

    /// A reader of `base` that recognises picture captions.
    public func openReader() throws(MediaError) -> any CueReader {
        let opened = try base.openReader()
        let reader = RecognizingReader(base: opened, recognizer: recognizer, report: report)
        // A live source's reader stays live, or the player would never reload it.
        guard let live = opened as? any LiveCueReader else { return reader }
        return RecognizingLiveReader(recognizing: reader, live: live)
    }
}

/// A reader whose picture caption tracks come back recognised (see ``RecognizingSource``).
///
/// Tesseract is started for a track before its cues are read from the file, so that the two
/// overlap. Read whole (``readCues(of:)``), every picture is read before the cues are returned;
/// read progressively (``readCues(of:from:deliver:)``, the player's loader in real time), the
/// cues come back at once as pictures (those the cache read already recognised) and each picture's
/// cues are delivered as soon as they are read, from the position given (and after
/// ``prioritization``, from where the viewer sought) onwards.
final class RecognizingReader: ProgressiveCueReader {
    private let base: any CueReader
    private let recognizer: CueRecognizer?
    private let report: @Sendable (MediaWarning) -> Void
    /// The recognised cues known so far, for ``activeCues(of:at:)``.
    private let recognized = RecognizedCueIndex()
    private var saidDataIsMissing = false
    /// Every recognition this reader started (for ``prioritization``, and to be stopped at
    /// ``close()``: a worker still starting Tesseract when the process exits would leave it
    /// half made).
    private let started = Started()

    /// Recognitions started, shared with the prioritization closure.
    private final class Started: Sendable {
        let recognitions = Mutex<[TrackRecognition]>([])
    }

    init(
        base: any CueReader, recognizer: CueRecognizer?,
        report: @escaping @Sendable (MediaWarning) -> Void
    ) {
        self.base = base
        self.recognizer = recognizer
        self.report = report
    }

    var catalog: MediaCatalog { base.catalog }

    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        let (reading, planned) = try readStartingRecognition(of: track, from: .zero)
        var recognizedReading = reading
        if let (plan, recognition) = planned {
            let result =
                recognition?.readWhole(reading.cues, plan: plan)
                ?? plan.finished(reading.cues)
            result.warnings.forEach(report)
            recognizedReading.cues = result.cues
        }
        recognized.add(recognizedReading.cues, of: track)
        return recognizedReading
    }

    func readCues(
        of track: TrackID, from position: MediaTime,
        deliver: @escaping @Sendable (FinishedCues) -> Void
    ) throws(MediaError) -> CueReading {
        let (reading, planned) = try readStartingRecognition(of: track, from: position)
        var recognizedReading = reading
        if let (plan, recognition) = planned {
            let report = report
            let recognized = recognized
            let now =
                recognition?.readProgressively(reading.cues, plan: plan) { result in
                    result.warnings.forEach(report)
                    if !result.cues.isEmpty {
                        recognized.add(result.cues, of: track)
                        deliver(FinishedCues(track: track, cues: result.cues))
                    }
                } ?? plan.finished(reading.cues)
            now.warnings.forEach(report)
            recognized.add(now.cues, of: track)
            recognizedReading.cues = now.cues
        }
        return recognizedReading
    }

    var prioritization: @Sendable (MediaTime) -> Void {
        let started = started
        return { position in
            for recognition in started.recognitions.withLock({ $0 }) {
                recognition.prioritize(from: position)
            }
        }
    }

    /// The cues on screen at `time`: recognised when their pictures were read here (the
    /// track read whole, the cache's readings, or delivered by a progressive read), otherwise
    /// as they are (pictures), so that a seek never waits on Tesseract; a progressive read
    /// delivers their text, reading from the seek's target first.
    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        recognized.recognized(try base.activeCues(of: track, at: time), of: track)
    }

    func close() {
        started.recognitions.withLock { $0 }.forEach { $0.stop() }
        base.close()
    }

    /// `track` read from the base reader while Tesseract starts for it (reading from
    /// `position` first), with the recognition's plan and the started recognition when the
    /// track has pictures to read.
    private func readStartingRecognition(of track: TrackID, from position: MediaTime)
        throws(MediaError) -> (CueReading, (RecognitionPlan, TrackRecognition?)?)
    {
        let started = startRecognition(of: track)
        started?.recognition.prioritize(from: position)
        let reading: CueReading
        do {
            reading = try base.readCues(of: track)
        } catch {
            started?.recognition.cancel()
            throw error
        }
        let planned = plan(reading.cues, of: track, started)
        planned?.1?.prioritize(from: position)
        return (reading, planned)
    }

    /// A started recognition for `track` when it is a picture track whose language has data,
    /// with the plan's language; nil otherwise (missing data is reported later, with the cues),
    /// and when the cache noted every picture of the track kept (then no Tesseract starts).
    private func startRecognition(of id: TrackID) -> (
        recognition: TrackRecognition, dataName: String
    )? {
        guard let recognizer, let track = catalog.tracks.first(where: { $0.id == id }),
            track.flags.contains(.imageBased)
        else { return nil }
        let dataName = TesseractData.dataName(for: track.language)
        guard recognizer.data.has(dataName) else { return nil }
        if let cache = recognizer.cache,
            let noteKey = fileNoteKey(of: track, dataName: dataName, recognizer: recognizer),
            cache.isComplete(noteKey)
        {
            return nil
        }
        return (recognitionStarted(recognizer, dataName: dataName), dataName)
    }

    /// A recognition reading with `dataName`, started now and stopped at ``close()``.
    private func recognitionStarted(_ recognizer: CueRecognizer, dataName: String)
        -> TrackRecognition
    {
        let recognition = TrackRecognition(recognizer: recognizer, dataName: dataName)
        started.recognitions.withLock { $0.append(recognition) }
        return recognition
    }

    /// The cache's note name for `track` of this reader's file read with `dataName`.
    private func fileNoteKey(of track: TrackInfo, dataName: String, recognizer: CueRecognizer)
        -> String?
    {
        RecognitionCache.fileNoteKey(
            file: track.sourcePath ?? catalog.path, track: track.id, dataName: dataName,
            tuning: recognizer.tuning)
    }

    /// The plan for recognising `cues` of `id`, with `started` when it reads the plan's
    /// language, when it is a picture track with pictures; nil otherwise. A `started` not
    /// returned is cancelled.
    private func plan(
        _ cues: [Cue], of id: TrackID,
        _ started: (recognition: TrackRecognition, dataName: String)?
    ) -> (RecognitionPlan, TrackRecognition?)? {
        guard let track = catalog.tracks.first(where: { $0.id == id }),
            track.flags.contains(.imageBased), cues.contains(where: { $0.image != nil })
        else {
            started?.recognition.cancel()
            return nil
        }
        let file = track.sourcePath ?? catalog.path
        guard let recognizer else {
            started?.recognition.cancel()
            if !saidDataIsMissing {
                saidDataIsMissing = true
                report(
                    MediaWarning(
                        track: id,
                        message:
                            "\(file): Tesseract's language data is not installed, so picture "
                            + "captions stay pictures; install tesseract-ocr"))
            }
            return nil
        }
        var plan = recognizer.plan(cues, language: track.language, file: file, track: id)
        if let dataName = plan.dataName {
            plan.fileNoteKey = fileNoteKey(of: track, dataName: dataName, recognizer: recognizer)
        }
        guard let started, plan.dataName == started.dataName else {
            started?.recognition.cancel()
            // Not started before the read (the cache noted the track kept, yet a picture is
            // missing from it): started now for the pictures left.
            guard let dataName = plan.dataName, plan.needsReading else { return (plan, nil) }
            return (plan, recognitionStarted(recognizer, dataName: dataName))
        }
        return (plan, started.recognition)
    }
}
