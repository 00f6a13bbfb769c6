import PlayerAccessibility
import PlayerCore
import PlayerRender
import Testing

@Suite("Snapshot drawing")
struct SnapshotDrawingTests {
    private let size = (width: 320, height: 180)

    /// The captions `cues` drawn alone over black.
    private func draw(_ cues: [Cue]) throws -> RGBPicture {
        let model = ControlModel(state: PlayerState(), language: .english)
        let scene = SnapshotScene(model: model, cues: cues, showsControls: false)
        return try Snapshot(scene, over: RGBPicture(width: size.width, height: size.height))
            .picture
    }

    /// The rows holding a pixel that is not black.
    private func litRows(_ picture: RGBPicture) -> [Int] {
        (0..<picture.height).filter { y in
            picture.pixels[(y * picture.width * 3)..<((y + 1) * picture.width * 3)]
                .contains { $0 > 40 }
        }
    }

    @Test func captionTextThatLooksLikeAnOverrideIsDrawnAsWritten() throws {
        // Were the braces taken as ASS markup, \pos(0,0) would move the text to the top left.
        let picture = try draw([
            Cue(start: .zero, end: .seconds(5), text: "{\\pos(0,0)}Braces \\N kept")
        ])
        let rows = litRows(picture)
        #expect(!rows.isEmpty)
        // One line at WebVTT's default place, the bottom line.
        #expect(rows.allSatisfy { $0 >= size.height * 4 / 5 })
    }

    @Test func aBitmapCueIsDrawnAtItsRectangleScaledToThePicture() throws {
        let red = CueColor(red: 255, green: 0, blue: 0)
        let bitmap = CueBitmap(objects: [
            CueBitmap.Object(
                x: 80, y: 40, width: 40, height: 20, indices: Array(repeating: 0, count: 800),
                palette: [red])
        ])
        // On a 640×360 display: the picture at a quarter of the width, a ninth of the height.
        let image = CueImage(
            x: 80, y: 40, width: 40, height: 20, displayWidth: 640, displayHeight: 360)
        let picture = try draw([
            Cue(start: .zero, end: .seconds(5), text: nil, image: image, bitmap: bitmap)
        ])
        var lit: [(Int, Int)] = []
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.pixels[(y * picture.width + x) * 3] > 0 {
                lit.append((x, y))
            }
        }
        // Half the display's size: x 40..<60, y 20..<30.
        #expect(lit.count == 20 * 10)
        #expect(lit.allSatisfy { (40..<60).contains($0.0) && (20..<30).contains($0.1) })
    }
}
