import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// Text descriptions (cues describing the picture, to be spoken for blind viewers) are known
/// by what each carriage states: a sidecar's name, an HLS rendition's `CHARACTERISTICS`, a
/// WebVTT header's `Kind:`, a W3C DAPT script's `daptm:scriptRepresents`.
@Suite("Text description recognition")
struct TextDescriptionRecognitionTests {
    @Test(
        "A sidecar named as descriptions is flagged so, and the word is no title",
        arguments: [
            "film.en.descriptions.vtt", "film.en.desc.vtt", "film.ad.en.vtt",
            "film.fr.audiodescription.srt", "film.de.Audiodeskription.vtt",
            "film.es.audiodescripción.vtt",
        ])
    func sidecarWords(name: String) {
        let sidecar = SidecarFile(explicitPath: "/films/" + name)
        #expect(sidecar.flags.contains(.descriptions))
        #expect(sidecar.title == nil)
        #expect(sidecar.language != nil)
    }

    @Test("A sidecar without a description word is not flagged")
    func plainSidecar() {
        #expect(!SidecarFile(explicitPath: "/films/film.en.sdh.vtt").flags.contains(.descriptions))
    }

    @Test("HLS describes-video on a SUBTITLES rendition flags the track descriptions")
    func hlsCharacteristic() throws {
        let text = """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English AD",LANGUAGE="en",\
            CHARACTERISTICS="public.accessibility.describes-video",URI="ad/en.m3u8"
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",\
            URI="subs/en.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=1280000,SUBTITLES="subs"
            video.m3u8
            """
        guard case .master(let master) = try HLSPlaylist(parsing: text, location: "/show.m3u8")
        else {
            Issue.record("read as a media playlist")
            return
        }
        let tracks = master.renditions.map(TrackInfo.init(hlsRendition:))
        #expect(tracks.map { $0.flags.contains(.descriptions) } == [true, false])
    }

    @Test("A WebVTT header's Kind: descriptions flags the file's track; cues are unchanged")
    func webVTTHeaderKind() throws {
        let body = "\n\n00:01.000 --> 00:03.000\nA woman climbs into a boat.\n"
        let described = WebVTTDocument(parsing: "WEBVTT\nKind: descriptions\nLanguage: en" + body)
        #expect(described.headerKindFlags == .descriptions)
        #expect(described.cues.count == 1)
        #expect(
            WebVTTDocument(parsing: "WEBVTT\nkind:Descriptions" + body).headerKind == "descriptions"
        )
        #expect(
            WebVTTDocument(parsing: "WEBVTT\nKind: captions" + body).headerKindFlags == .captions)
        #expect(WebVTTDocument(parsing: "WEBVTT" + body).headerKindFlags == [])
        let read = try readTextCaptions(
            fileBytes: Array(("WEBVTT\nKind: descriptions" + body).utf8), format: .webVTT
        ) { _ in }
        #expect(read?.flags == .descriptions)
    }

    /// W3C DAPT's own examples (Fixtures/w3c-dapt/PROVENANCE.txt): the two description
    /// scripts are descriptions with the times the documents give; the dubbing transcript is
    /// not.
    @Test("W3C DAPT example scripts: descriptions when they represent what is seen")
    func daptExamples() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/w3c-dapt")
        func read(_ name: String) throws -> (cues: [Cue], flags: TrackFlags, language: LanguageTag?)
        {
            var cues: [Cue] = []
            let read = try TTMLDocument.read(fileAt: folder.appendingPathComponent(name).path) {
                cues.append($0)
            }
            return (
                cues, TTMLDocument.daptFlags(representing: read.scriptRepresents), read.language
            )
        }
        let descriptions = try read("intro-times-and-text.xml")
        #expect(descriptions.flags == .descriptions)
        #expect(descriptions.language == "en")
        #expect(
            descriptions.cues.map { [$0.start, $0.end] } == [
                [.seconds(10), .seconds(13)], [.seconds(18), .seconds(20)],
            ])
        #expect(
            descriptions.cues.first?.text?.contains("A woman climbs into a small sailing boat.")
                == true)
        #expect(try read("intro-times-and-text-with-visual-text.xml").flags == .descriptions)
        let dubbing = try read("intro-original-language.xml")
        #expect(dubbing.flags == [])
        #expect(dubbing.cues.count == 1)
    }
}
