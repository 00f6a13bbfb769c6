import PlayerCore

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
final class RecognizingReader: CueReader {
    private let base: any CueReader
    private let recognizer: CueRecognizer?
    private let report: @Sendable (MediaWarning) -> Void
    /// The recognised cues of each track read whole, by start, for ``activeCues(of:at:)``.
    private var recognized: [TrackID: [MediaTime: Cue]] = [:]
    private var saidDataIsMissing = false

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
        var reading = try base.readCues(of: track)
        reading.cues = recognize(reading.cues, of: track)
        recognized[track] = Dictionary(
            reading.cues.filter { $0.recognition != nil }.map { ($0.start, $0) },
            uniquingKeysWith: { first, _ in first })
        return reading
    }

    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        let cues = try base.activeCues(of: track, at: time)
        if let known = recognized[track] {
            return cues.map { known[$0.start] ?? $0 }
        }
        // Not kept on disk: the cache holds whole tracks, not the few cues around a seek.
        return recognize(cues, of: track, keepingReadings: false)
    }

    func close() {
        base.close()
    }

    private func recognize(_ cues: [Cue], of id: TrackID, keepingReadings: Bool = true) -> [Cue] {
        guard let track = catalog.tracks.first(where: { $0.id == id }),
            track.flags.contains(.imageBased), cues.contains(where: { $0.image != nil })
        else { return cues }
        let file = track.sourcePath ?? catalog.path
        guard var recognizer else {
            if !saidDataIsMissing {
                saidDataIsMissing = true
                report(
                    MediaWarning(
                        track: id,
                        message:
                            "\(file): Tesseract's language data is not installed, so picture "
                            + "captions stay pictures; install tesseract-ocr"))
            }
            return cues
        }
        if !keepingReadings { recognizer.cache = nil }
        let result = recognizer.recognize(cues, language: track.language, file: file, track: id)
        result.warnings.forEach(report)
        return result.cues
    }
}
