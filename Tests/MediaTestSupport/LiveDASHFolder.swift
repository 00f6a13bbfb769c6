import Foundation

/// A live DASH presentation in a temporary folder that a test grows: ten 2-second video
/// segments and the MPD written by the ffmpeg CLI's `dash` muxer, its video AdaptationSet
/// republished in a dynamic MPD (ISO/IEC 23009-1 `type="dynamic"`) whose SegmentTimelines
/// list only the segments published so far, beside a WebVTT text AdaptationSet of ten
/// 2-second segments.
///
/// The MPD states `availabilityStartTime` (``availabilityStartTime`` unless the test gives
/// another), `minimumUpdatePeriod`
/// 2 s, `suggestedPresentationDelay` 4 s and `timeShiftBufferDepth` 300 s. The text carries
/// three cues: "First cue" 0.5–1.5 s (segment 1), "Second cue" 8.5–9.5 s (segment 5),
/// "Third cue" 14.5–15.5 s (segment 8), on the presentation timeline.
public final class LiveDASHFolder: Sendable {
    /// The wall-clock instant of presentation time zero the MPD states, unless the test
    /// gives another.
    public static let availabilityStartTime = "2026-01-01T00:00:00Z"
    /// The one this MPD states.
    private let availabilityStart: String
    /// The folder.
    public let directory: URL
    /// The MPD to open.
    public var manifestPath: String { directory.appendingPathComponent("live.mpd").path }
    /// The video AdaptationSet ffmpeg wrote, with `TIMELINE` where its timeline goes.
    private let videoSet: String
    /// Its segments' duration, in its timescale.
    private let videoSegmentTicks: String

    /// Makes the segments and publishes the first `published` of them, presentation time
    /// zero at `availabilityStart` (ISO 8601).
    public init(published: Int, availabilityStart: String = availabilityStartTime) throws {
        self.availabilityStart = availabilityStart
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("live-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=20", "-map", "0:v",
                "-c:v", "libx264", "-preset", "ultrafast", "-g", "20", "-f", "dash",
                "-seg_duration", "2", "-use_template", "1", "-use_timeline", "1", "made.mpd",
            ], in: directory)
        let made = try String(
            contentsOf: directory.appendingPathComponent("made.mpd"), encoding: .utf8)
        guard
            let set = made.range(
                of: "<AdaptationSet[\\s\\S]*?</AdaptationSet>", options: .regularExpression),
            let timeline = made.range(
                of: "<SegmentTimeline>[\\s\\S]*?</SegmentTimeline>", options: .regularExpression),
            let ticks = made.range(of: "(?<= d=\")[0-9]+", options: .regularExpression)
        else { throw CocoaError(.fileReadCorruptFile) }
        var video = String(made[set])
        video = video.replacingOccurrences(of: String(made[timeline]), with: "TIMELINE")
        videoSet = video
        videoSegmentTicks = String(made[ticks])
        let cues = [
            1: ("00:00:00.500", "00:00:01.500", "First cue"),
            5: ("00:00:08.500", "00:00:09.500", "Second cue"),
            8: ("00:00:14.500", "00:00:15.500", "Third cue"),
        ]
        for number in 1...10 {
            var text = "WEBVTT\n"
            if let (start, end, words) = cues[number] {
                text += "\n\(start) --> \(end)\n\(words)\n"
            }
            try text.write(
                to: directory.appendingPathComponent(String(format: "subs-%02d.vtt", number)),
                atomically: true, encoding: .utf8)
        }
        try publish(published)
    }

    /// Rewrites the MPD to list the first `count` segments of each track; `type="static"`
    /// when `ended`, as a server ends a live presentation.
    public func publish(_ count: Int, ended: Bool = false) throws {
        let video = videoSet.replacingOccurrences(
            of: "TIMELINE",
            with:
                "<SegmentTimeline><S t=\"0\" d=\"\(videoSegmentTicks)\" r=\"\(count - 1)\"/></SegmentTimeline>"
        )
        let kind =
            ended
            ? "type=\"static\" mediaPresentationDuration=\"PT\(count * 2)S\""
            : "type=\"dynamic\" minimumUpdatePeriod=\"PT2S\""
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-live:2011"
              \(kind) availabilityStartTime="\(availabilityStart)"
              suggestedPresentationDelay="PT4S" timeShiftBufferDepth="PT300S" minBufferTime="PT2S">
              <Period id="0" start="PT0S">
                \(video)
                <AdaptationSet id="1" contentType="text" mimeType="text/vtt" lang="en">
                  <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>
                  <Representation id="subs" bandwidth="256">
                    <SegmentTemplate timescale="1" media="subs-$Number%02d$.vtt" startNumber="1">
                      <SegmentTimeline><S t="0" d="2" r="\(count - 1)"/></SegmentTimeline>
                    </SegmentTemplate>
                  </Representation>
                </AdaptationSet>
              </Period>
            </MPD>

            """
        // Written beside and renamed over, as a server publishes an MPD atomically.
        try text.write(toFile: manifestPath, atomically: true, encoding: .utf8)
    }

    /// `date` as an ISO 8601 UTC instant, for ``init(published:availabilityStart:)``.
    public static func instant(_ date: Date) -> String {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime]
        return format.string(from: date)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
