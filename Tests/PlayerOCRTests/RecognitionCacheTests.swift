import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import PlayerOCR
import Testing

/// A second reading of the same pictures comes from the cache, with the same text.
@Suite(
    "Recognition cache",
    .enabled(
        if: Corpus.isAvailable && TesseractData.installed() != nil,
        "needs the caption corpus and Tesseract's data (make deps)"))
struct RecognitionCacheTests {
    @Test("The second recognition of a PGS track reads nothing again and gives the same cues")
    func secondReadingIsCached() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ocr-cache-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (cues, track) = try ReferenceTranscriptTests.cues(
            "mkvdemux-pgs", "subtitles_pgs.mkv", language: "en")
        let recognizer = CueRecognizer(
            data: try #require(TesseractData.installed()),
            cache: RecognitionCache(directory: folder))
        let first = recognizer.recognize(cues, language: track.language, file: "pgs")
        let second = recognizer.recognize(cues, language: track.language, file: "pgs")
        #expect(first.recognizedCount == 2 && first.cachedCount == 0)
        #expect(second.recognizedCount == 0 && second.cachedCount == 2)
        #expect(second.cues == first.cues && first.hasRecognizedText)
    }

    @Test("A track read whole before comes from the cache without starting Tesseract")
    func cachedTrackStartsNoTesseract() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ocr-cache-note-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Data of the test's own (the installed English data, linked), so that only this
        // test's reads start engines reading it.
        let dataFolder = folder.appendingPathComponent("tessdata")
        try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: dataFolder.appendingPathComponent("eng.traineddata").path,
            withDestinationPath: try #require(TesseractData.installed()).directory
                + "/eng.traineddata")
        let data = TesseractData(directory: dataFolder.path)
        let recognizer = CueRecognizer(
            data: data, cache: RecognitionCache(directory: folder.appendingPathComponent("cache")))
        let path = Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv")
        func read() throws -> [Cue] {
            let source = RecognizingSource(
                MediaFile(path: path, discoverSidecars: false), recognizer: recognizer,
                report: { _ in })
            let reader = try source.openReader()
            defer { reader.close() }
            let track = try #require(
                reader.catalog.tracks.first {
                    $0.flags.contains(.imageBased) && $0.language == "en"
                })
            return try reader.readCues(of: track.id).cues
        }
        let first = try read()
        #expect(!first.isEmpty && first.allSatisfy { $0.recognition != nil })
        let started = CueRecognizer.enginesStarted(reading: data)
        #expect(started >= 1)
        // No engine kept either: a second read that wanted Tesseract would start one.
        CueRecognizer.releaseStartedEngines()
        let second = try read()
        #expect(second == first)
        #expect(CueRecognizer.enginesStarted(reading: data) == started)
    }

    @Test("The cache folder follows ACCESSIBLE_PLAYER_CACHE_DIR, then XDG_CACHE_HOME, then HOME")
    func cacheFolder() {
        #expect(
            RecognitionCache.user(environment: [
                "ACCESSIBLE_PLAYER_CACHE_DIR": "/tmp/c", "HOME": "/h",
            ])?
            .directory.path == "/tmp/c/ocr")
        #expect(
            RecognitionCache.user(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.directory
                .path == "/x/accessible-player/ocr")
        #expect(
            RecognitionCache.user(environment: ["HOME": "/h"])?.directory.path
                == "/h/.cache/accessible-player/ocr")
    }
}
