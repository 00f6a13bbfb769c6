import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A read that stops before the end of the file gives the cues before the cut and says how far
/// it got, by every route a track can be read: the Matroska block scan, the demuxer, the MP4
/// sample tables. What a cut file must give is read from the whole file, not written here.
@Suite("Reads that end early")
struct PartialReadTests {
    /// `path` cut to its first `length` bytes, in `directory`.
    private func cut(_ path: String, to length: Int, in directory: TemporaryDirectory) throws
        -> String
    {
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let name = "cut-" + URL(fileURLWithPath: path).lastPathComponent
        return try directory.write(name, Array(whole.prefix(length)))
    }

    /// The cues of `track` in the whole file at `path` that start by `time`.
    private func wholeCues(of path: String, track: TrackID, startingBy time: MediaTime) throws
        -> [Cue]
    {
        try MediaSource.open(path: path, options: .init(discoverSidecars: false)).cues(of: track)
            .filter { $0.start <= time }
    }

    @Test("The demo film cut at 200,000 bytes: the scan and the demuxer give the same cues")
    func cutMatroskaByEitherRoute() throws {
        let directory = try TemporaryDirectory()
        let path = try cut(demoMKV, to: 200_000, in: directory)
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        let english = try #require(
            source.tracks.first { $0.kind == .legible && $0.flags.contains(.default) })
        let scanned = try #require(try source.trackReader.cuesFromMatroskaBlocks(of: english.id))
        let demuxed = try source.trackReader.cuesReadByDemuxer(of: english.id)
        let scanStop = try #require(scanned.incomplete)
        let demuxerStop = try #require(demuxed.incomplete)
        #expect(scanned.cues == demuxed.cues)
        #expect(scanStop.cause == .endsEarly)
        #expect(demuxerStop.cause == .endsEarly)
        #expect(scanStop.cuesRead == scanned.cues.count)
        #expect(scanStop.duration == source.duration)
        // What was read is what the whole file has before the place reached.
        let reached = try #require(scanStop.reached)
        #expect(reached < source.duration!)
        #expect(
            scanned.cues == (try wholeCues(of: demoMKV, track: english.id, startingBy: reached)))
        // The demuxer, which reads the track's packets alone, knows the last one it read.
        let demuxerReached = try #require(demuxerStop.reached)
        #expect(demuxerReached <= reached)
        #expect(demuxerReached >= scanned.cues.last!.start)
        #expect(try source.readCues(of: english.id) == scanned)
    }

    @Test("A cut-off Matroska file is named in the warnings when it opens")
    func cutMatroskaWarnsOnOpening() throws {
        let directory = try TemporaryDirectory()
        let path = try cut(demoMKV, to: 200_000, in: directory)
        let wholeSize = try FileManager.default.attributesOfItem(atPath: demoMKV)[.size] as! Int
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        let messages = source.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("\(path): the file ends early") }, "\(messages)")
        // The demo film is one segment to its last byte: that is what the cut file states.
        #expect(messages.contains { $0.contains("runs to byte \(wholeSize)") }, "\(messages)")
        #expect(messages.contains { $0.contains("the file has 200000 bytes") }, "\(messages)")
    }

    @Test("A cut-off MP4 whose index comes first: the demuxer reports its partial file")
    func cutMP4() throws {
        let directory = try TemporaryDirectory()
        let fast = try directory.faststartCopy(of: demoMP4)
        let size = try FileManager.default.attributesOfItem(atPath: fast)[.size] as! Int
        let path = try cut(fast, to: size * 6 / 10, in: directory)
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        let captions = try #require(source.tracks.first { $0.kind == .legible })
        let reading = try source.readCues(of: captions.id)
        let incomplete = try #require(reading.incomplete)
        #expect(incomplete.cause == .endsEarly)
        #expect(!reading.cues.isEmpty)
        let reached = try #require(incomplete.reached)
        #expect(reading.cues == (try wholeCues(of: fast, track: captions.id, startingBy: reached)))
        #expect(
            incomplete.description
                == "\(path): the file ends early (damaged or truncated) at \(reached) of "
                + "\(source.duration!); \(reading.cues.count) cues read")
    }

    /// Every file of the corpus and the samples a player reads: caption files and media.
    private static func completeFiles() -> [String] {
        let samples = URL(fileURLWithPath: demoMKV).deletingLastPathComponent()
        var files: [String] = []
        for root in [Corpus.root, samples] {
            let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                let skipped = ["md", "txt", "json", "sh", "py", "html", "xml.expected"]
                guard !url.hasDirectoryPath, !skipped.contains(url.pathExtension.lowercased())
                else { continue }
                files.append(url.path)
            }
        }
        return files.sorted()
    }

    @Test(
        "Every whole file of the corpus and the samples reads to its end, skipping no packet",
        .enabled(if: Corpus.isAvailable, "corpus not found"))
    func noFalseAlarms() throws {
        var checked = 0
        for path in Self.completeFiles() {
            guard let source = try? MediaSource.open(path: path) else { continue }
            defer { source.close() }
            checked += 1
            let alarms = source.warnings.filter { $0.message.contains("ends early") }
            #expect(alarms.isEmpty, "\(path): \(alarms)")
            for track in source.tracks where track.kind == .legible {
                guard let reading = try? source.readCues(of: track.id) else { continue }
                #expect(
                    reading.shortfalls.isEmpty,
                    "\(path) track \(track.id.rawValue): \(reading.shortfalls)")
            }
        }
        #expect(checked > 100)
    }
}
