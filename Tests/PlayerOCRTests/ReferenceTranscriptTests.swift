import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import PlayerOCR
import Testing

/// Recognition measured against transcripts made by others: matroska-demuxer's PGS and VobSub
/// test files are its SubRip test file's two tracks (English, French) rendered as pictures,
/// with the same cue times, so the SubRip cues (`mkvdemux-subtitles`) are the reference.
@Suite(
    "Recognised picture captions against their SubRip transcripts",
    .enabled(
        if: Corpus.isAvailable && TesseractData.installed() != nil,
        "needs the caption corpus and Tesseract's data (make deps)"))
struct ReferenceTranscriptTests {
    /// The picture tracks whose transcript is `mkvdemux-subtitles`' SubRip track in the same
    /// language: folder, file, language.
    static let transcribedTracks: [(String, String, LanguageTag)] = [
        ("mkvdemux-pgs", "subtitles_pgs.mkv", "en"), ("mkvdemux-pgs", "subtitles_pgs.mkv", "fr"),
        ("mkvdemux-vobsub", "subtitles_vobsub.mkv", "en"),
        ("mkvdemux-vobsub", "subtitles_vobsub.mkv", "fr"),
    ]

    /// The picture track in `language` of the corpus file recognised (no cache), and its
    /// transcript's cues.
    static func recognized(_ folder: String, _ file: String, language: LanguageTag) throws -> (
        RecognizedCues, [Cue]
    ) {
        let (pictures, track) = try cues(folder, file, language: language)
        let (reference, _) = try cues("mkvdemux-subtitles", "subtitles.mkv", language: language)
        let recognizer = CueRecognizer(data: try #require(TesseractData.installed()), cache: nil)
        let result = recognizer.recognize(
            pictures, language: track.language, file: file, track: track.id)
        return (result, reference)
    }

    /// The cues of the legible track in `language` of the corpus file.
    static func cues(_ folder: String, _ file: String, language: LanguageTag) throws -> (
        [Cue], TrackInfo
    ) {
        let source = try MediaSource.open(path: Corpus.path(folder, file))
        defer { source.close() }
        let track = try #require(
            source.tracks.first { $0.kind == .legible && $0.language == language })
        return (try source.cues(of: track.id), track)
    }

    @Test(
        "CER ≤ 5% per track against the SubRip transcript (last measured: PGS en 0%, fr 1.3%; VobSub en 0%, fr 0%)",
        arguments: transcribedTracks)
    func characterErrorRateAgainstTranscript(
        folder: String, file: String, language: LanguageTag
    ) throws {
        let (result, reference) = try Self.recognized(folder, file, language: language)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.cues.map(\.start) == reference.map(\.start))
        #expect(result.cues.allSatisfy { $0.recognition != nil && $0.image != nil })
        let recognized = result.cues.compactMap(\.text).joined(separator: "\n")
        let transcript = reference.compactMap(\.text).joined(separator: "\n")
        let rate = characterErrorRate(recognized, reference: transcript)
        print("CER \(folder)/\(file) [\(language)]: \(rate) — \(recognized.debugDescription)")
        #expect(rate <= 0.05, "\(recognized.debugDescription) vs \(transcript.debugDescription)")
    }
}
