import Foundation
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

/// A dynamic MPD's refreshes read by the source itself: from the `Location` it names
/// (ISO/IEC 23009-1 §5.3.1.2), each text track gaining only its new segments' cues, and an MPD
/// that cannot be read on a refresh an error naming it.
@Suite struct DASHLiveSourceTests {
    /// A text-only dynamic MPD listing `count` 2 s WebVTT segments, with `extra` in its root.
    static func mpd(segments count: Int, extra: String = "") -> String {
        """
        <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="dynamic"
          availabilityStartTime="2026-01-01T00:00:00Z" minimumUpdatePeriod="PT2S">
          \(extra)
          <Period start="PT0S"><AdaptationSet contentType="text" mimeType="text/vtt" lang="en">
            <Representation id="subs" bandwidth="256">
              <SegmentTemplate timescale="1" media="subs-$Number$.vtt">
                <SegmentTimeline><S t="0" d="2" r="\(count - 1)"/></SegmentTimeline>
              </SegmentTemplate>
            </Representation>
          </AdaptationSet></Period>
        </MPD>
        """
    }

    @Test func refreshesComeFromTheLocationAndAddOnlyNewCues() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dash-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, _ name: String) throws {
            try text.write(
                to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("WEBVTT\n\n00:00:00.500 --> 00:00:01.000\nOne\n", "subs-1.vtt")
        try write("WEBVTT\n\n00:00:02.500 --> 00:00:03.000\nTwo\n", "subs-2.vtt")
        // The MPD opened lists one segment and sends refreshes to next.mpd, which lists two.
        try write(Self.mpd(segments: 1, extra: "<Location>next.mpd</Location>"), "live.mpd")
        try write(Self.mpd(segments: 2), "next.mpd")
        var options = MediaSourceOptions(discoverSidecars: false)
        let start = try #require(HLSDateTime(iso8601: "2026-01-01T00:00:00Z"))
        options.wallClock = { start + .seconds(60) }
        let source = try MediaSource.open(
            path: folder.appendingPathComponent("live.mpd").path, options: options)
        defer { source.close() }
        #expect(source.isLive)
        #expect(source.liveEdge == .seconds(2))
        #expect(source.nextReloadDelay == .seconds(2))
        let text = try #require(source.tracks.first { $0.kind == .legible })
        #expect(try source.cues(of: text.id).map(\.text) == ["One"])

        let update = try source.reload()
        #expect(update.liveEdge == .seconds(4))
        #expect(update.addedCues[text.id]?.map(\.text) == ["Two"])
        #expect(update.end == nil)
        #expect(try source.cues(of: text.id).map(\.text) == ["One", "Two"])
        // Nothing new: nothing added again.
        #expect(try source.reload().addedCues.isEmpty)

        // The server writes something that is not an MPD: the refresh fails, naming it.
        try write("<html>gone</html>", "next.mpd")
        #expect {
            _ = try source.reload()
        } throws: { error in
            "\(error)".contains("next.mpd")
        }
    }
}
