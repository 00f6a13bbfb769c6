import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// The picture at the programme's first instant of an HLS package from FFmpeg's `hls` muxer
/// whose video (x264's ultrafast preset: no B-frames, so no decoding delay) starts a frame
/// after its audio: FFmpeg's HLS demuxer refuses to seek to a time before its first packet,
/// the video's, so the programme's start cannot be sought; the snapshot, the audit's pictures
/// and the IPC's screenshots at 0 still get a picture, by opening the package again.
@Suite("The video frame at the start of an HLS package")
struct FrameAtStartTests {
    @Test("the picture at 0, then at 3 s, then at 0 again: each read without an error")
    func frameAtStart() throws {
        let directory = try TemporaryDirectory()
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=24:duration=6", "-f", "lavfi",
                "-i", "sine=duration=6", "-c:v", "libx264", "-preset", "ultrafast", "-g", "24",
                "-c:a", "aac", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod",
                "-hls_segment_filename", "seg_%03d.ts", "media.m3u8",
            ], in: directory.url)
        let reader = try VideoFrameReader(
            path: directory.url.appendingPathComponent("media.m3u8").path)
        let size = PictureSize(width: 160, height: 90)
        // The first picture comes a frame after the audio that sets the start: at 0 there
        // is none yet (black), but the read must not fail.
        #expect(try reader.frame(at: .zero, size: size) == nil)
        #expect(try reader.frame(at: .seconds(3), size: size) != nil)
        #expect(try reader.frame(at: .zero, size: size) == nil)
        #expect(try reader.frame(at: .milliseconds(100), size: size) != nil)
    }
}
