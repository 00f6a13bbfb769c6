import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

/// What the fuzzing campaign found in messages, checked through the library.
@Suite(
    "Fuzz regressions in the library",
    .enabled(
        if: Corpus.isAvailable,
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct FuzzRegressionTests {
    @Test("FFmpeg's generic −1 is reported as damage, not as a permission")
    func genericFailureIsDamage() throws {
        // An initialization segment alone: its demuxer fails with −1 when asked to seek.
        let path = Corpus.path("shaka-cea608-c608track", "cea608-track-init.mp4")
        let source = try MediaSource.open(path: path)
        let captions = try #require(source.tracks.first { $0.kind == .legible })
        do {
            _ = try source.cues(of: captions.id)
            Issue.record("the cues of an initialization segment were read")
        } catch {
            guard case .truncatedOrCorrupt(let file, _) = error else {
                Issue.record("expected truncated or corrupt, got \(error)")
                return
            }
            #expect(file == path)
            #expect(!error.description.contains("not permitted"), "\(error)")
        }
    }
}
