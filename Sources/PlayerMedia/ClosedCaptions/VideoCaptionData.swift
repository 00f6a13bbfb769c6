internal import CFFmpeg
internal import PlayerCaptions

/// The A/53 `cc_data` of one video stream's packets, read without decoding a picture and put
/// back into presentation order, each picture timed in microseconds (the container's start
/// time still included): what every closed-caption track of the stream reads, the CEA-608
/// channels and the CEA-708 services alike.
struct VideoCaptionData {
    private let extractor: CaptionDataExtractor
    private let timeBase: AVRational
    private var queue = PresentationOrderQueue()

    /// The caption data of `stream`; nil when it is not H.264, HEVC or MPEG-2 video.
    init?(stream: UnsafeMutablePointer<AVStream>) {
        guard let extractor = ClosedCaptionDecoder.extractor(for: stream) else { return nil }
        self.extractor = extractor
        self.timeBase = stream.pointee.time_base
    }

    /// The packet's presentation time (its decode time when it has none) in microseconds, or
    /// nil when it has neither.
    func time(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        absoluteTime(packet.pointee.pts) ?? absoluteTime(packet.pointee.dts)
    }

    /// The pictures, with their `cc_data`, that one video packet puts in presentation order.
    mutating func add(_ packet: UnsafeMutablePointer<AVPacket>) -> [PresentationOrderQueue.Entry] {
        guard let time = time(of: packet) else { return [] }
        let triplets = packet.pointee.data.map {
            extractor.captionData(
                in: UnsafeRawBufferPointer(start: $0, count: Int(packet.pointee.size)))
        }
        return queue.add(
            time: time, decodeTime: absoluteTime(packet.pointee.dts), triplets: triplets ?? [])
    }

    /// The pictures still waiting for their turn, at the end of the stream.
    mutating func drain() -> [PresentationOrderQueue.Entry] {
        queue.drain()
    }

    /// Forgets the waiting pictures (after a seek).
    mutating func reset() {
        queue.reset()
    }

    /// A time of the video stream in microseconds, container start included.
    private func absoluteTime(_ time: Int64) -> Int64? {
        time == cffmpeg_nopts_value() ? nil : av_rescale_q(time, timeBase, cffmpeg_time_base_q())
    }
}

/// A decoder of one closed-caption track of a video stream: the stream's packets become
/// pictures with their caption data through ``pictures``, and the decoder reads each picture.
protocol VideoCaptionDataDecoder: CaptionPacketDecoder {
    /// The stream's caption data, in presentation order.
    var pictures: VideoCaptionData { get set }
    /// The container's start time in microseconds, subtracted from every time.
    var startOffset: Int64 { get }
    /// The events of one picture's caption data, at its time (container start included).
    func decode(_ picture: PresentationOrderQueue.Entry) -> [SubtitleEvent]
}

extension VideoCaptionDataDecoder {
    /// The video packet's media time in microseconds, or nil when it has none.
    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        pictures.time(of: packet).map { $0 &- startOffset }
    }

    /// The caption events of the pictures that one video packet puts in presentation order.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        pictures.add(packet).flatMap(decode(_:))
    }
}
