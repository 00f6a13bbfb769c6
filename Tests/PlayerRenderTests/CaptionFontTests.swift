import MediaTestSupport
import PlayerAccessibility
import PlayerCaptions
import PlayerCore
import Testing

@testable import PlayerRender

@Suite("Caption fonts")
struct CaptionFontTests {
    private let size = (width: 640, height: 360)

    /// `scene`'s captions drawn alone over black.
    private func draw(_ scene: SnapshotScene) throws -> Snapshot {
        try Snapshot(scene, over: RGBPicture(width: size.width, height: size.height))
    }

    private func scene(cues: [Cue] = [], language: LanguageTag? = nil) -> SnapshotScene {
        SnapshotScene(
            model: ControlModel(state: PlayerState(), language: .english), cues: cues,
            captionLanguage: language, showsControls: false)
    }

    /// Which pixels are lit (any channel over 60).
    private func litMask(_ picture: RGBPicture) -> [Bool] {
        stride(from: 0, to: picture.pixels.count, by: 3).map { index in
            picture.pixels[index] > 60 || picture.pixels[index + 1] > 60
                || picture.pixels[index + 2] > 60
        }
    }

    /// An ASS script with one style in `font` and one event on screen from 0 to 5 s.
    private func script(font: String) -> ASSTrackScript {
        .file(text: SignScript.text(font: font, end: "0:00:05.00"))
    }

    @Test func aStyleNamingAFontThatIsNotInstalledIsDrawnWithAWarningNamingFontAndTrack()
        throws
    {
        var missing = scene()
        missing.trackScript = script(font: "Nonexistent Sans Zyx")
        missing.time = .seconds(1)
        missing.captionTrackName = "signs.ass: track 0"
        let drawn = try draw(missing)
        #expect(drawn.warnings.count == 1)
        let warning = try #require(drawn.warnings.first)
        #expect(
            warning.hasPrefix("signs.ass: track 0: font 'Nonexistent Sans Zyx' is not installed"))
        // fontconfig's fallback drew the words all the same.
        #expect(litMask(drawn.picture).contains(true))
    }

    @Test func aStyleNamingAnInstalledFontDrawsWithoutAWarning() throws {
        var installed = scene()
        installed.trackScript = script(font: "DejaVu Sans")
        installed.time = .seconds(1)
        let drawn = try draw(installed)
        #expect(drawn.warnings.isEmpty)
        #expect(drawn.fonts.contains { $0.files.contains { $0.hasSuffix("/DejaVuSans.ttf") } })
    }

    /// A caption in a script DejaVu lacks, with the Noto file Debian's packages draw it with.
    struct ScriptSample: Sendable, CustomTestStringConvertible {
        var text: String
        var language: String
        var fontFile: String
        var testDescription: String { language }
    }

    static let scriptSamples = [
        ScriptSample(text: "مرحبا بالعالم", language: "ar", fontFile: "NotoSansArabic"),
        ScriptSample(text: "日本語の字幕です", language: "ja", fontFile: "NotoSansCJK"),
        ScriptSample(text: "中文字幕", language: "zh", fontFile: "NotoSansCJK"),
    ]

    @Test(
        "A cue in Arabic or CJK is drawn with Noto's glyphs, not missing-glyph boxes",
        arguments: scriptSamples)
    func aCueInAScriptDejaVuLacksIsDrawnWithNoto(_ sample: ScriptSample) throws {
        // Private-use characters no font has: each drawn as the font's missing-glyph box.
        let boxes = String(
            String.UnicodeScalarView(
                (0..<sample.text.unicodeScalars.count).map { Unicode.Scalar(0xE000 + $0)! }))
        let cue = { (text: String) in Cue(start: .zero, end: .seconds(5), text: text) }
        let language = LanguageTag(sample.language)
        let words = try draw(scene(cues: [cue(sample.text)], language: language))
        let missing = try draw(scene(cues: [cue(boxes)], language: language))
        let group = try #require(words.fonts.first { $0.group == "captions (\(sample.language))" })
        #expect(group.files.contains { $0.contains(sample.fontFile) }, "\(group.files)")
        let drawnMask = litMask(words.picture)
        let boxMask = litMask(missing.picture)
        let lit = drawnMask.filter { $0 }.count
        let differing = zip(drawnMask, boxMask).filter { $0 != $1 }.count
        #expect(lit > 0)
        // Letters share few pixels with a row of hollow boxes.
        #expect(Double(differing) > Double(lit) * 0.5)
    }

    @Test func theTextsWritingSystemChoosesTheNotoFamilyWhenTheLanguageIsUnstated() {
        let cue = { (text: String) in Cue(start: .zero, end: .seconds(5), text: text) }
        // Kana among the ideographs: Japanese; ideographs alone: Chinese; Hangul: Korean.
        #expect(ASSScript.captionFamily(language: nil, cues: [cue("日本語の字幕")]) == "Noto Sans CJK JP")
        #expect(ASSScript.captionFamily(language: nil, cues: [cue("中文字幕")]) == "Noto Sans CJK SC")
        #expect(ASSScript.captionFamily(language: nil, cues: [cue("한국어 자막")]) == "Noto Sans CJK KR")
        #expect(ASSScript.captionFamily(language: nil, cues: [cue("Plain words")]) == "DejaVu Sans")
        // A stated language wins over the text's characters.
        #expect(
            ASSScript.captionFamily(language: LanguageTag("ja"), cues: [cue("中文")])
                == "Noto Sans CJK JP")
    }
}
