internal import CFFmpeg
internal import PlayerCaptions
public import PlayerCore

/// A programme's sound decoded whole: mono 16-bit samples on the media timeline (sample 0 is
/// media time 0), at the rate asked for.
public struct ProgrammeAudio: Hashable, Sendable {
    /// The samples, channels averaged, resampled to ``sampleRate``.
    public var samples: [Int16]
    /// Samples per second.
    public var sampleRate: Int
    /// Why decoding stopped before the input's end (cut off or damaged there), with the media
    /// time it reached; nil when the whole audio stream was read.
    public var stoppedEarly: String?
    /// The container's stream the sound was decoded from.
    public var streamIndex: Int

    /// Decoded programme audio from stream `streamIndex`.
    public init(
        samples: [Int16], sampleRate: Int, stoppedEarly: String? = nil, streamIndex: Int = 0
    ) {
        self.samples = samples
        self.sampleRate = sampleRate
        self.stoppedEarly = stoppedEarly
        self.streamIndex = streamIndex
    }
}

/// Decodes the sound of a media file to PCM for a recording of what a viewer hears: its own
/// demuxer (the player's source keeps reading captions), under the same input rules as the
/// player's, FFmpeg's decoder for the chosen audio stream (else the default, else the first),
/// channels averaged, resampled by linear interpolation to the recording's rate.
public enum ProgrammeAudioDecoder {
    /// The audio of `path` at `sampleRate`, from its stream `audioStream` when that is one of
    /// its audio streams (a chosen audio track's id is its stream index), else from its default
    /// audio stream; nil when it has no audio stream (or is a caption file, which has none).
    /// Throws when it cannot be opened or has no decoder for its audio.
    public static func decode(
        path: String, sampleRate: Int, audioStream: Int? = nil,
        options: MediaSourceOptions = MediaSourceOptions()
    ) throws(MediaError) -> ProgrammeAudio? {
        if !path.contains("://"),
            SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)) != nil
        {
            return nil
        }
        let policy = InputPolicy.mainInput(
            path: path, options: options, interrupter: MediaInterrupter())
        let input = try DemuxerInput(path: path, url: path, policy: policy)
        defer { input.close() }
        let audioStreams = input.streams.indices.filter { index in
            input.streams[index]?.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_AUDIO
        }
        let chosen = audioStreams.first { $0 == audioStream }
        guard
            let index = chosen
                ?? audioStreams.first(where: { index in
                    (input.streams[index]?.pointee.disposition ?? 0) & AV_DISPOSITION_DEFAULT != 0
                }) ?? audioStreams.first,
            let stream = input.streams[index]
        else { return nil }
        input.keepOnly([index])
        let decoder = try AudioStreamDecoder(stream: stream, path: path)
        var output = ProgrammeAudio(samples: [], sampleRate: sampleRate, streamIndex: index)
        var resampler: LinearResampler?
        let timeBase = stream.pointee.time_base
        let origin = input.startMicroseconds
        let takeFrame = { (frame: UnsafeMutablePointer<AVFrame>) in
            let rate = Int(frame.pointee.sample_rate)
            guard rate > 0 else { return }
            if resampler == nil {
                // The first frame's timestamp places the sound on the media timeline.
                let stamp = frame.pointee.best_effort_timestamp
                if stamp != cffmpeg_nopts_value() {
                    let microseconds = av_rescale_q(stamp, timeBase, cffmpeg_time_base_q()) - origin
                    let lead = Int(microseconds) * sampleRate / 1_000_000
                    output.samples.append(contentsOf: repeatElement(0, count: max(0, lead)))
                }
                resampler = LinearResampler(from: rate, to: sampleRate)
            }
            resampler?.append(Self.monoSamples(of: frame), to: &output.samples)
        }
        var reading = true
        while reading {
            let read = try input.readPacket { packet throws(MediaError) in
                try decoder.decode(packet, handing: takeFrame)
            }
            switch read {
            case .packet:
                continue
            case .end:
                break
            case .stoppedEarly(let cause):
                let reached = MediaTime(
                    secondsValue: Double(output.samples.count) / Double(sampleRate))
                let how: String
                switch cause {
                case .endsEarly: how = "the file ends early"
                case .damaged(let detail): how = "damaged data (\(detail))"
                }
                output.stoppedEarly = "\(how) at \(reached)"
            }
            try decoder.decode(nil, handing: takeFrame)
            reading = false
        }
        return output
    }

    /// One frame's samples with its channels averaged, as floats in −1…1; an unknown sample
    /// format gives silence of the frame's length rather than noise.
    private static func monoSamples(of frame: UnsafeMutablePointer<AVFrame>) -> [Float] {
        let count = Int(frame.pointee.nb_samples)
        let channels = max(1, Int(frame.pointee.ch_layout.nb_channels))
        var mono = [Float](repeating: 0, count: count)
        guard let planes = frame.pointee.extended_data else { return mono }
        let format = AVSampleFormat(frame.pointee.format)
        let planar = [
            AV_SAMPLE_FMT_U8P, AV_SAMPLE_FMT_S16P, AV_SAMPLE_FMT_S32P, AV_SAMPLE_FMT_FLTP,
            AV_SAMPLE_FMT_DBLP,
        ].contains(format)
        for channel in 0..<channels {
            guard let plane = planes[planar ? channel : 0] else { continue }
            for index in 0..<count {
                let slot = planar ? index : index * channels + channel
                mono[index] += value(in: plane, at: slot, format: format) / Float(channels)
            }
        }
        return mono
    }

    /// The sample at `slot` of `plane` in `format`, scaled to −1…1.
    private static func value(
        in plane: UnsafeMutablePointer<UInt8>, at slot: Int, format: AVSampleFormat
    )
        -> Float
    {
        switch format {
        case AV_SAMPLE_FMT_U8, AV_SAMPLE_FMT_U8P:
            return (Float(plane[slot]) - 128) / 128
        case AV_SAMPLE_FMT_S16, AV_SAMPLE_FMT_S16P:
            return plane.withMemoryRebound(to: Int16.self, capacity: slot + 1) {
                Float($0[slot]) / 32_768
            }
        case AV_SAMPLE_FMT_S32, AV_SAMPLE_FMT_S32P:
            return plane.withMemoryRebound(to: Int32.self, capacity: slot + 1) {
                Float($0[slot]) / 2_147_483_648
            }
        case AV_SAMPLE_FMT_FLT, AV_SAMPLE_FMT_FLTP:
            return plane.withMemoryRebound(to: Float.self, capacity: slot + 1) { $0[slot] }
        case AV_SAMPLE_FMT_DBL, AV_SAMPLE_FMT_DBLP:
            return plane.withMemoryRebound(to: Double.self, capacity: slot + 1) {
                Float($0[slot])
            }
        default:
            return 0
        }
    }
}

