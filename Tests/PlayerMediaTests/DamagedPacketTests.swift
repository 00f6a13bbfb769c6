import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A caption packet the decoder refuses is skipped and the rest of the track is read, as a
/// player plays past it; the reading counts the skipped packets and says where the first was
/// and why, by both routes a Matroska subtitle track is read. Which packet is damaged, its
/// time and FFmpeg's words for the damage come from ffprobe and the ffmpeg CLI.
@Suite(
    "Damaged caption packets",
    .enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct DamagedPacketTests {
    private func onlyLegibleTrack(_ source: any OpenedMediaSource) throws -> TrackID {
        try #require(source.tracks.first { $0.kind == .legible }).id
    }

    @Test("One damaged DVB display set: its cue is missing, every other one is read")
    func damagedDisplaySet() throws {
        let media = try DamagedDVBMedia()
        let whole = try MediaSource.open(path: media.wholePath)
        let wholeReading = try whole.readCues(of: try onlyLegibleTrack(whole))
        #expect(wholeReading.skipped == nil && wholeReading.incomplete == nil)
        let damagedAt = MediaTime(microseconds: Int64((media.damagedSeconds * 1e6).rounded()))
        #expect(wholeReading.cues.contains { $0.start == damagedAt })

        let source = try MediaSource.open(path: media.damagedPath)
        let track = try onlyLegibleTrack(source)
        let scanned = try #require(try source.trackReader.cuesFromMatroskaBlocks(of: track))
        let demuxed = try source.trackReader.cuesReadByDemuxer(of: track)
        for reading in [scanned, demuxed] {
            #expect(reading.cues == wholeReading.cues.filter { $0.start != damagedAt })
            #expect(reading.incomplete == nil)
            let skipped = try #require(reading.skipped)
            #expect(skipped.path == media.damagedPath)
            #expect(skipped.count == 1)
            #expect(skipped.firstAt == damagedAt)
            #expect(skipped.detail == media.ffmpegComplaint)
            #expect(skipped.cuesRead == reading.cues.count)
            #expect(
                reading.shortfalls == [
                    "\(media.damagedPath): 1 damaged packet skipped at \(damagedAt) "
                        + "(\(media.ffmpegComplaint)); \(reading.cues.count) cues read"
                ])
            #expect(throws: skipped.error) { try reading.wholeCues() }
        }
        #expect(try source.readCues(of: track) == scanned)
    }

    @Test("Skipped packets are counted, the first one's time and cause kept")
    func severalSkippedPackets() {
        var rejected = RejectedPackets()
        #expect(rejected.skipped(in: "film.mkv", cuesRead: 3) == nil)
        rejected.note(detail: "first cause", at: .seconds(4))
        rejected.note(detail: "second cause", at: .seconds(9))
        let skipped = rejected.skipped(in: "film.mkv", cuesRead: 3)
        #expect(
            skipped
                == SkippedPackets(
                    path: "film.mkv", count: 2, firstAt: .seconds(4), detail: "first cause",
                    cuesRead: 3))
        #expect(
            skipped?.description
                == "film.mkv: 2 damaged packets skipped, the first at \(MediaTime.seconds(4)) "
                + "(first cause); 3 cues read")
    }
}
