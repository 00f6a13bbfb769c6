import Foundation

/// What ffprobe says of a file's packets, for tests that check a length against them.
public enum FFprobePackets {
    /// The span of the first video stream's packets of `path` as ffprobe lists them: from the
    /// earliest presentation time to the latest presentation time plus duration, in whole
    /// milliseconds; nil when ffprobe lists none.
    public static func videoSpanMilliseconds(of path: String) throws -> Int64? {
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "packet=pts_time,duration_time", "-of", "csv=p=0", path,
            ], in: URL(fileURLWithPath: path).deletingLastPathComponent())
        let packets = probe.standardOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return fields.count == 2 ? (start: fields[0], end: fields[0] + fields[1]) : nil
        }
        guard let first = packets.map(\.start).min(), let last = packets.map(\.end).max() else {
            return nil
        }
        return Int64(((last - first) * 1000).rounded())
    }
}
