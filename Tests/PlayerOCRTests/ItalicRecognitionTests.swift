import MediaTestSupport
import PlayerCore
import PlayerOCR
import Testing

/// Italics kept: Tesseract 5.3's LSTM recogniser reports no font attributes, so a picture's
/// lean is measured (the shear that stands its strokes upright) and a leaning picture's text
/// is an italic run. matroska-demuxer's pictures draw its SubRip file's `<i>` cue slanted, so
/// the SubRip cues say which recognised cues must be italic.
@Suite(
    "Italics in recognised picture captions against their SubRip transcripts",
    .enabled(
        if: Corpus.isAvailable && TesseractData.installed() != nil,
        "needs the caption corpus and Tesseract's data (make deps)"))
struct ItalicRecognitionTests {
    @Test(
        "The cues the SubRip transcript sets in italics, and only those, are italic",
        arguments: ReferenceTranscriptTests.transcribedTracks)
    func italicCuesMatchTheTranscript(folder: String, file: String, language: LanguageTag)
        throws
    {
        let (result, reference) = try ReferenceTranscriptTests.recognized(
            folder, file, language: language)
        func italic(_ cue: Cue) -> Bool { cue.runs.contains { $0.style.contains(.italic) } }
        #expect(reference.contains(where: italic), "the transcript has an italic cue")
        #expect(result.cues.map(italic) == reference.map(italic))
        // The runs still spell the text.
        #expect(result.cues.allSatisfy { $0.runs.map(\.text).joined() == $0.text })
    }

    @Test func aPictureShearedAsItalicsLeans() {
        // A vertical bar two pixels wide, drawn upright and then leaning right by 0.25 a row.
        var upright = GreyImage(width: 40, height: 40, filledWith: 0)
        var leaning = upright
        for y in 0..<40 {
            for x in 10..<12 {
                upright[x, y] = 255
                leaning[x + Int((0.25 * Double(39 - y)).rounded()), y] = 255
            }
        }
        let pictures = [upright, leaning].map { ink in
            CueBitmap(objects: [
                CueBitmap.Object(
                    x: 0, y: 0, width: ink.width, height: ink.height,
                    indices: ink.pixels.map { $0 == 0 ? 0 : 1 },
                    palette: [
                        CueColor(red: 0, green: 0, blue: 0, alpha: 0),
                        CueColor(red: 255, green: 255, blue: 255),
                    ])
            ]).tesseractPictures().italic
        }
        #expect(pictures == [[false], [true]])
    }
}
