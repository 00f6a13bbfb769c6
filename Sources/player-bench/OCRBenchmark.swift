import Foundation
import PlayerCore
import PlayerMedia
import PlayerOCR
import Synchronization

/// Picture captions read as text: every PGS track of the caption corpus recognised by
/// ``CueRecognizer`` (two workers, no cache, no Tesseract started before the run, as a first
/// `captions` run in a process; the tracks of one language share the engines started for the
/// first), against the `tesseract` CLI run once per picture on the same prepared pictures
/// exported as PNG (`--psm 6`, the same layout; the same LSTM engine, the data holds no other;
/// `OMP_THREAD_LIMIT=1`, its faster setting here), one after another as a script over exported
/// pictures does; wall and CPU time. Also the time to the first cue's text against one CLI run
/// on its picture: with no Tesseract started, for the first picture alone (wall and CPU time)
/// and the player's way, from opening the file (Tesseract starting while the track is read from
/// it) to the first cue delivered by a progressive read; and with the engine a previous run
/// started (a later track or file in the same process).
struct OCRBenchmark {
    /// The PGS files of the corpus, with their picture tracks.
    static let pgsFiles = [
        "mkvdemux-pgs/subtitles_pgs.mkv", "ax-mkv-pgs/sample_with_pgs_subtitles.mkv",
    ]

    var corpusDirectory: String
    var runs: Int

    /// One track's picture cues and the Tesseract data they are read with.
    private struct Track {
        var cues: [Cue]
        var language: LanguageTag?
        var file: String
    }

    func run() throws -> [BenchmarkResult] {
        guard let data = TesseractData.installed() else {
            throw BenchmarkError("Tesseract's data is not installed (make deps)")
        }
        let tracks = try Self.pgsFiles.flatMap { try pictureTracks(corpusDirectory + "/" + $0) }
        let cueCount = tracks.reduce(0) { $0 + $1.cues.count }
        guard let first = tracks.first(where: { !$0.cues.isEmpty }) else {
            throw BenchmarkError("no PGS cues in \(corpusDirectory)")
        }
        // The CLI's faster setting on subtitle lines (OpenMP's threads cost it more than they
        // save), as ours reads each on one thread; a limit the user set is kept.
        setenv("OMP_THREAD_LIMIT", "1", 0)
        let folder = NSTemporaryDirectory() + "player-bench-ocr-\(getpid())"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var pngs: [(path: String, language: String)] = []
        for track in tracks {
            for cue in track.cues {
                for picture in cue.bitmap?.tesseractPictures().pictures ?? [] {
                    let path = "\(folder)/\(pngs.count).png"
                    try Data(picture.pngData).write(to: URL(fileURLWithPath: path))
                    pngs.append((path, TesseractData.dataName(for: track.language)))
                }
            }
        }
        let recognizer = CueRecognizer(data: data, cache: nil, workerCount: 2)
        var ours: [Double] = []
        var oursFirst: [Double] = []
        var theirs: [Double] = []
        var theirsFirst: [Double] = []
        var oursFromOpening: [Double] = []
        var oursStarted: [Double] = []
        var oursCPU: [Double] = []
        var theirsCPU: [Double] = []
        var oursFirstCPU: [Double] = []
        var theirsFirstCPU: [Double] = []
        var recognized = 0
        let readFirst = {
            _ = recognizer.recognize([first.cues[0]], language: first.language, file: first.file)
        }
        for _ in 0..<runs {
            CueRecognizer.releaseStartedEngines()
            let cpuBefore = ProcessorTime.ownThreads()
            ours.append(
                measureSeconds {
                    recognized = tracks.reduce(0) { total, track in
                        total
                            + recognizer.recognize(
                                track.cues, language: track.language, file: track.file
                            ).cues.filter { $0.recognition != nil }.count
                    }
                })
            oursCPU.append(ProcessorTime.ownThreads() - cpuBefore)
            oursStarted.append(measureSeconds(readFirst))
            CueRecognizer.releaseStartedEngines()
            let firstCPUBefore = ProcessorTime.ownThreads()
            oursFirst.append(measureSeconds(readFirst))
            oursFirstCPU.append(ProcessorTime.ownThreads() - firstCPUBefore)
            CueRecognizer.releaseStartedEngines()
            oursFromOpening.append(try Self.firstCueFromOpening(first.file, recognizer: recognizer))
            let childrenBefore = ProcessorTime.children()
            theirs.append(try measureSeconds { try pngs.forEach(Self.tesseractCLI) })
            theirsCPU.append(ProcessorTime.children() - childrenBefore)
            let firstChildrenBefore = ProcessorTime.children()
            theirsFirst.append(try measureSeconds { try Self.tesseractCLI(pngs[0]) })
            theirsFirstCPU.append(ProcessorTime.children() - firstChildrenBefore)
        }
        guard recognized == cueCount else {
            throw BenchmarkError("only \(recognized) of \(cueCount) PGS cues were recognised")
        }
        print(
            "  \(tracks.count) PGS tracks, \(cueCount) cues, \(pngs.count) pictures, "
                + "Tesseract \(CueRecognizer.tesseractVersion ?? "?")")
        let peerName = "tesseract CLI --psm 6, one run a PNG"
        let firstPeer = median(theirsFirst)
        let seconds = median(ours)
        let peerSeconds = median(theirs)
        return [
            BenchmarkResult(
                name: "OCR, \(cueCount) corpus PGS cues", ours: seconds * 1_000,
                peer: peerSeconds * 1_000, peerName: peerName, unit: "ms", goal: "ratio ≤ 1.0",
                met: seconds <= peerSeconds),
            BenchmarkResult(
                name: "OCR, \(cueCount) cues, CPU time", ours: median(oursCPU) * 1_000,
                peer: median(theirsCPU) * 1_000, peerName: peerName, unit: "ms",
                goal: "ratio ≤ 1.0", met: median(oursCPU) <= median(theirsCPU)),
            BenchmarkResult(
                name: "OCR throughput", ours: Double(cueCount) / seconds,
                peer: Double(cueCount) / peerSeconds, peerName: peerName, unit: "cues/s",
                goal: "reported", met: true),
            BenchmarkResult(
                name: "OCR, time to the first cue's text", ours: median(oursFirst) * 1_000,
                peer: firstPeer * 1_000, peerName: "tesseract CLI --psm 6, one PNG",
                unit: "ms", goal: "ratio ≤ 1.0", met: median(oursFirst) <= firstPeer),
            BenchmarkResult(
                name: "OCR, time to the first cue's text, CPU time",
                ours: median(oursFirstCPU) * 1_000, peer: median(theirsFirstCPU) * 1_000,
                peerName: "tesseract CLI --psm 6, one PNG", unit: "ms", goal: "ratio ≤ 1.0",
                met: median(oursFirstCPU) <= median(theirsFirstCPU)),
            BenchmarkResult(
                name: "OCR, first cue's text from opening the file",
                ours: median(oursFromOpening) * 1_000, peer: firstPeer * 1_000,
                peerName: "tesseract CLI --psm 6, one PNG", unit: "ms", goal: "ratio ≤ 1.0",
                met: median(oursFromOpening) <= firstPeer),
            BenchmarkResult(
                name: "OCR, first cue's text, Tesseract started",
                ours: median(oursStarted) * 1_000, peer: firstPeer * 1_000,
                peerName: "tesseract CLI --psm 6, one PNG", unit: "ms", goal: "reported",
                met: true),
        ]
    }

