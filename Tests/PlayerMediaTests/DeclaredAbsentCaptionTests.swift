import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A master playlist that declares a CEA-608 service (`CLOSED-CAPTIONS`) its video does not
/// carry: the declared track is listed, flagged absent with a warning naming it, and the
/// selection policy shows the WebVTT rendition instead.
@Suite("Declared caption services the media does not carry")
struct DeclaredAbsentCaptionTests {
    @Test("CLOSED-CAPTIONS CC1 over H.264 with no 608 data, beside a DEFAULT=YES WebVTT rendition")
    func declaredButAbsent() throws {
        let directory = try TemporaryDirectory()
        let package = try HLSPackage(in: directory.url)
        let master = """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="sub.m3u8"
            #EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="English CC",LANGUAGE="en",INSTREAM-ID="CC1",DEFAULT=YES,AUTOSELECT=YES
            #EXT-X-STREAM-INF:BANDWIDTH=100000,SUBTITLES="subs",CLOSED-CAPTIONS="cc"
            video.m3u8
            """
        let path = try directory.write("cc.m3u8", Array(master.utf8))
        let source = try MediaSource.open(
            path: path, options: .init(discoverSidecars: false, allowsPlaylistEntriesBesideIt: true)
        )
        defer { source.close() }
        let declared = try #require(source.tracks.first { $0.codec == "eia_608" })
        let rendition = try #require(source.tracks.first { $0.codec == "webvtt" })
        #expect(declared.title == "English CC")
        #expect(declared.flags.contains(.absent))
        #expect(!rendition.flags.contains(.absent))
        #expect(
            source.warnings.contains {
                $0.track == declared.id && $0.message.contains("declares CC1")
                    && $0.message.contains("carries no CEA-608 data")
            })
        let preferences = TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true)
        let choice = TrackSelectionPolicy(preferences: preferences).captions(
            from: source.tracks.filter { $0.kind == .legible })
        #expect(choice == .track(rendition.id))
        _ = package
    }

    @Test("A declared service the video does carry is not flagged (ax-hls-cea608-ts)")
    func declaredAndPresent() throws {
        let source = try openSource(
            Corpus.path("ax-hls-cea608-ts", "manifest.m3u8"),
            .init(discoverSidecars: false, allowsPlaylistEntriesBesideIt: true))
        let channel = try #require(source.tracks.first { $0.codec == "eia_608" })
        #expect(!channel.flags.contains(.absent))
    }
}
