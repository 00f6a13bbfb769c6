import Foundation
import MediaTestSupport
import Testing

/// `captions FILE` for a caption file given alone converts it as it reads it, holding no cues;
/// what it prints, its warnings, errors and exit status are those of the same track read through
/// the media source (`--track 0`, which takes that path).
@Suite("accessible-player captions of a caption file alone", .enabled(if: Corpus.isAvailable))
struct CaptionFileConversionCLITests {
    /// Every SubRip, WebVTT, SSA and TTML file of the corpus folders that hold caption files,
    /// and the fuzz regressions of those formats.
    static let files: [String] = {
        let folders = [
            "ax-sidecars", "astisub-sidecars", "media3-text/ssa", "media3-text/subrip",
            "media3-text/ttml", "media3-text/webvtt", "wpt-webvtt-file-parsing/tests/support",
        ]
        let captionExtensions: Set<String> = ["srt", "vtt", "ass", "ssa", "ttml"]
        var files: [String] = []
        for folder in folders {
            let directory = Corpus.root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            files += names.sorted().filter {
                captionExtensions.contains(($0 as NSString).pathExtension)
            }.map { directory.appendingPathComponent($0).path }
        }
        let regressions = FuzzRegressions.root
        let regressionNames =
            (try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []
        files += regressionNames.sorted().filter {
            captionExtensions.contains(($0 as NSString).pathExtension)
        }.map { regressions.appendingPathComponent($0).path }
        return files
    }()

    @Test func theCorpusHasCaptionFilesOfEveryFormat() {
        for suffix in [".srt", ".vtt", ".ass", ".ttml"] {
            #expect(Self.files.contains { $0.hasSuffix(suffix) }, "no \(suffix) file")
        }
    }

    @Test(arguments: files)
    func convertingAloneWritesWhatTheTrackReads(file: String) throws {
        for format in ["srt", "vtt", "json", "text"] {
            let alone = try CLIRunner.run(["captions", file, "--format", format])
            let track = try CLIRunner.run(["captions", file, "--track", "0", "--format", format])
            #expect(alone.status == track.status, "\(file) as \(format)")
            #expect(alone.standardOutput == track.standardOutput, "\(file) as \(format)")
            #expect(alone.standardError == track.standardError, "\(file) as \(format)")
        }
    }

    /// A file that is not there, and WebVTT without its signature, fail as through the source.
    @Test func unreadableAndInvalidFilesFailAlike() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("captions-alone-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let unsigned = directory.appendingPathComponent("unsigned.vtt").path
        try "00:00:01.000 --> 00:00:02.000\nHello\n".write(
            toFile: unsigned, atomically: true, encoding: .utf8)
        for file in [unsigned, directory.appendingPathComponent("missing.srt").path] {
            let alone = try CLIRunner.run(["captions", file])
            let track = try CLIRunner.run(["captions", file, "--track", "0"])
            #expect(alone.status != 0, "\(file)")
            #expect(alone.status == track.status, "\(file)")
            #expect(alone.standardError == track.standardError, "\(file)")
            #expect(alone.standardError.contains(file), "the error names \(file)")
        }
    }
}
