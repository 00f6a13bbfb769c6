import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

/// The top-level boxes of an MP4 file, walked here (ISO/IEC 14496-12 §4.2: a 32-bit size, then
/// the type), so that the tests know where each box is without our readers.
private func topLevelBoxes(of bytes: [UInt8]) -> [(type: String, offset: Int64, size: Int64)] {
    var boxes: [(type: String, offset: Int64, size: Int64)] = []
    var offset = 0
    while offset + 8 <= bytes.count {
        let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        guard size >= 8 else { break }
        boxes.append((type, Int64(offset), Int64(size)))
        offset += size
    }
    return boxes
}

/// `SegmentBase@indexRange`: the `sidx` box of a one-file Representation read for its
/// subsegments' byte ranges and times, and a bad one said, naming the file and the element.
@Suite struct DASHSegmentIndexTests {
    /// ffmpeg's `global_sidx`: one index for the whole file, one reference a fragment.
    @Test func ffmpegsGlobalIndexListsEveryFragment() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dash-sidx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A keyframe every 20 frames at 10 frames a second: five fragments of 2 s.
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=10", "-c:v",
                "libx264", "-preset", "ultrafast", "-g", "20", "-movflags",
                "+frag_keyframe+dash+global_sidx", "indexed.mp4",
            ], in: folder)
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("indexed.mp4")))
        let boxes = topLevelBoxes(of: bytes)
        let sidx = try #require(boxes.first { $0.type == "sidx" })
        let index = try DASHSegmentIndex(
            parsing: Array(bytes[Int(sidx.offset)..<Int(sidx.offset + sidx.size)]),
            at: sidx.offset)
        // Each subsegment is one moof and its mdat: from a moof to the byte before the next
        // moof (or the mfra after the last).
        let moofs = boxes.filter { $0.type == "moof" }.map(\.offset)
        let ends =
            (moofs.dropFirst() + [boxes.first { $0.type == "mfra" }?.offset ?? Int64(bytes.count)])
            .map { $0 - 1 }
        #expect(index.subsegments.map(\.byteRange) == zip(moofs, ends).map { $0...$1 })
        #expect(index.subsegments.map(\.time) == [0, 2, 4, 6, 8].map { MediaTime.seconds($0) })
        #expect(index.subsegments.allSatisfy { $0.duration == .seconds(2) })
    }

    @Test func aCutOrForeignBoxIsRefused() throws {
        // A version-0 sidx of 44 bytes listing one reference, cut to 30.
        var box: [UInt8] = [0, 0, 0, 44] + Array("sidx".utf8) + [0, 0, 0, 0]
        box += [0, 0, 0, 1, 0, 0, 0x03, 0xE8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
        box += [0, 0, 0x10, 0, 0, 0, 0x07, 0xD0, 0x90, 0, 0, 0]
        #expect(try DASHSegmentIndex(parsing: box, at: 100).subsegments.count == 1)
        #expect(throws: DASHSegmentIndexError.truncated(have: 30, need: 44)) {
            try DASHSegmentIndex(parsing: Array(box.prefix(30)), at: 100)
        }
        var moof = box
        moof.replaceSubrange(4..<8, with: Array("moof".utf8))
        #expect(throws: DASHSegmentIndexError.notAnIndex) {
            try DASHSegmentIndex(parsing: moof, at: 100)
        }
        var counted = box
        counted[31] = 2  // two references in a box that holds one
        #expect(throws: DASHSegmentIndexError.cutShort) {
            try DASHSegmentIndex(parsing: counted, at: 100)
        }
    }
}

/// Media3's WebVTT-in-MP4 text file addressed by its own `sidx` (a `SegmentBase` MPD written
/// here): the cues Media3's dump shows; a cut index or a file shorter than its index says, in
/// a warning naming the file and the element, that the file is read whole.
@Suite(.enabled(if: Corpus.isAvailable))
struct DASHSegmentBaseTextTests {
    static let presentation = "webvtt-in-mp4"

    /// A folder holding the first `length` bytes (all by default) of Media3's text file, and
    /// an MPD addressing it by `SegmentBase` whose `indexRange` is its sidx box, or the first
    /// `indexLength` bytes of it.
    static func folder(length: Int? = nil, indexLength: Int64? = nil) throws -> (URL, String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dash-segmentbase-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = try Corpus.bytes(
            "\(DASHTextPresentationTests.folder)/\(presentation)/sample.text.mp4")
        let sidx = try #require(topLevelBoxes(of: bytes).first { $0.type == "sidx" })
        try Data(bytes.prefix(length ?? bytes.count)).write(
            to: folder.appendingPathComponent("text.mp4"))
        let last = sidx.offset + (indexLength ?? sidx.size) - 1
        let mpd = """
            <?xml version="1.0"?>
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT2S">
              <Period><AdaptationSet mimeType="application/mp4" codecs="wvtt" lang="eng">
                <Representation id="text" bandwidth="16">
                  <BaseURL>text.mp4</BaseURL>
                  <SegmentBase indexRange="\(sidx.offset)-\(last)">
                    <Initialization range="0-\(sidx.offset - 1)"/>
                  </SegmentBase>
                </Representation>
              </AdaptationSet></Period>
            </MPD>
            """
        let path = folder.appendingPathComponent("text.mpd").path
        try mpd.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    static func open(_ path: String) throws -> (any OpenedMediaSource, [Cue]) {
        let source = try MediaSource.open(
            path: path, options: MediaSourceOptions(discoverSidecars: false))
        let text = try #require(source.tracks.first { $0.kind == .legible })
        return (source, try source.cues(of: text.id))
    }

    @Test func cuesReadThroughTheIndexMatchMedia3sDump() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, cues) = try Self.open(path)
        #expect(source.warnings.isEmpty, "\(source.warnings)")
        let screens = try DumpedScreen.screens(
            inDumpAt: Corpus.path(
                DASHTextPresentationTests.folder, "reference/\(Self.presentation).dump"))
        #expect(screens.count > 2)
        for screen in screens {
            #expect(DumpedScreen.lines(of: cues, at: screen.time) == screen.lines, "\(screen)")
        }
    }

    @Test func aCutIndexIsAWarningAndTheFileIsReadWhole() throws {
        let (folder, path) = try Self.folder(indexLength: 24)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, cues) = try Self.open(path)
        let warning = try #require(source.warnings.first { $0.message.contains("sidx") })
        #expect(warning.message.contains("text.mp4"))
        #expect(warning.message.contains("<SegmentBase indexRange="))
        #expect(warning.message.contains("truncated"))
        #expect(!cues.isEmpty)
    }

    @Test func anIndexPastTheEndOfTheFileIsAWarning() throws {
        let bytes = try Corpus.bytes(
            "\(DASHTextPresentationTests.folder)/\(Self.presentation)/sample.text.mp4")
        let sidx = try #require(topLevelBoxes(of: bytes).first { $0.type == "sidx" })
        // The index whole, the media it lists cut off ten bytes in.
        let (folder, path) = try Self.folder(length: Int(sidx.offset + sidx.size) + 10)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try MediaSource.open(
            path: path, options: MediaSourceOptions(discoverSidecars: false))
        let warning = try #require(source.warnings.first { $0.message.contains("sidx") })
        #expect(warning.message.contains("text.mp4"))
        #expect(warning.message.contains("<Representation id=\"text\">"))
        #expect(warning.message.contains("past the end of the file"))
    }
}
