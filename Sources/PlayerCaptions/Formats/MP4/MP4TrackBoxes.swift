/// One `trak` of the `moov`: its time scale, its edit list and the samples its sample tables
/// list.
struct MP4TrackBoxes {
    /// The `trex` defaults its fragments fall back on.
    struct Defaults {
        var descriptionIndex: UInt32
        var duration: UInt32
        var size: UInt32
    }

    /// Ticks per second of the track's media time (`mdhd`).
    var timescale: UInt32 = 0
    /// The edit list's entries, nil without one.
    var edits: [(duration: UInt64, mediaTime: Int64, rate: UInt32)]?
    /// The samples the sample tables list (none for a fragmented track).
    var samples: [MP4Sample] = []
    /// The `trex` defaults, when the movie has fragments.
    var defaults: Defaults?

    /// The most samples a text track is believed to have; more means a broken table.
    static let mostSamples = 20_000_000

    /// The track in `trak`, or nil when its `tkhd` names another track; other tracks' boxes
    /// are passed over after their `tkhd`.
    init?(
        _ trak: MP4FileBox, trackID: UInt32, movieTimescale: UInt32, reader: ForwardFileReader
    ) throws(MP4SampleRefusal) {
        var isTrack: Bool?
        var tables: [UInt32: MP4BoxBody] = [:]
        var descriptions: UInt32?
        var editBox: MP4BoxBody?
        var media: MP4FileBox?
        try trak.forEachChild(reader: reader) { child throws(MP4SampleRefusal) in
            guard isTrack != false else { return }
            switch child.type {
            case MP4FileBox.code("tkhd"):
                isTrack = try child.fieldAfterTimes(reader: reader) == trackID
            case MP4FileBox.code("edts"):
                try child.forEachChild(reader: reader) { edit throws(MP4SampleRefusal) in
                    if edit.type == MP4FileBox.code("elst") {
                        editBox = try edit.body(reader: reader)
                    }
                }
            case MP4FileBox.code("mdia"):
                media = child
            default:
                break
            }
        }
        guard isTrack == true, let media else {
            guard isTrack != nil else { throw MP4SampleRefusal("a trak without a tkhd") }
            return nil
        }
        try media.forEachChild(reader: reader) { child throws(MP4SampleRefusal) in
            switch child.type {
            case MP4FileBox.code("mdhd"):
                timescale = try child.fieldAfterTimes(reader: reader)
            case MP4FileBox.code("minf"):
                try child.forEachChild(reader: reader) { info throws(MP4SampleRefusal) in
                    guard info.type == MP4FileBox.code("stbl") else { return }
                    try info.forEachChild(reader: reader) { table throws(MP4SampleRefusal) in
                        if table.type == MP4FileBox.code("stsd") {
                            var body = try table.body(reader: reader, prefix: 8)
                            _ = try body.versionAndFlags()
                            descriptions = try body.uint32()
                        } else if Self.tableTypes.contains(table.type) {
                            tables[table.type] = try table.body(reader: reader)
                        }
                    }
                }
            default:
                break
            }
        }
        guard timescale > 0 else { throw MP4SampleRefusal("no time scale for track \(trackID)") }
        guard descriptions == 1 else { throw MP4SampleRefusal("not one sample description") }
        edits = try editBox.map { box throws(MP4SampleRefusal) in try Self.edits(in: box) }
        samples = try Self.samples(in: tables)
        try applyEdits(movieTimescale: movieTimescale)
    }

    /// The sample table boxes read.
    private static let tableTypes: Set<UInt32> = [
        MP4FileBox.code("stts"), MP4FileBox.code("ctts"), MP4FileBox.code("stsc"),
        MP4FileBox.code("stsz"), MP4FileBox.code("stz2"), MP4FileBox.code("stco"),
        MP4FileBox.code("co64"),
    ]

    private static func edits(in box: MP4BoxBody) throws(MP4SampleRefusal)
        -> [(duration: UInt64, mediaTime: Int64, rate: UInt32)]
    {
        var body = box
        let version = try body.versionAndFlags().version
        let count = try body.uint32()
        guard count <= 1_000 else { throw MP4SampleRefusal("an edit list of \(count) entries") }
        return try (0..<count).map { _ throws(MP4SampleRefusal) in
            let width = version == 1 ? 8 : 4
            let duration = try body.unsigned(width)
            let time = try body.unsigned(width)
            let mediaTime =
                version == 1 ? Int64(bitPattern: time) : Int64(Int32(bitPattern: UInt32(time)))
            return (duration, mediaTime, try body.uint32())
        }
    }

