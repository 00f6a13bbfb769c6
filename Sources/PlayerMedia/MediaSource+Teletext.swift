import CFFmpeg
import PlayerCaptions
import PlayerCore

extension MediaSource {
    /// At most this many bytes of teletext are read to find its subtitle pages.
    static let teletextScanBytes = 8 << 20
    /// How much of a teletext stream's presentation time is looked at for its pages.
    static let teletextScanSpan: Int64 = 10_000_000

    /// Turns each DVB teletext stream of input `inputIndex` into one legible track per subtitle
    /// page, titled "Page 150", with the page's language and, for a page the descriptor types as
    /// for the hearing impaired, ``TrackFlags/hearingImpaired``. The stream's own track becomes
    /// its first page; the others are added after the container's streams.
    ///
    /// The pages are the PMT's teletext descriptor's subtitle entries (FFmpeg keeps them in the
    /// stream's extradata and language tag). A stream whose descriptor announces none, or that
    /// has no PMT, is read for ``teletextScanSpan`` (at most ``teletextScanBytes``) and its
    /// subtitle pages found from their page headers (``TeletextPageScan``); such a page takes
    /// the language of the descriptor entry of its number, or the descriptor's only language.
    /// A stream with no subtitle page found stays one track showing every subtitle page.
    func addTeletextPageTracks(of inputIndex: Int) {
        let input = inputs[inputIndex]
        let teletext = input.streams.indices.filter {
            input.streams[$0]?.pointee.codecpar.pointee.codec_id == AV_CODEC_ID_DVB_TELETEXT
        }
        guard !teletext.isEmpty, avcodec_find_decoder(AV_CODEC_ID_DVB_TELETEXT) != nil else {
            return
        }
        var announced: [Int: [TeletextDescriptorEntry]] = [:]
        for index in teletext {
            announced[index] = Self.descriptorEntries(of: input.streams[index]!)
        }
        let unannounced = teletext.filter { !announced[$0]!.contains(where: \.isSubtitlePage) }
        let found = isLive ? [:] : scanTeletextPages(of: inputIndex, streams: unannounced)
        for index in teletext {
            let entries = announced[index]!
            var pages = entries.filter(\.isSubtitlePage)
            if pages.isEmpty {
                let languages = Set(entries.compactMap(\.language))
                pages = (found[index] ?? []).map { page in
                    TeletextDescriptorEntry(
                        language: entries.first { $0.page == page }?.language
                            ?? (languages.count == 1 ? languages.first : nil),
                        type: TeletextDescriptorEntry.subtitleType, page: page)
                }
            }
            addPageTracks(pages, input: inputIndex, stream: index)
        }
    }

    /// The entries of the teletext descriptor FFmpeg kept for `stream`.
    private static func descriptorEntries(
        of stream: UnsafeMutablePointer<AVStream>
    ) -> [TeletextDescriptorEntry] {
        let parameters = stream.pointee.codecpar.pointee
        let extradata =
            parameters.extradata.map {
                Array(UnsafeBufferPointer(start: $0, count: Int(parameters.extradata_size)))
            } ?? []
        return TeletextDescriptorEntry.entries(
            extradata: extradata,
            languages: StreamTrack.tag("language", in: stream.pointee.metadata))
    }

    /// The subtitle pages whose headers the first seconds of each of `streams` carry.
    private func scanTeletextPages(
        of inputIndex: Int, streams: [Int]
    ) -> [Int: [TeletextPageNumber]] {
        guard !streams.isEmpty else { return [:] }
        var scans: [Int: TeletextPageScan] = [:]
        var firstTime: Int64?
        let clock = Dictionary(
            uniqueKeysWithValues: streams.map { index in
                (index, PacketClock(stream: inputs[inputIndex].streams[index]!, startOffset: 0))
            })
        scanPackets(of: inputIndex, streams: Set(streams), byteLimit: Self.teletextScanBytes) {
            packet in
            let index = Int(packet.pointee.stream_index)
            if let data = packet.pointee.data {
                scans[index, default: .init()].add(
                    pesData: UnsafeRawBufferPointer(start: data, count: Int(packet.pointee.size)))
            }
            guard let time = clock[index]?.time(of: packet) else { return true }
            let first = firstTime ?? time
            firstTime = first
            return time - first < Self.teletextScanSpan
        }
        return scans.mapValues(\.subtitlePages)
    }

    /// Makes the track of stream `stream` the first of `pages` and adds one for each other; with
    /// no pages, leaves it as it is.
    private func addPageTracks(_ pages: [TeletextDescriptorEntry], input: Int, stream: Int) {
        let key = ReaderState.StreamKey(input: input, stream: stream)
        guard let position = tracks.firstIndex(where: { routes[$0.id]?.stream == key }) else {
            return
        }
        let streamTrack = tracks[position]
        for (number, entry) in pages.enumerated() {
            var track = streamTrack
            track.language = LanguageTag(entry.language)
            track.title = "Page \(entry.page)"
            if entry.isForHearingImpaired {
                track.flags.insert(.hearingImpaired)
            }
            let feed = TrackRoute.Feed.packets(
                input: input, stream: stream,
                makeDecoder: TeletextPageDecoder.factory(page: entry.page.description))
            if number == 0 {
                tracks[position] = track
                routes[track.id] = TrackRoute(feed: feed, kind: .legible)
            } else {
                addTrack(track, feed: feed)
            }
        }
    }
}