    private func pictureTracks(_ path: String) throws -> [Track] {
        let source = try MediaSource.open(path: path)
        defer { source.close() }
        return try source.tracks.filter { $0.flags.contains(.imageBased) }.map { track in
            Track(cues: try source.cues(of: track.id), language: track.language, file: path)
        }
    }

    /// Seconds from opening `path` to the first picture cue delivered recognised by a
    /// progressive read of its first picture track, as the player reads it in real time.
    private static func firstCueFromOpening(_ path: String, recognizer: CueRecognizer) throws
        -> Double
    {
        let first = DispatchSemaphore(value: 0)
        let delivered = Mutex(false)
        var reader: (any ProgressiveCueReader)?
        let seconds = try measureSeconds {
            let source = RecognizingSource(
                MediaFile(path: path, discoverSidecars: false), recognizer: recognizer,
                report: { _ in })
            guard let opened = try source.openReader() as? any ProgressiveCueReader,
                let track = opened.catalog.tracks.first(where: { $0.flags.contains(.imageBased) })
            else { throw BenchmarkError("\(path): no picture track read progressively") }
            reader = opened
            _ = try opened.readCues(of: track.id, from: .zero) { finished in
                let isFirst = delivered.withLock { wasDelivered in
                    defer { wasDelivered = true }
                    return !wasDelivered && !finished.cues.isEmpty
                }
                if isFirst { first.signal() }
            }
            first.wait()
        }
        reader?.close()
        return seconds
    }

    private static func tesseractCLI(_ png: (path: String, language: String)) throws {
        _ = try ChildProcess.runChecked(
            ["tesseract", png.path, "stdout", "--psm", "6", "-l", png.language])
    }
}
