import MediaTestSupport
import Testing

/// A `.vtt` file without the `WEBVTT` signature is not WebVTT: every command that opens it
/// refuses it with exit code 3 (media unavailable) and a message naming the file, instead of
/// reading it as something else. The files are those W3C's `signature-invalid.html` lists.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct WebVTTSignatureCLITests {
    @Test(
        arguments: [
            ["captions"], ["tracks"], ["play", "--fast"],
        ],
        ["signature-missing.vtt", "signature-two-boms.vtt", "signature-lowercase.vtt"])
    func refusedWithExitThree(command: [String], file: String) throws {
        let path = Corpus.path("wpt-webvtt-file-parsing/support", file)
        let run = try CLIRunner.run([command[0], path] + command.dropFirst())
        #expect(run.status == 3)
        #expect(run.standardError.contains(path))
        #expect(run.standardError.contains("not WebVTT"))
        #expect(run.standardOutput.isEmpty)
    }
}
