internal import PlayerCore

extension TrackReader {
    /// Chooses the tracks whose packets are read; every other stream is discarded inside the
    /// demuxer. Unknown ids are ignored.
    func select(_ tracks: Set<TrackID>) {
        let chosen = tracks.filter { routes[$0] != nil }
        state.selection = chosen
        state.tracksOfStream = [:]
        for id in chosen.sorted() {
            guard let key = routes[id]?.stream else { continue }
            state.tracksOfStream[key, default: []].append(id)
        }
        for (index, input) in inputs.enumerated() where input.context != nil {
            input.keepOnly(
                Set(state.tracksOfStream.keys.filter { $0.input == index }.map(\.stream)))
        }
        state.decoders = state.decoders.filter { chosen.contains($0.key) }
        state.assemblers = state.assemblers.filter { chosen.contains($0.key) }
        state.parsedCursors = state.parsedCursors.filter { chosen.contains($0.key) }
        for id in chosen {
            guard let route = routes[id], route.kind == .legible else { continue }
            switch route.feed {
            case .packets(let input, let stream, let makeDecoder?) where state.decoders[id] == nil:
                guard stream < inputs[input].streams.count,
                    let stream = inputs[input].streams[stream],
                    let decoder = makeDecoder(stream, inputs[input].startMicroseconds)
                else { continue }
                state.decoders[id] = decoder
                state.assemblers[id] = CueAssembler()
            case .parsedCues where state.parsedCursors[id] == nil,
                .deferredCues where state.parsedCursors[id] == nil:
                state.parsedCursors[id] = ParsedCueCursor(cues: parsedCuesOrWarning(of: id))
            default:
                continue
            }
        }
    }

    /// The cues of a track parsed in full; when deferred cues cannot be read, none, and a
    /// warning about the track (once).
    private func parsedCuesOrWarning(of track: TrackID) -> [Cue] {
        do {
            return try parsedCues(of: track)
        } catch {
            let warning = MediaWarning(track: track, message: error.description)
            if !warnings.contains(warning) {
                warnings.append(warning)
            }
            return []
        }
    }

    /// Moves every selected stream to `time`: back to the nearest point at or before it from
    /// which reading can start, then cues that ended by `time` are skipped. Decoders are flushed.
    func seek(to time: MediaTime) throws(MediaError) {
        try position(at: time, droppingCuesEndingBy: time)
    }

    /// The next cues of the selected tracks, each track's in order of start time, as they are
    /// finished (a cue with no stated end waits for the next one or a clear). Nil at the end.
    ///
    /// Cues parsed in full are handed out once reading has passed their start, so that they
    /// come along with the packets of the other selected tracks.
    func nextCues() throws(MediaError) -> [(track: TrackID, cue: Cue)]? {
        while true {
            let ready = takeFinishedCues()
            if !ready.isEmpty {
                return ready
            }
            let index = nextInputToRead()
            let reached = index.map { state.progress[$0]?.position ?? .min } ?? .max
            let parsed = takeParsedCues(startingBy: reached)
            if !parsed.isEmpty {
                return parsed
            }
            guard let index else {
                return nil
            }
            _ = try readPacket(from: index)
        }
    }

    /// Repositions every input with selected streams at `time`, resets the decoders and
    /// rewinds the parsed tracks.
    func position(at time: MediaTime, droppingCuesEndingBy limit: MediaTime?) throws(MediaError) {
        try requireOpen()
        for index in selectedInputs {
            let preroll =
                feedsCaptionsReportedWhenReplaced(index) ? Self.closedCaptionPreroll : .zero
            try inputs[index].seek(toMicroseconds: max(time - preroll, .zero).microseconds)
            state.progress[index] = .init()
        }
        for decoder in state.decoders.values {
            decoder.flush()
        }
        for id in state.assemblers.keys {
            state.assemblers[id]?.reset()
            state.assemblers[id]?.dropsCuesEndingBy = limit
        }
        for id in state.parsedCursors.keys {
            state.parsedCursors[id]?.rewind(droppingCuesEndingBy: limit)
        }
    }

    /// How far before a seek target CEA-608 tracks start reading: a pop-on caption's text
    /// arrives before the End Of Caption that shows it, and roll-up rows before the ones
    /// below them.
    static let closedCaptionPreroll = MediaTime.seconds(10)

