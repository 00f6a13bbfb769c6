import Foundation
import Testing

@testable import PlayerCaptions

/// A cluster time at the end of the timeline, where adding the block's own time overflowed.
@Suite struct MatroskaScanRobustnessTests {
    @Test func aBlockTimePastTheTimelinesEndIsLeftToTheDemuxer() throws {
        let body = MatroskaBuilder.cluster(
            time: UInt64(Int64.max), MatroskaBuilder.simpleBlock(track: 2, time: 1, "x"))
        let path = try MatroskaBuilder.write(
            MatroskaBuilder.file(tracks: MatroskaBuilder.videoAndSubtitleTracks, body: body))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: MatroskaScanRefusal("a block time past the timeline's end")) {
            try MatroskaBlockScanTests.scan(path: path, track: 2, splitting: false)
        }
    }
}
