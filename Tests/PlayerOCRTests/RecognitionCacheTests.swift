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
