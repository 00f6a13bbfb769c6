internal import PlayerCore

extension TrackReader {
    /// Every cue of one legible track, sorted by start (reads the whole file for that stream).
    ///
    /// A plain subtitle track of a local Matroska file is read through its cue index or by
    /// walking its blocks without the demuxer (see ``MatroskaBlockScan``), and a text track of
    /// a local MP4 file through its sample tables or fragments (see ``MP4TrackSamples``);
    /// otherwise only that stream leaves the demuxer. Afterwards the selection is restored,
    /// but the read position is not: call ``seek(to:)`` before resuming ``nextCues()``.
    ///
    /// A file that ends before its structure does, or whose data is damaged where the demuxer
    /// gives up, gives the cues read up to there, with an ``IncompleteRead`` saying why and
    /// how far reading got.
    /// A packet the track's decoder rejects is skipped and reading goes on; the reading's
    /// ``SkippedPackets`` counts them and says where the first was and why.
    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        try requireLegible(track)
        if let scanned = try cuesFromMatroskaBlocks(of: track) {
            return scanned
        }
        if let sampled = try cuesFromMP4Samples(of: track) {
            return sayingWhereItIsCutOff(sampled, of: track)
        }
        return sayingWhereItIsCutOff(try cuesReadByDemuxer(of: track), of: track)
    }

    /// `reading`, which FFmpeg ended quietly where the file ends, saying that it stopped there
    /// when the track's file ends before its index does (``DemuxerInput/cutOffTime``).
    private func sayingWhereItIsCutOff(_ reading: CueReading, of track: TrackID) -> CueReading {
        guard reading.incomplete == nil, let input = routes[track]?.stream?.input,
            let cutOff = inputs[input].cutOffTime
        else { return reading }
        var said = reading
        said.incomplete = IncompleteRead(
            path: inputs[input].path, cause: .endsEarly, reached: cutOff, duration: duration,
            cuesRead: reading.cues.count)
        return said
    }

    /// Every cue of one legible track, sorted by start; a read that stops early throws
    /// ``MediaError/truncatedOrCorrupt(path:detail:)`` (``readCues(of:)`` gives the part read).
    func cues(of track: TrackID) throws(MediaError) -> [Cue] {
        try readCues(of: track).wholeCues()
    }

    /// Every cue of a legible track read through the demuxer (or parsed in full).
    func cuesReadByDemuxer(of track: TrackID) throws(MediaError) -> CueReading {
        guard case .packets(let input, _, _) = routes[track]?.feed else {
            return try parsedReading(of: track)
        }
        let previous = state.selection
        defer { select(previous) }
        select([track])
        if state.progress[input]?.hasRead ?? false {
            try position(at: .zero, droppingCuesEndingBy: nil)
        }
        var cues: [Cue] = []
        while let batch = try nextCues() {
            cues += batch.map(\.cue)
        }
        let read = CaptionTimeline(cues: cues).cues
        let progress = state.progress[input]
        let incomplete = progress?.stoppedEarly.map { cause in
            IncompleteRead(
                path: inputs[input].path, cause: cause,
                reached: progress.flatMap { $0.position == .min ? nil : $0.position }
                    .map { MediaTime(microseconds: max($0, 0)) },
                duration: duration, cuesRead: read.count)
        }
        let skipped = state.assemblers[track]?.rejected.skipped(
            in: inputs[input].path, cuesRead: read.count)
        return CueReading(cues: read, incomplete: incomplete, skipped: skipped)
    }

    /// The cues of `track` on screen at `time`: seeks and reads only as much as needed.
    ///
    /// Reading starts ``MediaSourceOptions/activeCueLookback`` before `time` (further back,
    /// doubling, while that stretch holds no packet of the track) and stops at the track's
    /// first packet after `time`, so a cue that began up to the lookback earlier is found.
    /// A CEA-608 track, whose captions are reported when replaced, reads on until a caption
    /// ending after `time` is reported.
    /// Like ``cues(of:)``, it leaves the read position elsewhere.
    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        guard case .packets(let input, _, _) = try requireLegible(track).feed else {
            return try parsedCues(of: track).filter { $0.isActive(at: time) }
        }
        let previous = state.selection
        defer { select(previous) }
        select([track])
        var lookback = max(options.activeCueLookback, .milliseconds(1))
        while true {
            let from = max(time - lookback, .zero)
            try position(at: from, droppingCuesEndingBy: time)
            var sawEarlierPacket = false
            var cues: [Cue] = []
            let readsPastTime = state.decoders[track]?.reportsCaptionsWhenReplaced ?? false
            scan: while true {
                switch try readPacket(from: input) {
                case .endOfInput:
                    break scan
                case .packet(let fed, let packetTime):
                    guard fed.contains(track), let packetTime else { continue }
                    if packetTime <= time.microseconds {
                        sawEarlierPacket = true
                        continue
                    }
                    guard readsPastTime else { break scan }
                    // Cues ending by `time` were dropped: any reported one is the answer.
                    cues += state.assemblers[track]?.takeFinished() ?? []
                    if !cues.isEmpty {
                        break scan
                    }
                }
            }
            state.assemblers[track]?.closeAll(at: duration ?? MediaTime(microseconds: .max))
            cues += state.assemblers[track]?.takeFinished() ?? []
            if sawEarlierPacket || from == .zero {
                return cues.filter { $0.isActive(at: time) }
            }
            lookback = lookback + lookback
        }
    }

    /// The cues of a track parsed in full, read now when they were deferred; none for a
    /// track read from packets.
    func parsedCues(of track: TrackID) throws(MediaError) -> [Cue] {
        try parsedReading(of: track).cues
    }

    /// The reading of a track parsed in full, made now when it was deferred (with the
    /// segments it lost); empty for a track read from packets.
    private func parsedReading(of track: TrackID) throws(MediaError) -> CueReading {
        switch routes[track]?.feed {
        case .parsedCues(let cues): CueReading(cues: cues)
        case .deferredCues(let deferred):
            try readingSayingItsWarnings(deferred)
        case .packets, nil: CueReading(cues: [])
        }
    }

    /// The reading of `deferred`, made now if it has not been, with the warnings it gave
    /// added to the source's (once).
    private func readingSayingItsWarnings(_ deferred: DeferredCues) throws(MediaError) -> CueReading
    {
        let reading = try deferred.reading()
        for warning in deferred.warnings where !warnings.contains(warning) {
            warnings.append(warning)
        }
        return reading
    }

    /// The route of `track`; throws unless it is a legible track of this open source.
    @discardableResult
    private func requireLegible(_ track: TrackID) throws(MediaError) -> TrackRoute {
        try requireOpen()
        guard let route = routes[track] else {
            throw .unknownTrack(path: path, track: track)
        }
        guard route.kind == .legible else {
            throw .notLegible(path: path, track: track)
        }
        guard route.isDecodable else {
            let codec = tracks.first { $0.id == track }?.codec ?? "unknown"
            let file = route.stream.map { inputs[$0.input].path } ?? path
            throw .codecNotSupported(path: file, track: track, codec: codec)
        }
        return route
    }
}
