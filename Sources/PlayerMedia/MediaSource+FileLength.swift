internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// Warns when a local Matroska or MP4 file ends before its structure says it does: a
    /// download or copy cut off, whose tracks are listed but whose end is missing. For MP4,
    /// where the sample index says when the missing media begins, that time is kept
    /// (``cutOffTimes``) so that a track read from the file says where it stops.
    func warnIfCutOff(_ input: DemuxerInput, index: Int) {
        if let (reader, head) = input.matroskaSegmentHead(), head.isCutOff {
            warnings.append(
                MediaWarning(
                    message:
                        "\(input.path): the file ends early (damaged or truncated): its segment "
                        + "runs to byte \(head.statedSegmentEnd), the file has \(reader.size) bytes"
                ))
            return
        }
        guard input.readsLocalFile, input.formatName.hasPrefix("mov,mp4"),
            let reader = ForwardFileReader(path: input.path, bufferSize: 1 << 16),
            let cut = MP4FileLength(reading: reader)
        else { return }
        let missingFrom = Self.firstMissingSample(of: input, fileSize: cut.fileSize)
        if let missingFrom {
            cutOffTimes[index] = missingFrom
        }
        let after = missingFrom.map { "; media from \($0) on is missing" } ?? ""
        warnings.append(MediaWarning(message: cut.description(path: input.path) + after))
    }

    /// The media time of the earliest sample, of any stream, that FFmpeg's index places past
    /// the end of a file of `fileSize` bytes; nil when every indexed sample is inside it.
    private static func firstMissingSample(of input: DemuxerInput, fileSize: Int64) -> MediaTime? {
        var earliest: MediaTime?
        for stream in input.streams {
            guard let stream else { continue }
            let timeBase = stream.pointee.time_base
            guard timeBase.num > 0, timeBase.den > 0 else { continue }
            for entry in 0..<avformat_index_get_entries_count(stream) {
                guard let sample = avformat_index_get_entry(stream, entry)?.pointee,
                    sample.pos + Int64(sample.size) > fileSize
                else { continue }
                let microseconds =
                    sample.timestamp.multipliedReportingOverflow(
                        by: Int64(timeBase.num) * 1_000_000)
                guard !microseconds.overflow else { break }
                let time = MediaTime(
                    microseconds: max(
                        microseconds.partialValue / Int64(timeBase.den) - input.startMicroseconds,
                        0))
                earliest = min(earliest ?? time, time)
                break
            }
        }
        return earliest
    }
}