/// Converts a stream of samples from one rate to another by linear interpolation, keeping
/// the samples it has not yet passed between calls.
private struct LinearResampler {
    /// Source samples per output sample.
    private let step: Double
    /// Source samples not yet passed (the one before the next output's position first).
    private var pending: [Float] = []
    /// Where the next output sample lies in `pending`.
    private var position: Double = 0

    init(from sourceRate: Int, to outputRate: Int) {
        step = Double(sourceRate) / Double(outputRate)
    }

    /// Appends to `output` every sample that `samples` completes, as 16-bit values.
    mutating func append(_ samples: [Float], to output: inout [Int16]) {
        pending.append(contentsOf: samples)
        while position + 1 < Double(pending.count) {
            let index = Int(position)
            let fraction = Float(position - Double(index))
            let value = pending[index] + (pending[index + 1] - pending[index]) * fraction
            output.append(Int16(max(-1, min(1, value)) * 32_767))
            position += step
        }
        let passed = min(Int(position), pending.count - 1)
        if passed > 0 {
            pending.removeFirst(passed)
            position -= Double(passed)
        }
    }
}

/// One audio stream's decoder; frees itself.
private final class AudioStreamDecoder {
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let path: String

    init(stream: UnsafeMutablePointer<AVStream>, path: String) throws(MediaError) {
        self.path = path
        context = try DecoderContext.open(for: stream, kind: "audio", path: path)
        frame = av_frame_alloc()
        guard frame != nil else {
            throw MediaError.readFailed(
                path: path, detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
        }
    }

    /// Sends `packet` (nil to drain) and hands each frame it completes to `take`.
    func decode(
        _ packet: UnsafeMutablePointer<AVPacket>?,
        handing take: (UnsafeMutablePointer<AVFrame>) -> Void
    ) throws(MediaError) {
        guard let context, let frame else { return }
        let sent = avcodec_send_packet(context, packet)
        // Damaged data in one packet is skipped as players skip it; anything else stops.
        if sent < 0, sent != cffmpeg_averror_eof(), sent != cffmpeg_averror_invaliddata() {
            throw MediaError.readFailed(path: path, detail: ffmpegErrorText(sent))
        }
        while avcodec_receive_frame(context, frame) >= 0 {
            take(frame)
            av_frame_unref(frame)
        }
    }

    deinit {
        av_frame_free(&frame)
        avcodec_free_context(&context)
    }
}
