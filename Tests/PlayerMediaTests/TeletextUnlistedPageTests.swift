import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// Teletext subtitle pages the PMT does not list are found by their page headers and offered,
/// as TSDuck and FFmpeg's `txt_page` find them; a page the PMT lists but the stream does not
/// carry says so. The stream is the corpus' SubtitleEdit capture (pages 150 and 799, per its
/// EXPECTED.md), given a PMT by the ffmpeg CLI whose teletext descriptor is then made to list
/// only page 888 as subtitles.
@Suite(
    "Teletext pages the PMT does not list",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct TeletextUnlistedPageTests {
    /// The capture remuxed with a PMT whose teletext descriptor lists page 888 as subtitles.
    static func captureListingPage888(in directory: TemporaryDirectory) throws -> String {
        try FFmpegCLI.run(
            [
                "-i", Corpus.path(TeletextCorpusTests.folder, TeletextCorpusTests.file), "-map",
                "0",
                "-c", "copy", "-metadata:s:0", "language=dan", "-f", "mpegts", "remuxed.ts",
            ],
            in: directory.url)
        var bytes = Array(try Data(contentsOf: directory.url.appendingPathComponent("remuxed.ts")))
        var patched = 0
        for packet in stride(from: 0, to: bytes.count - 187, by: 188) where bytes[packet] == 0x47 {
            // A PMT packet (table 0x02) starting a section right after its pointer field.
            let section = packet + 5
            guard bytes[packet + 1] & 0x40 != 0, bytes[packet + 4] == 0, bytes[section] == 0x02
            else { continue }
            let length = Int(bytes[section + 1] & 0x0F) << 8 | Int(bytes[section + 2])
            let crcStart = section + 3 + length - 4
            // The teletext descriptor: tag 0x56, 5 bytes, language, type and magazine, page.
            guard
                let tag = (section..<crcStart).first(where: {
                    bytes[$0] == 0x56 && bytes[$0 + 1] == 5
                })
            else { continue }
            bytes[tag + 5] = 0x02 << 3 | 0x00  // subtitle page, magazine 8
            bytes[tag + 6] = 0x88
            let crc = PSISectionAssembler.crc32(bytes[section..<crcStart])
            for index in 0..<4 {
                bytes[crcStart + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
            }
            patched += 1
        }
        #expect(patched > 0)
        return try directory.write("listed-888.ts", bytes)
    }

    @Test("Pages 150 and 799, carried but not listed, are offered beside the listed page 888")
    func unlistedPagesAreOffered() throws {
        let directory = try TemporaryDirectory()
        let source = try MediaSource.open(
            path: try Self.captureListingPage888(in: directory),
            options: MediaSourceOptions(discoverSidecars: false))
        let pages = source.tracks.filter { $0.codec == "dvb_teletext" }.compactMap(\.title)
        #expect(pages == ["Page 888", "Page 150", "Page 799"])
        #expect(source.warnings.contains { $0.message.contains("teletext page 888") })
        let expected = try TeletextCorpusTests.expectedTexts()
        for page in ["150", "799"] {
            let track = try #require(source.tracks.first { $0.title == "Page \(page)" })
            #expect(try source.cues(of: track.id).count == expected[page]?.count)
        }
    }
}