    /// Applies the edit list as FFmpeg 5.1 does when it is one entry showing the track from
    /// its start at normal speed: the samples from the entry's end on are dropped. Refuses any
    /// other edit list (FFmpeg then shifts, repeats or marks samples).
    private mutating func applyEdits(movieTimescale: UInt32) throws(MP4SampleRefusal) {
        guard let edits else { return }
        guard edits.count == 1, let edit = edits.first, edit.mediaTime == 0, edit.rate == 0x1_0000,
            movieTimescale > 0
        else { throw MP4SampleRefusal("an edit list that moves or repeats the track") }
        // FFmpeg's av_rescale: to the nearest tick of the track's scale.
        let scaled = edit.duration.multipliedFullWidth(by: UInt64(timescale))
        let movieScale = UInt64(movieTimescale)
        let half = scaled.low.addingReportingOverflow(movieScale / 2)
        let rounded = (high: scaled.high + (half.overflow ? 1 : 0), low: half.partialValue)
        guard rounded.high < movieScale else { throw MP4SampleRefusal("an edit list too long") }
        let end = movieScale.dividingFullWidth(rounded).quotient
        guard end > 0 else { throw MP4SampleRefusal("an edit list of no length") }
        samples.removeAll { UInt64($0.decodeTime) >= end }
    }

    /// The samples the tables list, in decoding order.
    private static func samples(in tables: [UInt32: MP4BoxBody]) throws(MP4SampleRefusal)
        -> [MP4Sample]
    {
        guard tables[MP4FileBox.code("ctts")] == nil else {
            throw MP4SampleRefusal("composition offsets (ctts)")
        }
        guard tables[MP4FileBox.code("stz2")] == nil else {
            throw MP4SampleRefusal("compact sample sizes (stz2)")
        }
        guard var times = tables[MP4FileBox.code("stts")],
            var sizes = tables[MP4FileBox.code("stsz")],
            var chunking = tables[MP4FileBox.code("stsc")],
            var chunks = tables[MP4FileBox.code("co64")] ?? tables[MP4FileBox.code("stco")]
        else { throw MP4SampleRefusal("a sample table is missing") }
        let offsetWidth = tables[MP4FileBox.code("co64")] == nil ? 4 : 8
        _ = try sizes.versionAndFlags()
        let constantSize = try sizes.uint32()
        let count = Int(try sizes.uint32())
        guard count <= mostSamples else { throw MP4SampleRefusal("\(count) samples") }
        _ = try times.versionAndFlags()
        var decodeTimes: [Int64] = []
        decodeTimes.reserveCapacity(count)
        var time: Int64 = 0
        for _ in 0..<(try times.uint32()) {
            let run = try times.uint32()
            let delta = Int64(try times.uint32())
            guard decodeTimes.count + Int(run) <= count else {
                throw MP4SampleRefusal("the time table lists more samples than the size table")
            }
            for _ in 0..<run {
                decodeTimes.append(time)
                time += delta
            }
        }
        guard decodeTimes.count == count else {
            throw MP4SampleRefusal("the time table lists fewer samples than the size table")
        }
        _ = try chunks.versionAndFlags()
        let chunkCount = Int(try chunks.uint32())
        guard chunkCount <= count else { throw MP4SampleRefusal("more chunks than samples") }
        let chunkOffsets = try (0..<chunkCount).map { _ throws(MP4SampleRefusal) in
            Int64(clamping: try chunks.unsigned(offsetWidth))
        }
        _ = try chunking.versionAndFlags()
        let runs = try (0..<(try chunking.uint32())).map { _ throws(MP4SampleRefusal) in
            (
                first: Int(try chunking.uint32()), perChunk: Int(try chunking.uint32()),
                description: try chunking.uint32()
            )
        }
        var samples: [MP4Sample] = []
        samples.reserveCapacity(count)
        for (index, run) in runs.enumerated() {
            let next = index + 1 < runs.count ? runs[index + 1].first : chunkCount + 1
            guard run.first >= 1, run.first < next, next <= chunkCount + 1, run.description == 1
            else { throw MP4SampleRefusal("a chunk table FFmpeg reads differently") }
            for chunk in run.first..<next {
                var offset = chunkOffsets[chunk - 1]
                for _ in 0..<run.perChunk {
                    guard samples.count < count else {
                        throw MP4SampleRefusal("the chunks hold more samples than listed")
                    }
                    let size = Int(constantSize != 0 ? constantSize : try sizes.uint32())
                    guard size > 0 else { throw MP4SampleRefusal("an empty sample") }
                    samples.append(
                        MP4Sample(
                            offset: offset, size: size, decodeTime: decodeTimes[samples.count]))
                    offset += Int64(size)
                }
            }
        }
        guard samples.count == count, runs.first?.first ?? 1 == 1 else {
            throw MP4SampleRefusal("the chunks hold fewer samples than listed")
        }
        return samples
    }
}
