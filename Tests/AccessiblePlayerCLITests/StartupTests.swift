import Foundation
import Testing

@Suite("accessible-player start-up")
struct StartupTests {
    @Test func speechLibrariesAreLoadedOnlyWhenSpeaking() throws {
        // ldd lists every library the loader maps before main runs; espeak-ng and ALSA are
        // opened by PlayerSpeech when speech starts (the --speak-to tests speak through them).
        let listed = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/ldd"), [CLIRunner.binary.path]
        ).standardOutput
        #expect(listed.contains("libavformat"))
        #expect(!listed.contains("libespeak-ng"))
        #expect(!listed.contains("libasound"))
    }
}
