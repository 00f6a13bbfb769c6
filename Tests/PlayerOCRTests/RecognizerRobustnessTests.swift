import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import PlayerOCR
import Testing

/// Pictures that cannot be read: each is a warning naming the file and the cue's time, the
/// cue stays a picture, nothing crashes.
@Suite(
    "Recognising bad pictures",
    .enabled(if: TesseractData.installed() != nil, "needs Tesseract's data (make deps)"))
struct RecognizerRobustnessTests {
    let recognizer = CueRecognizer(data: TesseractData.installed()!, cache: nil)

    /// A picture cue at 1.5 s placed as `image`, with `bitmap`.
    func pictureCue(_ image: CueImage, bitmap: CueBitmap?) -> Cue {
        Cue(
            start: .milliseconds(1_500), end: .milliseconds(3_000), text: nil, image: image,
            bitmap: bitmap)
    }

    /// A picture cue of `width`×`height` palette `indices` into transparent (0) and white (1).
    func twoColourCue(width: Int, height: Int, indices: [UInt8]) -> Cue {
        let object = CueBitmap.Object(
            x: 0, y: 0, width: width, height: height, indices: indices,
            palette: [
                CueColor(red: 0, green: 0, blue: 0, alpha: 0),
                CueColor(red: 255, green: 255, blue: 255),
            ])
        return pictureCue(
            CueImage(x: 0, y: 0, width: width, height: height),
            bitmap: CueBitmap(objects: [object]))
    }

    func expectOneWarning(
        _ result: RecognizedCues, saying words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.warnings.count == 1, sourceLocation: sourceLocation)
        let message = result.warnings.first?.message ?? ""
        #expect(message.hasPrefix("film.sup: "), sourceLocation: sourceLocation)
        #expect(
            message.contains("00:00:01.500") && message.contains(words), "\(message)",
            sourceLocation: sourceLocation)
        #expect(
            result.cues.allSatisfy { $0.text == nil && $0.image != nil && $0.recognition == nil },
            sourceLocation: sourceLocation)
    }

    @Test("A 0×0 picture is reported as empty")
    func emptyPicture() {
        let cue = pictureCue(CueImage(x: 0, y: 0, width: 0, height: 0), bitmap: nil)
        expectOneWarning(
            recognizer.recognize([cue], language: "en", file: "film.sup"), saying: "empty (0×0)")
    }

    @Test("A 10,000×10,000 picture, whose pixels the decoder does not keep, is reported by size")
    func hugePicture() {
        let cue = pictureCue(CueImage(x: 0, y: 0, width: 10_000, height: 10_000), bitmap: nil)
        expectOneWarning(
            recognizer.recognize([cue], language: "en", file: "film.sup"), saying: "10000×10000")
    }

    @Test("A picture of nothing but transparency has no text")
    func blankPicture() {
        let object = CueBitmap.Object(
            x: 0, y: 0, width: 120, height: 40, indices: [UInt8](repeating: 0, count: 4_800),
            palette: [CueColor(red: 0, green: 0, blue: 0, alpha: 0)])
        let cue = pictureCue(
            CueImage(x: 0, y: 0, width: 120, height: 40), bitmap: CueBitmap(objects: [object]))
        expectOneWarning(
            recognizer.recognize([cue], language: "en", file: "film.sup"), saying: "no text")
    }

    @Test("Palette indices past the palette are read as transparent and reported")
    func indicesOutOfRange() {
        // Index 1 draws; index 7 is past a two-colour palette.
        var indices = [UInt8](repeating: 0, count: 64 * 16)
        indices[100] = 7
        indices[200] = 1
        let cue = twoColourCue(width: 64, height: 16, indices: indices)
        let result = recognizer.recognize([cue], language: "en", file: "film.sup")
        let messages = result.warnings.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix("film.sup: ") && $0.contains("00:00:01.500")
                    && $0.contains("1 pixels naming colours its palette (2 colours) lacks")
            }, "\(messages)")
    }

    @Test(
        "Tesseract failing to start (damaged language data) is one warning; the cues stay pictures")
    func tesseractFailing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ocr-bad-data-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a traineddata file".utf8).write(
            to: folder.appendingPathComponent("eng.traineddata"))
        let broken = CueRecognizer(data: TesseractData(directory: folder.path), cache: nil)
        let cue = twoColourCue(width: 8, height: 8, indices: [UInt8](repeating: 1, count: 64))
        let result = broken.recognize([cue], language: "en", file: "film.sup")
        #expect(
            result.warnings.map(\.message) == [
                "film.sup: Tesseract could not read its 'eng' data in \(folder.path); picture captions stay pictures"
            ])
        #expect(result.cues == [cue])
    }

    @Test(
        "A language without installed data is one warning naming the package; the cues stay pictures"
    )
    func missingLanguageData() {
        let cues = [1, 2].map { _ in
            pictureCue(CueImage(x: 0, y: 0, width: 8, height: 8), bitmap: CueBitmap(objects: []))
        }
        let result = recognizer.recognize(
            cues, language: "ja", file: "film.sup", track: TrackID(rawValue: 3))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.track == TrackID(rawValue: 3))
        #expect(result.warnings.first?.message.contains("install tesseract-ocr-jpn") == true)
        #expect(result.cues == cues)
    }

    @Test(
        "A track stating no language is read with English data, saying so once for the track"
    )
    func noLanguageReadsEnglishSayingSo() {
        let blank = twoColourCue(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16))
        var later = blank
        later.start = .seconds(5)
        later.end = .seconds(6)
        let result = recognizer.recognize(
            [blank, later], language: nil, file: "film.ts", track: TrackID(rawValue: 1))
        let notices = result.warnings.filter { $0.message.contains("states no language") }
        #expect(notices.count == 1)
        #expect(notices.first?.message.hasPrefix("film.ts: ") == true)
        #expect(notices.first?.message.contains("English data ('eng')") == true)
        #expect(result.dataName == "eng")
    }
}
