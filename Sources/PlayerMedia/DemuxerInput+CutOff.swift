internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DemuxerInput {
    /// The warning that a local Matroska or MP4 file ends before its structure says it does
    /// (a download or copy cut off, whose tracks are listed but whose end is missing); nil
    /// when it does not. For MP4, where the sample index says when the missing media begins,
    /// that time is kept in ``cutOffTime`` so that a track read from the file says where it
    /// stops.
    func cutOffWarning() -> MediaWarning? {
        if let (reader, head) = matroskaSegmentHead(), head.isCutOff {
            return MediaWarning(
                message:
                    "\(path): the file ends early (damaged or truncated): its segment "
                    + "runs to byte \(head.statedSegmentEnd), the file has \(reader.size) bytes")
        }
        guard readsLocalFile, formatName.hasPrefix("mov,mp4"),
            let reader = ForwardFileReader(path: path, bufferSize: 1 << 16),
            let cut = MP4FileLength(reading: reader)
        else { return nil }
        let missingFrom = firstMissingSample(fileSize: cut.fileSize)
        cutOffTime = missingFrom
        let after = missingFrom.map { "; media from \($0) on is missing" } ?? ""
        return MediaWarning(message: cut.description(path: path) + after)
    }

    /// The media time of the earliest sample, of any stream, that FFmpeg's index places past
    /// the end of a file of `fileSize` bytes; nil when every indexed sample is inside it.
    private func firstMissingSample(fileSize: Int64) -> MediaTime? {
        var earliest: MediaTime?
        for stream in streams {
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
                        microseconds.partialValue / Int64(timeBase.den) - startMicroseconds,
                        0))
                earliest = min(earliest ?? time, time)
                break
            }
        }
        return earliest
    }
}
