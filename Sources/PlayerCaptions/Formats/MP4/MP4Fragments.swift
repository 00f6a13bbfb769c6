/// The samples one track has in the movie fragments of a file (`moof` → `traf` → `tfhd`,
/// `tfdt`, `trun`), and the times the segment indexes (`sidx`) and random-access table (`tfra`)
/// give those fragments, which must agree with `tfdt`: FFmpeg prefers them.
struct MP4Fragments {
    /// The track whose fragments are read.
    let trackID: UInt32
    /// Its samples so far, in file order.
    private(set) var samples: [MP4Sample] = []
    /// Whether any fragment of the track was met.
    private(set) var found = false
    /// The decoding time of the track's first sample in each fragment, by `moof` offset.
    private var fragmentTimes: [Int64: Int64] = [:]
    /// The times a `sidx` gives subsegments of the track, by offset: ticks and their scale.
    private var indexedTimes: [Int64: (time: UInt64, timescale: UInt32)] = [:]
    /// The times a `tfra` gives fragments of the track, by `moof` offset, in track ticks.
    private var randomAccessTimes: [Int64: UInt64] = [:]

    init(trackID: UInt32) {
        self.trackID = trackID
    }

    /// Reads the track's `traf` in the `moof` box `moof`, if it has one.
    mutating func read(_ moof: MP4FileBox, track: MP4TrackBoxes, reader: ForwardFileReader)
        throws(MP4SampleRefusal)
    {
        var seen = false
        try moof.forEachChild(reader: reader) { traf throws(MP4SampleRefusal) in
            guard traf.type == MP4FileBox.code("traf") else { return }
            var header:
                (flags: UInt32, base: Int64, index: UInt32?, duration: UInt32?, size: UInt32?)?
            var time: Int64?
            var isFirstRun = true
            try traf.forEachChild(reader: reader) { child throws(MP4SampleRefusal) in
                switch child.type {
                case MP4FileBox.code("tfhd"):
                    header = try trackFragmentHeader(child, moof: moof, reader: reader)
                    guard header != nil else { return }
                    guard !seen else { throw MP4SampleRefusal("two trafs of the track in a moof") }
                    seen = true
                    found = true
                case MP4FileBox.code("tfdt") where header != nil:
                    var body = try child.body(reader: reader)
                    let version = try body.versionAndFlags().version
                    time = Int64(clamping: try body.unsigned(version == 1 ? 8 : 4))
                case MP4FileBox.code("trun") where header != nil:
                    guard let header, let start = time else {
                        throw MP4SampleRefusal("a track fragment without tfdt")
                    }
                    guard let defaults = track.defaults,
                        header.index ?? defaults.descriptionIndex == 1
                    else { throw MP4SampleRefusal("a fragment of another sample description") }
                    if isFirstRun {
                        fragmentTimes[moof.start] = start
                        isFirstRun = false
                    }
                    time = try readRun(
                        child, base: header.base, start: start,
                        duration: header.duration ?? defaults.duration,
                        size: header.size ?? defaults.size, reader: reader)
                default:
                    break
                }
            }
        }
    }

    /// The `tfhd` of the track: its flags, base data offset and defaults; nil for another
    /// track's.
    private func trackFragmentHeader(_ box: MP4FileBox, moof: MP4FileBox, reader: ForwardFileReader)
        throws(MP4SampleRefusal)
        -> (flags: UInt32, base: Int64, index: UInt32?, duration: UInt32?, size: UInt32?)?
    {
        var body = try box.body(reader: reader)
        let flags = try body.versionAndFlags().flags
        guard try body.uint32() == trackID else { return nil }
        let base = flags & 0x01 != 0 ? Int64(clamping: try body.unsigned(8)) : nil
        let index = flags & 0x02 != 0 ? try body.uint32() : nil
        let duration = flags & 0x08 != 0 ? try body.uint32() : nil
        let size = flags & 0x10 != 0 ? try body.uint32() : nil
        guard flags & 0x01_0000 == 0 else { throw MP4SampleRefusal("an empty fragment") }
        // Without either, FFmpeg and the specification find the data in different places.
        guard base != nil || flags & 0x02_0000 != 0 else {
            throw MP4SampleRefusal("a fragment's data offset is left implicit")
        }
        return (flags, base ?? moof.start, index, duration, size)
    }