    /// Whether input `index` feeds a selected track whose captions are reported when replaced.
    private func feedsCaptionsReportedWhenReplaced(_ index: Int) -> Bool {
        state.tracksOfStream.contains { key, ids in
            key.input == index
                && ids.contains { state.decoders[$0]?.reportsCaptionsWhenReplaced ?? false }
        }
    }

    /// The indices of the inputs that feed a selected track.
    var selectedInputs: [Int] {
        Set(state.tracksOfStream.keys.map(\.input)).sorted()
    }

    /// Throws when the source has been closed.
    func requireOpen() throws(MediaError) {
        guard !isClosed else {
            throw .closed(path: path)
        }
    }

    /// The unfinished input read least far, so that tracks from several files advance together.
    private func nextInputToRead() -> Int? {
        selectedInputs.filter { state.progress[$0]?.isFinished != true }
            .min {
                (state.progress[$0]?.position ?? .min) < (state.progress[$1]?.position ?? .min)
            }
    }

    /// What reading one packet gave.
    enum PacketOutcome {
        /// The input has no more packets.
        case endOfInput
        /// A packet feeding `tracks` (none when it feeds no selected track) at `time`
        /// (microseconds).
        case packet(tracks: [TrackID], time: Int64?)
    }

    /// Reads one packet of input `index`, decoding it into the assembler of every track it
    /// feeds.
    func readPacket(from index: Int) throws(MediaError) -> PacketOutcome {
        var outcome = PacketOutcome.packet(tracks: [], time: nil)
        let input = inputs[index]
        let read = try input.readPacket { packet in
            let key = ReaderState.StreamKey(input: index, stream: Int(packet.pointee.stream_index))
            let fed = (state.tracksOfStream[key] ?? []).filter { state.decoders[$0] != nil }
            guard let first = fed.first.flatMap({ state.decoders[$0] }) else { return }
            let time = first.mediaTime(of: packet)
            outcome = .packet(tracks: fed, time: time)
            if let time {
                state.progress[index, default: .init()].position = time
            }
            for id in fed {
                guard let events = state.decoders[id]?.decode(packet) else { continue }
                state.assemblers[id]?.apply(events)
            }
        }
        state.progress[index, default: .init()].hasRead = true
        guard read == .packet else {
            state.progress[index, default: .init()].isFinished = true
            if case .stoppedEarly(let cause) = read {
                state.progress[index, default: .init()].stoppedEarly = cause
            }
            let end = endOfInput(index)
            for (key, ids) in state.tracksOfStream where key.input == index {
                for id in ids {
                    let events = state.decoders[id]?.finish() ?? []
                    state.assemblers[id]?.apply(events)
                    state.assemblers[id]?.closeAll(at: end)
                }
            }
            return .endOfInput
        }
        return outcome
    }

    /// Where cues still open when input `index` ends are closed: as
    /// ``endOfReading(reachedMicroseconds:)`` says, except that a subtitle file read with no
    /// programme length around it (a `.sup` opened alone) gives a cue nothing ends, such as
    /// its last display set with no clear after it, ``CueAssembler/unendedCueLength`` past
    /// its last packet rather than no time at all.
    private func endOfInput(_ index: Int) -> MediaTime {
        let end = endOfReading(reachedMicroseconds: state.progress[index]?.position)
        guard duration == nil, inputs[index].keepsTimestamps else { return end }
        return end + CueAssembler.unendedCueLength
    }

    /// Where cues still open when an input ends are closed: the program's end, else the
    /// last packet time reached (microseconds; `Int64.min` or nil when none was).
    func endOfReading(reachedMicroseconds position: Int64?) -> MediaTime {
        duration ?? MediaTime(microseconds: max(position ?? 0, 0))
    }

    /// Every finished cue of the selected tracks read from packets, track by track.
    private func takeFinishedCues() -> [(track: TrackID, cue: Cue)] {
        var ready: [(track: TrackID, cue: Cue)] = []
        for id in state.assemblers.keys.sorted() {
            ready += (state.assemblers[id]?.takeFinished() ?? []).map { (track: id, cue: $0) }
        }
        return ready
    }

    /// The cues of the selected parsed tracks that start by `limit` (microseconds) and were
    /// not handed out yet, track by track.
    private func takeParsedCues(startingBy limit: Int64) -> [(track: TrackID, cue: Cue)] {
        var ready: [(track: TrackID, cue: Cue)] = []
        for id in state.parsedCursors.keys.sorted() {
            let cues = state.parsedCursors[id]?.take(startingBy: limit) ?? []
            ready += cues.map { (track: id, cue: $0) }
        }
        return ready
    }
}
