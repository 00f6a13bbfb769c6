import Foundation
import MediaTestSupport
import Testing

@testable import PlayerCaptions

/// The transport-stream reader under FFmpeg: packet framing, PSI sections, PMT descriptors,
/// scrambled PIDs, and the ATSC caption service descriptor.
@Suite struct TransportStreamProbeTests {
    @Test func captionServiceDescriptorNamesEachServiceAndField() {
        // Three services: "eng" on line 21 field 1, "fra" on field 2, "spa" 708 service 2
        // (easy reader); reserved bits set.
        let body: [UInt8] =
            [0xE3]
            + Array("eng".utf8) + [0x3E, 0x3F, 0xFF]
            + Array("fra".utf8) + [0x3F, 0x3F, 0xFF]
            + Array("spa".utf8) + [0xC2, 0xBF, 0xFF]
        let descriptor = CaptionServiceDescriptor(body: body)
        #expect(descriptor.entries.map(\.language) == ["eng", "fra", "spa"])
        #expect(
            descriptor.entries.map(\.stream) == [
                .line21(field: 1), .line21(field: 2), .service(2),
            ])
        #expect(descriptor.entries.map(\.isEasyReader) == [false, false, true])
        #expect(descriptor.entry(for: .service(2))?.language == "spa")
        #expect(descriptor.entry(for: .service(1)) == nil)
        // A count past the bytes keeps the whole entries only.
        #expect(CaptionServiceDescriptor(body: Array(body.prefix(10))).entries.count == 1)
    }

    @Test func crcOfASectionWithItsOwnCRCIsZero() {
        // The PAT of dvbsub-subtitleedit's at_video_start file, CRC included.
        let pat: [UInt8] = [
            0x00, 0xB0, 0x0D, 0x00, 0x01, 0xC1, 0x00, 0x00, 0x00, 0x01, 0xF0, 0x00,
        ]
        let crc = PSISectionAssembler.crc32(pat)
        let sealed = pat + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
        #expect(PSISectionAssembler.crc32(sealed) == 0)
    }
}

/// The same reader on the corpus' transport streams, against TSDuck's dumps of their tables
/// and analyses.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct TransportStreamCorpusProbeTests {
    private func probe(_ folder: String, _ file: String) throws -> TransportStreamProbe {
        TransportStreamProbe(bytes: try Corpus.bytes("\(folder)/\(file)"))
    }

    @Test func franceTwoPMTAsTSDuckDumpsIt() throws {
        let dump = String(
            decoding: try Corpus.bytes("tsduck-dvbsub-sdh-ad/test-026.psi.txt"), as: UTF8.self)
        // "Elementary stream: type 0x1B (AVC video), PID: 0x0078 (120)" and each stream's
        // "Descriptor N: Name (0xTT, dd)" lines.
        var expected: [(type: UInt8, pid: Int, tags: [UInt8])] = []
        for line in dump.split(separator: "\n") {
            if let match = line.firstMatch(of: /type 0x(\w\w) \(.*\), PID: 0x(\w+)/) {
                expected.append((UInt8(match.1, radix: 16)!, Int(match.2, radix: 16)!, []))
            } else if let match = line.firstMatch(of: /Descriptor \d+: .* \(0x(\w\w), \d+\)/),
                !expected.isEmpty
            {
                expected[expected.count - 1].tags.append(UInt8(match.1, radix: 16)!)
            }
        }
        #expect(expected.count == 6)
        let probe = try probe("tsduck-dvbsub-sdh-ad", "test-026.ts")
        #expect(probe.packetStride == 188 && probe.scrambledPIDs.isEmpty)
        let program = try #require(probe.programs[0x0101])
        #expect(program.clockPID == 0x78)
        #expect(program.streams.map(\.streamType) == expected.map(\.type))
        #expect(program.streams.map(\.pid) == expected.map(\.pid))
        #expect(program.streams.map { $0.descriptors.map(\.tag) } == expected.map(\.tags))
        // The hard-of-hearing subtitles: "fra", subtitling type 0x24, pages 1 and 1.
        #expect(
            probe.stream(onPID: 0x8C)?.stream.descriptors.last?.body == [
                0x66, 0x72, 0x61, 0x24, 0x00, 0x01, 0x00, 0x01,
            ])
        #expect(probe.captionServices(ofPID: 0x78) == nil)
    }

    @Test func canalPlusScrambledPIDsAsTSDuckFindsThem() throws {
        let analysis = String(
            decoding: try Corpus.bytes("tsduck-dvbsub-sdh-ad/test-008.analyze.txt"), as: UTF8.self)
        let scrambled = analysis.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\|  0x(\w{4})  .*\.+ S\s+[\d,]+ b\/s  \|$/)
                .flatMap { Int($0.1, radix: 16) }
        }.filter { $0 < 0x2000 }
        #expect(scrambled == [0x136, 0x141, 0x142])
        let probe = try probe("tsduck-dvbsub-sdh-ad", "test-008.ts")
        #expect(probe.scrambledPIDs == Set(scrambled))
        #expect(probe.programs[0x2263]?.streams.map(\.pid) == [0x136, 0x141, 0x142, 0x156, 0x157])
    }

    @Test func reedSolomonFramingReadsTheSameTables() throws {
        let plain = try probe("dvbsub-subtitleedit", "sample_TS_dvbsub_at_video_start.ts")
        let rs204 = try probe("dvbsub-subtitleedit", "sample_TS_dvbsub_rs204.ts")
        #expect(plain.packetStride == 188 && rs204.packetStride == 204)
        #expect(!plain.programs.isEmpty && rs204.programs == plain.programs)
        #expect(plain.programs[1]?.streams.map(\.pid) == [0x100, 0x101])
    }

    @Test func bytesThatAreNoTransportStreamGiveNothing() throws {
        let probe = TransportStreamProbe(bytes: try Corpus.bytes("ax-sidecars/ssa_typical.ass"))
        #expect(probe.packetStride == nil && probe.programs.isEmpty)
        #expect(TransportStreamProbe(bytes: []).packetStride == nil)
    }
}