    /// Adds the samples of one `trun`, the first decoded at `start`; returns the time after
    /// the last.
    private mutating func readRun(
        _ box: MP4FileBox, base: Int64, start: Int64, duration: UInt32, size: UInt32,
        reader: ForwardFileReader
    ) throws(MP4SampleRefusal) -> Int64 {
        var body = try box.body(reader: reader)
        let flags = try body.versionAndFlags().flags
        let count = Int(try body.uint32())
        guard flags & 0x01 != 0 else {
            throw MP4SampleRefusal("a track run without a data offset")
        }
        let dataOffset = Int64(Int32(bitPattern: try body.uint32()))
        if flags & 0x04 != 0 {
            try body.skip(4)
        }
        let fieldsPerSample = [0x100, 0x200, 0x400, 0x800].filter { flags & $0 != 0 }.count
        guard count <= MP4TrackBoxes.mostSamples,
            count * 4 * fieldsPerSample <= body.bytes.count - body.position
        else { throw MP4SampleRefusal("a track run of \(count) samples is cut off") }
        var offset = base + dataOffset
        var time = start
        for _ in 0..<count {
            let sampleDuration = flags & 0x100 != 0 ? try body.uint32() : duration
            let sampleSize = Int(flags & 0x200 != 0 ? try body.uint32() : size)
            if flags & 0x400 != 0 {
                try body.skip(4)
            }
            let compositionOffset = flags & 0x800 != 0 ? try body.uint32() : 0
            guard compositionOffset == 0 else {
                throw MP4SampleRefusal("composition offsets in a track run")
            }
            guard sampleSize > 0 else { throw MP4SampleRefusal("an empty sample") }
            samples.append(MP4Sample(offset: offset, size: sampleSize, decodeTime: time))
            offset += Int64(sampleSize)
            time += Int64(sampleDuration)
        }
        return time
    }

    /// Notes the times a `sidx` of the track gives the subsegments it lists.
    mutating func readSegmentIndex(_ box: MP4FileBox, reader: ForwardFileReader)
        throws(MP4SampleRefusal)
    {
        var body = try box.body(reader: reader)
        let version = try body.versionAndFlags().version
        guard try body.uint32() == trackID else { return }
        let timescale = try body.uint32()
        var time = try body.unsigned(version == 0 ? 4 : 8)
        var offset = box.end + Int64(clamping: try body.unsigned(version == 0 ? 4 : 8))
        try body.skip(2)
        for _ in 0..<(try body.unsigned(2)) {
            let reference = try body.uint32()
            guard reference >> 31 == 0 else {
                throw MP4SampleRefusal("a segment index of segment indexes")
            }
            indexedTimes[offset] = (time, timescale)
            offset += Int64(reference & 0x7FFF_FFFF)
            time += UInt64(try body.uint32())
            try body.skip(4)
        }
    }

    /// Notes the times the `tfra` of the track in the `mfra` box `box` gives its fragments.
    mutating func readRandomAccess(_ box: MP4FileBox, reader: ForwardFileReader)
        throws(MP4SampleRefusal)
    {
        try box.forEachChild(reader: reader) { child throws(MP4SampleRefusal) in
            guard child.type == MP4FileBox.code("tfra") else { return }
            var body = try child.body(reader: reader)
            let version = try body.versionAndFlags().version
            guard try body.uint32() == trackID else { return }
            let lengths = try body.uint32()
            let count = try body.uint32()
            guard count <= MP4TrackBoxes.mostSamples else {
                throw MP4SampleRefusal("a random-access table of \(count) entries")
            }
            for _ in 0..<count {
                let time = try body.unsigned(version == 1 ? 8 : 4)
                let moof = Int64(clamping: try body.unsigned(version == 1 ? 8 : 4))
                try body.skip(Int((lengths >> 4) & 3) + 1)
                let run = try body.unsigned(Int((lengths >> 2) & 3) + 1)
                let sample = try body.unsigned(Int(lengths & 3) + 1)
                guard run == 1, sample == 1 else {
                    throw MP4SampleRefusal("a random-access entry inside a fragment")
                }
                randomAccessTimes[moof] = time
            }
        }
    }

    /// Refuses a fragment whose `sidx` or `tfra` time (which FFmpeg uses in place of `tfdt`)
    /// is not its `tfdt`, converted from the index's scale to the track's `timescale`.
    func checkTimes(timescale: UInt32) throws(MP4SampleRefusal) {
        for (moof, time) in fragmentTimes {
            if let indexed = indexedTimes[moof] {
                let scale = UInt64(max(indexed.timescale, 1))
                let product = indexed.time.multipliedFullWidth(by: UInt64(timescale))
                guard product.high < scale else {
                    throw MP4SampleRefusal("a segment index's time is out of range")
                }
                let (ticks, remainder) = scale.dividingFullWidth(product)
                guard remainder == 0, Int64(clamping: ticks) == time, indexed.timescale > 0 else {
                    throw MP4SampleRefusal("a segment index's time differs from tfdt")
                }
            }
            if let listed = randomAccessTimes[moof], Int64(clamping: listed) != time {
                throw MP4SampleRefusal("a random-access time differs from tfdt")
            }
        }
    }
}
