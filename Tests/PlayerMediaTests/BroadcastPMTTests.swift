import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// What a broadcast's PMT says about its caption tracks, which FFmpeg 5.1 passes on only in
/// part: the ATSC caption service descriptor (languages of CEA-608 channels and CEA-708
/// services, read from the file's own tables) and the DVB teletext descriptor (pages, their
/// languages and types, which FFmpeg keeps in extradata). The streams are written here.
@Suite("Caption languages and pages from the PMT")
struct BroadcastPMTTests {
    /// A temporary file holding `bytes`, removed when the value goes.
    final class TemporaryFile {
        let path = NSTemporaryDirectory() + "broadcast-\(UUID().uuidString).ts"

        init(_ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The 188-byte packets of `bytes`.
    private static func packets(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        Swift.stride(from: 0, to: bytes.count - 187, by: 188).map { bytes[$0..<$0 + 188] }
    }

    /// A caption service descriptor: (language, 608 field or nil, 708 service or nil).
    private static func captionServices(_ entries: [(String, field: Int?, service: Int?)])
        -> [UInt8]
    {
        var body: [UInt8] = [0xE0 | UInt8(entries.count)]
        for (language, field, service) in entries {
            let stream: UInt8 = service.map { 0xC0 | UInt8($0) } ?? (0x3E | UInt8(field! - 1))
            body += Array(language.utf8) + [stream, 0x3F, 0xFF]
        }
        return TransportStreamWriter.descriptor(CaptionServiceDescriptor.tag, body)
    }

    @Test(
        "shaka's captions-test.ts with a caption service descriptor: CC1 and service 1 get languages",
        .enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func languagesOfTheCorpusStream() throws {
        let original = try Corpus.bytes("shaka-cea608-ts/captions-test.ts")
        var writer = TransportStreamWriter()
        let pmt = TransportStreamWriter.mapTable(
            program: 1, clockPID: 0x100,
            streams: [
                (
                    0x1B, 0x100,
                    Self.captionServices([("eng", field: 1, service: nil), ("spa", nil, 1)])
                )
            ])
        for packet in Self.packets(original) {
            let pid =
                Int(packet[packet.startIndex + 1] & 0x1F) << 8 | Int(packet[packet.startIndex + 2])
            if pid == 0x1000 {
                writer.section(pmt, pid: 0x1000)
            } else {
                writer.copy(packet)
            }
        }
        let file = try TemporaryFile(writer.bytes)
        let source = try openSource(file.path, .init(discoverSidecars: false))
        let captions = legibleTracks(source)
        #expect(captions.map(\.title) == ["CC1", "Service 1"])
        #expect(captions.map(\.language) == ["en", "es"])
        #expect(captions.allSatisfy { $0.flags == .captions })
        // The cues are the same as without the descriptor.
        let plain = try openSource(Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        for (track, unchanged) in zip(captions, legibleTracks(plain)) {
            #expect(try source.cues(of: track.id) == plain.cues(of: unchanged.id))
        }
    }

    @Test("A video with CC1, CC3 and two 708 services: every one a track, in its language")
    func channelsAndServicesWithLanguages() throws {
        let descriptor = Self.captionServices([
            ("eng", field: 1, service: nil), ("fra", field: 2, service: nil),
            ("eng", nil, 1), ("fra", nil, 2),
        ])
        let file = try TemporaryFile(CaptionedVideoStream.bytes(descriptors: descriptor))
        let source = try openSource(file.path, .init(discoverSidecars: false))
        let captions = legibleTracks(source)
        #expect(captions.map(\.title) == ["CC1", "CC3", "Service 1", "Service 2"])
        #expect(captions.map(\.codec) == ["eia_608", "eia_608", "eia_708", "eia_708"])
        #expect(captions.map(\.language) == ["en", "fr", "en", "fr"])
        #expect(captions.allSatisfy { $0.flags == .captions })
        let texts = [
            CaptionedVideoStream.cc1, CaptionedVideoStream.cc3, CaptionedVideoStream.service1,
            CaptionedVideoStream.service2,
        ]
        let frame = CaptionedVideoStream.ticksPerPicture * 100 / 9
        for (track, text) in zip(captions, texts) {
            let cues = try source.cues(of: track.id)
            #expect(cues.map(\.text) == [text], "\(track.title!)")
            let start = Int64(CaptionedVideoStream.shownAt) * frame
            let end = Int64(CaptionedVideoStream.clearedAt) * frame
            #expect(abs((cues.first?.start.microseconds ?? 0) - start) <= frame, "\(track.title!)")
            #expect(abs((cues.first?.end.microseconds ?? 0) - end) <= frame, "\(track.title!)")
        }
    }

    @Test("Without the descriptor the same tracks have no language")
    func channelsAndServicesWithoutDescriptor() throws {
        let file = try TemporaryFile(CaptionedVideoStream.bytes(descriptors: []))
        let source = try openSource(file.path, .init(discoverSidecars: false))
        let captions = legibleTracks(source)
        #expect(captions.map(\.title) == ["CC1", "CC3", "Service 1", "Service 2"])
        #expect(captions.allSatisfy { $0.language == nil })
    }

    @Test(
        "teletext-subtitleedit's stream under a PMT: the descriptor's pages, languages and types",
        .enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func teletextDescriptorPages() throws {
        let original = try Corpus.bytes(
            "\(TeletextCorpusTests.folder)/\(TeletextCorpusTests.file)")
        // Page 100 is the initial page (type 1); 150 German subtitles (type 2); 799 Danish
        // subtitles for the hearing impaired (type 5).
        let entries: [UInt8] =
            Array("ger".utf8) + [0x01 << 3 | 1, 0x00] + Array("ger".utf8) + [0x02 << 3 | 1, 0x50]
            + Array("dan".utf8) + [0x05 << 3 | 7, 0x99]
        let pmt = TransportStreamWriter.mapTable(
            program: 1,
            streams: [(0x06, 0x13F0, TransportStreamWriter.descriptor(0x56, entries))])
        var writer = TransportStreamWriter()
        for (index, packet) in Self.packets(original).enumerated() {
            if index % 100 == 0 {
                writer.section(
                    TransportStreamWriter.associationTable(program: 1, mapPID: 0x100), pid: 0)
                writer.section(pmt, pid: 0x100)
            }
            writer.copy(packet)
        }
        let file = try TemporaryFile(writer.bytes)
        let source = try openSource(file.path, .init(discoverSidecars: false))
        let pages = legibleTracks(source)
        #expect(pages.map(\.title) == ["Page 150", "Page 799"])
        #expect(pages.map(\.language) == ["de", "da"])
        #expect(pages.map(\.flags) == [[], .hearingImpaired])
        let expected = try TeletextCorpusTests.expectedTexts()
        #expect(try source.cues(of: pages[0].id).map(\.text) == expected["150"]!.map(Optional.some))
        #expect(try source.cues(of: pages[1].id).map(\.text) == expected["799"]!.map(Optional.some))
    }
}
