import Foundation
import Testing

@Suite("accessible-player start-up")
struct StartupTests {
    @Test func mediaAndSpeechLibrariesAreLoadedOnlyWhenUsed() throws {
        // ldd lists every library the loader maps before main runs. FFmpeg's are opened when
        // media is first read (every media test reads through them), espeak-ng and ALSA by
        // PlayerSpeech when speech starts (the --speak-to tests speak through them).
        let listed = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/ldd"), [CLIRunner.binary.path]
        ).standardOutput
        #expect(listed.contains("libswiftCore"))
        for library in ["libavformat", "libavcodec", "libavutil", "libespeak-ng", "libasound"] {
            #expect(!listed.contains(library), "\(library) is linked")
        }
    }
}
