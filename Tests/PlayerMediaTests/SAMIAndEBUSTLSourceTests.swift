import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// SAMI and EBU STL files, alone and beside a film, read through ``MediaSource/open(path:options:)`` by the
/// parsers ``PlayerCaptions/CaptionParserFactory`` chooses: a SAMI file is a track per
/// class, an EBU STL file one track, and a `.stl` that is not EBU STL is still FFmpeg's
/// Spruce STL. The fixtures are pycaption's and ttconv's (see their PROVENANCE.txt).
@Suite struct SAMIAndEBUSTLSourceTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PlayerCaptionsTests/Fixtures")

    private static func fixture(_ folder: String, _ file: String) -> String {
        fixtures.appendingPathComponent(folder).appendingPathComponent(file).path
    }

    @Test func aSAMIFileIsATrackPerClassInItsLanguage() throws {
        let source = try openSource(
            Self.fixture("pycaption-sami", "sample_sami_with_separate_multi_lang.smi"))
        #expect(source.formatName == "sami")
        #expect(source.tracks.map(\.codec) == ["sami", "sami"])
        #expect(source.tracks.map(\.language) == [LanguageTag("en-UK"), LanguageTag("en-US")])
        #expect(
            try source.cues(of: source.tracks[0].id).map(\.text) == [
                "British text.", "OTHER British text.",
            ])
        #expect(source.warnings.isEmpty)
    }

    @Test func aSAMIClassNameTitlesItsTrack() throws {
        let source = try openSource(Self.fixture("pycaption-sami", "sample_sami.smi"))
        #expect(source.tracks.map(\.title) == ["English"])
        #expect(try source.cues(of: source.tracks[0].id).count == 7)
    }

    @Test func anEBUSTLFileIsOneTrackInTheGSILanguage() throws {
        let source = try openSource(Self.fixture("ttconv-stl", "requirement-0076-001.stl"))
        #expect(source.formatName == "ebu_stl")
        #expect(source.tracks.map(\.codec) == ["ebu_stl"])
        #expect(source.tracks.first?.language == LanguageTag("de"))
        #expect(try source.cues(of: source.tracks[0].id).count == 1)
    }

    @Test func anEBUSTLFileWithADamagedGSIIsRefusedNamingTheField() throws {
        let directory = try TemporaryDirectory()
        var bytes = Array(
            try Data(
                contentsOf: URL(fileURLWithPath: Self.fixture("ttconv-stl", "cumulative_set.stl"))))
        bytes.replaceSubrange(12..<14, with: Array("77".utf8))
        let path = try directory.write("damaged.stl", bytes)
        #expect {
            try MediaSource.open(path: path)
        } throws: { error in
            "\(error)".contains("CCT (character code table)") && "\(error)".contains("damaged.stl")
        }
    }

    @Test func aSpruceSTLFileIsLeftToFFmpeg() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "spruce.stl", Array("$FontName = Arial\n00:00:01:00 , 00:00:02:00 , Hello\n".utf8))
        let source = try openSource(path)
        #expect(source.formatName == "stl")
        #expect(source.tracks.map(\.codec) == ["stl"])
    }

    @Test func aSAMISidecarIsReadBesideTheFilm() throws {
        let directory = try TemporaryDirectory()
        let film = try directory.write(
            "Film.mkv", Corpus.bytes("mediabunny-mkv-webvtt/test-mkv-vtt.mkv"))
        _ = try directory.write(
            "Film.smi",
            Array(
                try Data(
                    contentsOf: URL(
                        fileURLWithPath: Self.fixture(
                            "pycaption-sami", "sample_sami_with_multi_lang.smi")))))
        let source = try openSource(film)
        let sami = source.tracks.filter { $0.codec == "sami" }
        #expect(sami.map(\.language) == [LanguageTag("en-US"), LanguageTag("de-DE")])
        #expect(sami.allSatisfy { $0.flags.contains(.external) })
        #expect(try source.cues(of: sami[1].id).map(\.text) == ["Schmetterling."])
    }
}
