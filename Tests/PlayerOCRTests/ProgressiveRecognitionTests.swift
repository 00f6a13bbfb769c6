import Dispatch
import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import PlayerOCR
import Synchronization
import Testing

/// A picture track read progressively, as the player's loader reads it in real time: the cues
/// come back at once as pictures, and each picture's text is delivered as it is read, in the
/// order the cues will be shown from the position asked for (moved by a seek), until all are.
@Suite(
    "Picture captions recognised progressively, in showing order",
    .enabled(
        if: Corpus.isAvailable && TesseractData.installed() != nil,
        "needs the caption corpus and Tesseract's data (make deps)"))
struct ProgressiveRecognitionTests {
    /// SubtitleEdit's DVB capture: ten pictures over 31 s.
    let path = Corpus.path("dvbsub-subtitleedit", "sample_TS_with_graphics.ts")

    /// What a progressive read delivered, in order, once every picture is read.
    final class Deliveries: Sendable {
        let cues = Mutex<[Cue]>([])
        let allRead = DispatchSemaphore(value: 0)
        let expected: Int

        init(expected: Int) {
            self.expected = expected
        }

        func take(_ finished: FinishedCues) {
            let count = cues.withLock {
                $0 += finished.cues
                return $0.count
            }
            if count >= expected { allRead.signal() }
        }
    }

    /// One worker, so that the delivery order is the reading order; reading with `data`
    /// (by default the installed data).
    func reader(data: TesseractData? = TesseractData.installed()) throws -> (
        any ProgressiveCueReader, TrackInfo
    ) {
        let recognizer = CueRecognizer(data: try #require(data), cache: nil, workerCount: 1)
        let source = RecognizingSource(
            MediaFile(path: path, discoverSidecars: false), recognizer: recognizer,
            report: { _ in })
        let reader = try #require(try source.openReader() as? any ProgressiveCueReader)
        let track = try #require(reader.catalog.tracks.first { $0.flags.contains(.imageBased) })
        return (reader, track)
    }

    /// The whole read's cues, every picture recognised, to compare deliveries with.
    func wholeRead() throws -> [Cue] {
        let (reader, track) = try reader()
        defer { reader.close() }
        return try reader.readCues(of: track.id).cues
    }

    @Test func deliveriesStartAtThePositionAndCoverEveryPicture() throws {
        let whole = try wholeRead()
        let recognized = whole.filter { $0.recognition != nil }
        #expect(recognized.count == whole.count, "every picture of the capture has text")
        let position = whole[6].start
        let (reader, track) = try reader()
        defer { reader.close() }
        let deliveries = Deliveries(expected: recognized.count)
        let reading = try reader.readCues(of: track.id, from: position, deliver: deliveries.take)
        // At once: the pictures, not yet read.
        #expect(reading.cues.map(\.start) == whole.map(\.start))
        #expect(reading.cues.allSatisfy { $0.recognition == nil && $0.image != nil })
        #expect(deliveries.allRead.wait(timeout: .now() + 120) == .success)
        let delivered = deliveries.cues.withLock { $0 }.map(\.start)
        #expect(Set(deliveries.cues.withLock { $0 }) == Set(recognized))
        // From the position (the cue shown there first) onwards, then the ones before it.
        #expect(delivered.first == position)
        #expect(Self.isInShowingOrder(delivered, from: position), "\(delivered)")
    }

    /// Whether `starts` go up from `position`, then (once) start again from before it.
    static func isInShowingOrder(_ starts: [MediaTime], from position: MediaTime) -> Bool {
        let descents = zip(starts, starts.dropFirst()).filter { $0.0 > $0.1 }
        return descents.count <= 1 && descents.allSatisfy { $0.1 < position }
    }

    @Test func aSeekMovesWhatIsReadNext() throws {
        let whole = try wholeRead()
        // Data of its own (the installed English data linked from a folder of the test's), so
        // that no engine another read started in this process is waiting for it: Tesseract
        // starts when the track is read, as in a first run.
        let installed = try #require(TesseractData.installed())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ocr-seek-data-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("eng.traineddata").path,
            withDestinationPath: installed.directory + "/eng.traineddata")
        let (reader, track) = try reader(data: TesseractData(directory: folder.path))
        defer { reader.close() }
        let recognized = whole.filter { $0.recognition != nil }
        let deliveries = Deliveries(expected: recognized.count)
        _ = try reader.readCues(of: track.id, from: .zero, deliver: deliveries.take)
        // The viewer seeks to the ninth picture while Tesseract is starting: at most the
        // picture taken before the seek comes first, then the ninth onwards.
        let position = whole[8].start
        reader.prioritization(position)
        #expect(deliveries.allRead.wait(timeout: .now() + 120) == .success)
        var delivered = deliveries.cues.withLock { $0 }.map(\.start)
        if delivered.first == whole[0].start { delivered.removeFirst() }
        #expect(delivered.first == position, "\(delivered)")
        #expect(Self.isInShowingOrder(delivered, from: position), "\(delivered)")
    }

    @Test("Once a progressive read delivered a picture's text, the cues at its time are that text")
    func theCuesAtAnInstantAreTheDeliveredText() throws {
        let whole = try wholeRead()
        let recognized = whole.filter { $0.recognition != nil }
        let (reader, track) = try reader()
        defer { reader.close() }
        let deliveries = Deliveries(expected: recognized.count)
        _ = try reader.readCues(of: track.id, from: .zero, deliver: deliveries.take)
        #expect(deliveries.allRead.wait(timeout: .now() + 120) == .success)
        // A seek to the fifth cue, after its text was delivered: the text, not the picture.
        let target = recognized[4]
        let active = try reader.activeCues(of: track.id, at: target.start)
        #expect(active.contains(target), "\(active.map { $0.text ?? "[picture]" })")
        #expect(active.allSatisfy { $0.recognition != nil })
    }
}
