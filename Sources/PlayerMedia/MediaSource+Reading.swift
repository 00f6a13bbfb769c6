import PlayerCore

extension MediaSource {
    /// Chooses the tracks whose packets are read; every other stream is discarded inside the
    /// demuxer. Unknown ids are ignored.
    public func select(_ tracks: Set<TrackID>) {
        let chosen = tracks.filter { routes[$0] != nil }
        reader.selection = chosen
        reader.trackOfStream = [:]
        for id in chosen {
            let route = routes[id]!
            reader.trackOfStream[.init(input: route.input, stream: route.stream)] = id
        }
        for (index, input) in inputs.enumerated() where input.context != nil {
            input.keepOnly(
                Set(reader.trackOfStream.keys.filter { $0.input == index }.map(\.stream)))
        }
        reader.decoders = reader.decoders.filter { chosen.contains($0.key) }
        reader.assemblers = reader.assemblers.filter { chosen.contains($0.key) }
        for id in chosen where routes[id]!.kind == .legible && reader.decoders[id] == nil {
            let route = routes[id]!
            guard let stream = inputs[route.input].streams[route.stream],
                let decoder = SubtitleDecoder(
                    stream: stream, startOffset: inputs[route.input].startMicroseconds)
            else { continue }
            reader.decoders[id] = decoder
            reader.assemblers[id] = CueAssembler()
        }
    }

    /// Moves every selected stream to `time`: back to the nearest point at or before it from
    /// which reading can start, then cues that ended by `time` are skipped. Decoders are flushed.
    public func seek(to time: MediaTime) throws(MediaError) {
        try position(at: time, droppingCuesEndingBy: time)
    }

    /// The next cues of the selected tracks, each track's in order of start time, as they are
    /// finished (a cue with no stated end waits for the next one or a clear). Nil at the end.
    public func nextCues() throws(MediaError) -> [(track: TrackID, cue: Cue)]? {
        while true {
            let ready = takeFinishedCues()
            if !ready.isEmpty {
                return ready
            }
            guard let index = nextInputToRead() else {
                return nil
            }
            _ = try readPacket(from: index)
        }
    }

    /// Repositions every input with selected streams at `time` and resets the decoders.
    func position(at time: MediaTime, droppingCuesEndingBy limit: MediaTime?) throws(MediaError) {
        try requireOpen()
        for index in selectedInputs {
            try inputs[index].seek(toMicroseconds: time.microseconds)
            reader.progress[index] = .init()
        }
        for decoder in reader.decoders.values {
            decoder.flush()
        }
        for id in reader.assemblers.keys {
            reader.assemblers[id]!.reset()
            reader.assemblers[id]!.dropsCuesEndingBy = limit
        }
    }

    /// The indices of the inputs that feed a selected track.
    var selectedInputs: [Int] {
        Set(reader.trackOfStream.keys.map(\.input)).sorted()
    }

    /// Throws when the source has been closed.
    func requireOpen() throws(MediaError) {
        guard inputs.first?.context != nil else {
            throw .closed(path: path)
        }
    }

    /// The unfinished input read least far, so that tracks from several files advance together.
    private func nextInputToRead() -> Int? {
        selectedInputs.filter { reader.progress[$0]?.isFinished != true }
            .min {
                (reader.progress[$0]?.position ?? .min) < (reader.progress[$1]?.position ?? .min)
            }
    }

    /// What reading one packet gave.
    enum PacketOutcome {
        /// The input has no more packets.
        case endOfInput
        /// A packet of `track` at `time` (microseconds), or of no selected track.
        case packet(track: TrackID?, time: Int64?)
    }

    /// Reads one packet of input `index`, decoding it into its track's assembler.
    func readPacket(from index: Int) throws(MediaError) -> PacketOutcome {
        var outcome = PacketOutcome.packet(track: nil, time: nil)
        let input = inputs[index]
        let more = try input.readPacket { packet in
            let key = ReaderState.StreamKey(input: index, stream: Int(packet.pointee.stream_index))
            guard let id = reader.trackOfStream[key], let decoder = reader.decoders[id] else {
                return
            }
            let time = decoder.mediaTime(of: packet)
            outcome = .packet(track: id, time: time)
            if let time {
                reader.progress[index, default: .init()].position = time
            }
            for event in decoder.decode(packet) {
                switch event {
                case .show(let cue, let endIsKnown):
                    reader.assemblers[id]?.add(cue, endIsKnown: endIsKnown)
                case .clear(let time):
                    reader.assemblers[id]?.clear(at: time)
                }
            }
        }
        reader.progress[index, default: .init()].hasRead = true
        guard more else {
            reader.progress[index, default: .init()].isFinished = true
            let end =
                duration ?? MediaTime(microseconds: max(reader.progress[index]?.position ?? 0, 0))
            for (key, id) in reader.trackOfStream where key.input == index {
                reader.assemblers[id]?.closeAll(at: end)
            }
            return .endOfInput
        }
        return outcome
    }

    /// Every finished cue of the selected tracks, track by track.
    private func takeFinishedCues() -> [(track: TrackID, cue: Cue)] {
        var ready: [(track: TrackID, cue: Cue)] = []
        for id in reader.assemblers.keys.sorted() {
            ready += reader.assemblers[id]!.takeFinished().map { (track: id, cue: $0) }
        }
        return ready
    }
}
