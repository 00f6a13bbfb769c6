import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// A TTML file's `xml:lang` is its track's language when nothing else states one; a sidecar's
/// file name still does.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct TTMLTrackLanguageTests {
    /// Media3's file says `<tt … xml:lang="eng">`.
    @Test func aTTMLFileOpenedAloneHasItsStatedLanguage() throws {
        let source = try openSource(
            Corpus.path("media3-text", "ttml/bitmap_percentage_region.ttml"))
        #expect(source.tracks.map(\.language) == ["en"])
    }

    @Test func aSidecarTakesTheDocumentsLanguageUnlessItsNameGivesOne() throws {
        let directory = try TemporaryDirectory()
        let movie = try directory.write(
            "movie.mkv", Corpus.bytes("mediabunny-mkv-webvtt/test-mkv-vtt.mkv"))
        let german = Array(
            #"<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="de"><body><div><p begin="1s" end="2s">Hallo</p></div></body></tt>"#
                .utf8)
        _ = try directory.write("movie.ttml", german)
        _ = try directory.write("movie.fr.ttml", german)
        let sidecars = try openSource(movie).tracks.filter { $0.flags.contains(.external) }
        #expect(
            sidecars.map { ($0.sourcePath?.hasSuffix(".fr.ttml") ?? false, $0.language) }
                .sorted { !$0.0 && $1.0 }.map(\.1) == ["de", "fr"])
    }
}
