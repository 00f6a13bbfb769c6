/// One sample of an MP4 track: where its bytes are and when it is decoded.
public struct MP4Sample: Equatable, Sendable {
    /// The file offset of its first byte.
    public var offset: Int64
    /// Its size in bytes (never 0).
    public var size: Int
    /// When it is decoded, in ticks of the track's time scale; it is presented then too (a
    /// track whose samples have composition offsets is refused).
    public var decodeTime: Int64
}

/// Every sample of one track of an MP4 (ISO base media or QuickTime) file, found from the
/// track's sample tables (`stts`, `stsc`, `stsz`, `stco` / `co64`) or from its movie fragments
/// (`tfhd`, `tfdt`, `trun` in each `moof`), in the order FFmpeg's demuxer delivers them:
/// only boxes are read, never another track's samples.
///
/// Refuses (``MP4SampleRefusal``) wherever FFmpeg 5.1 could time the samples otherwise: an
/// edit list that does more than show the whole track from its start, composition offsets
/// (`ctts`, or non-zero offsets in `trun`), several sample descriptions, compact sample sizes
/// (`stz2`), empty samples, a fragment without `tfdt` or whose `sidx` or `tfra` time differs
/// from it, data offsets left implicit, a file cut off or with boxes that do not tile it.
public struct MP4TrackSamples: Sendable {
    /// Ticks per second of the track's media time (`mdhd`).
    public var timescale: UInt32
    /// The samples, in the order they are read.
    public var samples: [MP4Sample]
    /// Whether the samples come from movie fragments (FFmpeg then gives their packets no
    /// duration) rather than the sample tables.
    public var isFragmented: Bool

    /// Reads the boxes of the file `reader` reads for the samples of the track whose `tkhd`
    /// says `trackID`.
    public init(trackID: UInt32, reading reader: ForwardFileReader) throws(MP4SampleRefusal) {
        var movie: MP4Movie?
        var fragments = MP4Fragments(trackID: trackID)
        try MP4FileBox.forEach(from: 0, to: reader.size, reader: reader) {
            box throws(MP4SampleRefusal) in
            switch box.type {
            case MP4FileBox.code("moov"):
                guard movie == nil else { throw MP4SampleRefusal("a second moov") }
                movie = try MP4Movie(box, trackID: trackID, reader: reader)
            case MP4FileBox.code("moof"):
                guard let movie else { throw MP4SampleRefusal("a moof before the moov") }
                try fragments.read(box, track: movie.track, reader: reader)
            case MP4FileBox.code("sidx"):
                try fragments.readSegmentIndex(box, reader: reader)
            case MP4FileBox.code("mfra"):
                try fragments.readRandomAccess(box, reader: reader)
            default:
                break
            }
        }
        guard let movie else { throw MP4SampleRefusal("no moov") }
        try fragments.checkTimes(timescale: movie.track.timescale)
        timescale = movie.track.timescale
        isFragmented = fragments.found
        if isFragmented {
            guard movie.track.samples.isEmpty else {
                throw MP4SampleRefusal("samples both in the moov and in fragments")
            }
            guard movie.track.edits == nil else {
                throw MP4SampleRefusal("an edit list on a fragmented track")
            }
            samples = fragments.samples
        } else {
            samples = movie.track.samples
        }
    }
}

/// What the `moov` says of one track.
struct MP4Movie {
    /// The track looked for.
    var track: MP4TrackBoxes

    init(_ moov: MP4FileBox, trackID: UInt32, reader: ForwardFileReader) throws(MP4SampleRefusal) {
        var movieTimescale: UInt32?
        var found: MP4TrackBoxes?
        var defaults: MP4TrackBoxes.Defaults?
        try moov.forEachChild(reader: reader) { child throws(MP4SampleRefusal) in
            switch child.type {
            case MP4FileBox.code("mvhd"):
                movieTimescale = try child.fieldAfterTimes(reader: reader)
            case MP4FileBox.code("trak"):
                guard let timescale = movieTimescale else {
                    throw MP4SampleRefusal("a trak before the mvhd")
                }
                if let track = try MP4TrackBoxes(
                    child, trackID: trackID, movieTimescale: timescale, reader: reader)
                {
                    guard found == nil else { throw MP4SampleRefusal("two tracks \(trackID)") }
                    found = track
                }
            case MP4FileBox.code("mvex"):
                try child.forEachChild(reader: reader) { extends throws(MP4SampleRefusal) in
                    guard extends.type == MP4FileBox.code("trex") else { return }
                    var body = try extends.body(reader: reader)
                    _ = try body.versionAndFlags()
                    guard try body.uint32() == trackID else { return }
                    defaults = MP4TrackBoxes.Defaults(
                        descriptionIndex: try body.uint32(), duration: try body.uint32(),
                        size: try body.uint32())
                }
            default:
                break
            }
        }
        guard var found else { throw MP4SampleRefusal("no track \(trackID)") }
        found.defaults = defaults
        track = found
    }
}
