import Foundation
import Testing

@Suite("accessible-player start-up")
struct StartupTests {
    @Test func speechLibrariesAreLoadedOnlyWhenSpeaking() throws {
        // ldd lists every library the loader maps before main runs; espeak-ng and ALSA are
        // opened by PlayerSpeech when speech starts (the --speak-to tests speak through them).
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [CLIRunner.binary.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let listed = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(listed.contains("libavformat"))
        #expect(!listed.contains("libespeak-ng"))
        #expect(!listed.contains("libasound"))
    }
}
