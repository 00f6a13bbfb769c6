import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A Matroska track's language is its `LanguageBCP47` element (0x22B59D, Matroska's IETF
/// language, which mkvmerge writes beside the ISO 639-2 `Language`) when it has one: FFmpeg
/// 5.1 reads only `Language`, which cannot tell Brazilian from European Portuguese.
@Suite("Matroska BCP-47 languages")
struct MatroskaLanguageTests {
    /// Runs mkvmerge (MKVToolNix, which `make deps` installs) with `arguments` in `directory`.
    private func mkvmerge(_ arguments: [String], in directory: URL) throws {
        let run = try ToolRun("mkvmerge", ["--quiet"] + arguments, in: directory)
        try #require(
            run.status == 0, "mkvmerge failed (make deps installs MKVToolNix): \(run.standardError)"
        )
    }

    /// A file mkvmerge made of one SubRip file muxed as tracks in `languages`, in order.
    private func muxed(languages: [String], extra: [String] = [], in directory: TemporaryDirectory)
        throws -> String
    {
        _ = try directory.write("cue.srt", Array("1\n00:00:01,000 --> 00:00:02,000\nOlá\n".utf8))
        var arguments = ["-o", "languages.mkv"] + extra
        for language in languages {
            arguments += ["--language", "0:\(language)", "cue.srt"]
        }
        try mkvmerge(arguments, in: directory.url)
        return directory.url.appendingPathComponent("languages.mkv").path
    }

    private func languages(of path: String) throws -> [LanguageTag?] {
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        defer { source.close() }
        return source.tracks.filter { $0.kind == .legible }.map(\.language)
    }

    @Test func regionsMkvmergeWroteAreRead() throws {
        let directory = try TemporaryDirectory()
        let tags = ["pt-BR", "pt-PT", "es-419"]
        let path = try muxed(languages: tags, in: directory)
        #expect(try languages(of: path) == tags.map { LanguageTag($0) })
    }

    /// Without the element (mkvmerge's --disable-language-ietf), the ISO 639-2 code is read
    /// as before.
    @Test func withoutTheElementTheISOCodeIsRead() throws {
        let directory = try TemporaryDirectory()
        let path = try muxed(
            languages: ["por"], extra: ["--disable-language-ietf"], in: directory)
        #expect(try languages(of: path) == [LanguageTag("pt")])
    }
}
