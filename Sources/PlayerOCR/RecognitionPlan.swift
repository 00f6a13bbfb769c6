import PlayerCore

/// What recognising one track's cues involves (``CueRecognizer/plan(_:language:file:track:)``):
/// the data to read with, each picture cue's key, the pictures left to read and those the
/// cache read before, and the warnings found so far; and how a reading becomes a cue.
struct RecognitionPlan: Sendable {
    /// The Tesseract data read with; nil when nothing is read (no picture, or no data).
    var dataName: String?
    /// The file warnings name.
    var file: String
    /// The track warnings belong to.
    var track: TrackID?
    /// The key of each picture cue's picture, by the cue's index.
    var keys: [Int: String] = [:]
    /// The pictures to read, each once, in showing order.
    var jobs: [RecognitionRun.Job] = []
    /// The readings the cache had, by key.
    var cached: [String: BitmapReading] = [:]
    /// The key of the whole track's pictures, under which the cache keeps them.
    var trackKey = ""
    /// The name of the cache's note that every picture of the file's track is kept, written
    /// once they are (``RecognitionCache/fileNoteKey(file:track:dataName:tuning:)``); nil
    /// for cues not read from a file's track.
    var fileNoteKey: String?
    /// What was found wrong before reading.
    var warnings: [MediaWarning] = []

    /// A plan for `file`'s `track` reading with `dataName`.
    init(dataName: String?, file: String, track: TrackID?) {
        self.dataName = dataName
        self.file = file
        self.track = track
    }

    /// Whether any picture is left to read.
    var needsReading: Bool { dataName != nil && !jobs.isEmpty }

    mutating func warn(_ message: String) {
        warnings.append(warning(message))
    }

    private func warning(_ message: String) -> MediaWarning {
        MediaWarning(track: track, message: "\(file): \(message)")
    }

    /// `cues` with every picture read: what the cache had and `outcomes`, the readings made
    /// now; `failure` says why Tesseract could not start, if it could not.
    func finished(
        _ cues: [Cue], outcomes: [String: RecognitionRun.Outcome] = [:], failure: String? = nil
    ) -> RecognizedCues {
        var result = RecognizedCues(
            cues: cues, warnings: warnings, dataName: dataName,
            recognizedCount: outcomes.count, cachedCount: cached.count)
        if let failure { result.warnings.append(warning(failure)) }
        for (index, key) in keys.sorted(by: { $0.key < $1.key }) {
            guard let outcome = outcomes[key] ?? cached[key].map({ .success($0) }) else {
                continue
            }
            if let cue = finish(cues[index], outcome, into: &result.warnings) {
                result.cues[index] = cue
            }
        }
        for (key, outcome) in outcomes {
            if case .success(let reading) = outcome { result.readings[key] = reading }
        }
        return result
    }

    /// The cues among `cues` whose picture is `key`, finished with `outcome`, sorted by start;
    /// what was wrong goes to `warnings`.
    func finished(
        _ cues: [Cue], key: String, outcome: RecognitionRun.Outcome,
        warnings: inout [MediaWarning]
    ) -> [Cue] {
        keys.filter { $0.value == key }.map(\.key).sorted().compactMap { index in
            finish(cues[index], outcome, into: &warnings)
        }
    }

    /// `cue` with the text `outcome` read in its picture; nil (and a warning) when none was.
    private func finish(
        _ cue: Cue, _ outcome: RecognitionRun.Outcome, into warnings: inout [MediaWarning]
    ) -> Cue? {
        let reading: BitmapReading
        switch outcome {
        case .failure(let failure):
            warnings.append(
                warning(
                    "Tesseract could not read the picture of the cue at \(cue.start): \(failure); kept as a picture"
                ))
            return nil
        case .success(let value): reading = value
        }
        if reading.indicesOutOfRange > 0 {
            let colors = cue.bitmap?.objects.map(\.palette.count).max() ?? 0
            warnings.append(
                warning(
                    "the picture of the cue at \(cue.start) has \(reading.indicesOutOfRange) "
                        + "pixels naming colours its palette (\(colors) colours) lacks; read as transparent"
                ))
        }
        guard let text = reading.text else {
            warnings.append(
                warning(
                    "no text was found in the picture of the cue at \(cue.start); kept as a picture"
                ))
            return nil
        }
        var recognized = cue
        recognized.text = text
        recognized.runs = reading.runs(of: text)
        recognized.recognition = CueRecognition(confidence: reading.confidence, language: dataName)
        return recognized
    }
}
