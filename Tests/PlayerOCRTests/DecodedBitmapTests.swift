import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// The decoder keeps each picture caption's pixels beside its placement, so that it can be
/// read: every object lies inside the cue's image box and has one palette index a pixel.
@Suite(
    "Picture caption pixels kept by the decoder",
    .enabled(if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS"))
struct DecodedBitmapTests {
    @Test(
        "PGS, VobSub and DVB cues keep their pictures",
        arguments: [
            ("mkvdemux-pgs", "subtitles_pgs.mkv"), ("ax-mkv-pgs", "sample_with_pgs_subtitles.mkv"),
            ("mkvdemux-vobsub", "subtitles_vobsub.mkv"),
            ("ax-mp4-vobsub", "sample_with_vobsub.mp4"),
            ("dvbsub-subtitleedit", "sample_TS_with_graphics.ts"),
        ])
    func picturesAreKept(folder: String, file: String) throws {
        let source = try MediaSource.open(path: Corpus.path(folder, file))
        defer { source.close() }
        let tracks = source.tracks.filter { $0.flags.contains(.imageBased) }
        #expect(!tracks.isEmpty)
        for track in tracks {
            let cues = try source.cues(of: track.id)
            #expect(!cues.isEmpty)
            for cue in cues {
                let image = try #require(cue.image)
                let objects = try #require(cue.bitmap?.objects)
                #expect(!objects.isEmpty)
                for object in objects {
                    #expect(object.indices.count == object.width * object.height)
                    #expect(!object.palette.isEmpty && object.palette.count <= 256)
                    #expect(object.x >= image.x && object.y >= image.y)
                    #expect(object.x + object.width <= image.x + image.width)
                    #expect(object.y + object.height <= image.y + image.height)
                }
            }
        }
    }
}
