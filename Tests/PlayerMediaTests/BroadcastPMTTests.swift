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
    /// `bytes` written to a temporary file and opened, sidecars not looked for; the file is
    /// removed at once (an unlinked file stays readable to the source that has it open).
    private static func opened(_ bytes: [UInt8]) throws -> any OpenedMediaSource {
        let path = NSTemporaryDirectory() + "broadcast-\(UUID().uuidString).ts"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try openSource(path, .init(discoverSidecars: false))
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
        let source = try Self.opened(writer.bytes)
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
        let source = try Self.opened(CaptionedVideoStream.bytes(descriptors: descriptor))
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

    /// ATSC PSIP tables (A/65) for program 1 as channel `source_id` 3: the MGT naming EIT-0 on
    /// PID 0x1D00, a TVCT, the STT at `now` (GPS seconds) and an EIT-0 of two events, each
    /// with a caption service descriptor.
    private static func programGuide(
        now: UInt32, ended: [UInt8], onAir: [UInt8]
    ) -> [(pid: Int, section: [UInt8])] {
        func bytes(_ value: UInt32, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * (count - 1 - $0))) }
        }
        let mgt: [UInt8] =
            [0x00, 0x00, 0x01, 0x01, 0x00, 0xFD, 0x00, 0xE0] + bytes(0, 4) + [
                0xF0, 0x00, 0xF0, 0x00,
            ]
        let channel: [UInt8] =
            Array(repeating: 0, count: 14) + [0xF0, 0x04, 0x01, 0x04] + bytes(0, 4)
            + [0x00, 0x01, 0x00, 0x01, 0x0D, 0xC2, 0x00, 0x03, 0xFC, 0x00]
        let vct: [UInt8] = [0x00, 0x01] + channel + [0xFC, 0x00]
        let stt: [UInt8] = [0x00] + bytes(now, 4) + [0x12, 0xC0, 0x00]
        func event(_ id: UInt32, start: UInt32, length: UInt32, _ descriptor: [UInt8]) -> [UInt8] {
            bytes(0xC000 | id, 2) + bytes(start, 4) + bytes(0xC0_0000 | length, 3) + [0x00]
                + bytes(0xF000 | UInt32(descriptor.count), 2) + descriptor
        }
        let eit: [UInt8] =
            [0x00, 0x02] + event(1, start: now - 3_600, length: 1_800, ended)
            + event(2, start: now - 600, length: 3_600, onAir)
        return [
            (0x1FFB, TransportStreamWriter.sealed(table: 0xC7, id: 0, body: mgt)),
            (0x1FFB, TransportStreamWriter.sealed(table: 0xC8, id: 1, body: vct)),
            (0x1FFB, TransportStreamWriter.sealed(table: 0xCD, id: 0, body: stt)),
            (0x1D00, TransportStreamWriter.sealed(table: 0xCB, id: 3, body: eit)),
        ]
    }

    @Test("Without a PMT descriptor, the ATSC guide's event on air names the languages")
    func languagesFromTheEventOnAir() throws {
        let ended = Self.captionServices([("deu", field: 1, service: nil), ("deu", nil, 1)])
        let onAir = Self.captionServices([
            ("spa", field: 1, service: nil), ("eng", field: 2, service: nil),
            ("spa", nil, 1), ("eng", nil, 2),
        ])
        let tables = Self.programGuide(now: 1_400_000_000, ended: ended, onAir: onAir)
        let source = try Self.opened(CaptionedVideoStream.bytes(descriptors: [], tables: tables))
        let captions = legibleTracks(source)
        #expect(captions.map(\.title) == ["CC1", "CC3", "Service 1", "Service 2"])
        #expect(captions.map(\.language) == ["es", "en", "es", "en"])
        // A descriptor in the PMT comes first.
        let stated = Self.captionServices([("fra", field: 1, service: nil)])
        let pmtFirst = try Self.opened(
            CaptionedVideoStream.bytes(descriptors: stated, tables: tables)
        )
        #expect(legibleTracks(pmtFirst).map(\.language) == ["fr", nil, nil, nil])
    }

    @Test("Without the descriptor the same tracks have no language")
    func channelsAndServicesWithoutDescriptor() throws {
        let source = try Self.opened(CaptionedVideoStream.bytes(descriptors: []))
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
        let source = try Self.opened(writer.bytes)
        let pages = legibleTracks(source)
        #expect(pages.map(\.title) == ["Page 150", "Page 799"])
        #expect(pages.map(\.language) == ["de", "da"])
        #expect(pages.map(\.flags) == [[], .hearingImpaired])
        let expected = try TeletextCorpusTests.expectedTexts()
        #expect(try source.cues(of: pages[0].id).map(\.text) == expected["150"]!.map(Optional.some))
        #expect(try source.cues(of: pages[1].id).map(\.text) == expected["799"]!.map(Optional.some))
    }
}
