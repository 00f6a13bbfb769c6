import Foundation

/// SubtitleEdit's DVB subtitle stream (`dvbsub-subtitleedit/sample_TS_with_graphics.ts`: 20
/// display sets, 10 cues) remuxed into Matroska by the ffmpeg CLI, whole and with one display
/// set damaged: the first byte of its payload, the segment sync byte 0x0F (EN 300 743 §7.2),
/// overwritten with 0x00. What FFmpeg makes of the damage is read from the ffmpeg CLI.
public final class DamagedDVBMedia {
    /// The directory holding both files, removed when this is released.
    public let directory: URL
    /// The whole remuxed stream.
    public let wholePath: String
    /// The same file with one display set damaged.
    public let damagedPath: String
    /// The damaged packet's media time in seconds, from ffprobe (its time less the file's
    /// start time, when it states one).
    public let damagedSeconds: Double
    /// What the ffmpeg CLI says of the damaged packet when it decodes the file: the words
    /// after "Error while decoding stream #0:0: ".
    public let ffmpegComplaint: String

    /// Thrown when a tool does not give what this needs.
    public struct Unexpected: Error, CustomStringConvertible {
        /// What the tool gave instead.
        public var description: String
    }

    /// Makes both files in a new temporary directory.
    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("damaged-dvb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = Corpus.path("dvbsub-subtitleedit", "sample_TS_with_graphics.ts")
        try FFmpegCLI.run(["-i", source, "-map", "0:s", "-c", "copy", "whole.mkv"], in: directory)
        wholePath = directory.appendingPathComponent("whole.mkv").path
        damagedPath = directory.appendingPathComponent("damaged.mkv").path
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "s", "-show_entries",
                "packet=pts_time,pos,size:format=start_time", "-of", "csv=nokey=0", "whole.mkv",
            ], in: directory)
        let lines = probe.standardOutput.split(separator: "\n")
        func field(_ name: String, of line: Substring) -> String? {
            line.split(separator: ",").first { $0.hasPrefix(name + "=") }
                .map { String($0.dropFirst(name.count + 1)) }
        }
        let start = lines.first { $0.hasPrefix("format") }.flatMap { field("start_time", of: $0) }
        // The third display set that carries object data (more than a page header).
        let carrying = lines.filter { $0.hasPrefix("packet") }.filter {
            (field("size", of: $0).flatMap { Int($0) } ?? 0) > 100
        }
        // "N/A" when FFmpeg states no start time (a file of subtitles only): times count
        // from zero.
        let startTime = start.flatMap(Double.init) ?? 0
        guard carrying.count > 2,
            let time = field("pts_time", of: carrying[2]).flatMap(Double.init),
            let position = field("pos", of: carrying[2]).flatMap(Int.init)
        else { throw Unexpected(description: "ffprobe gave \(probe.standardOutput)") }
        damagedSeconds = time - startTime
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: wholePath)))
        // A SimpleBlock of track 1: a one-byte track number, a 16-bit time, a flags byte,
        // then the payload (Matroska, RFC 9559 §10.2).
        let payload = position + 4
        guard payload < bytes.count, bytes[payload] == 0x0F else {
            throw Unexpected(description: "no DVB segment at byte \(payload)")
        }
        bytes[payload] = 0x00
        try Data(bytes).write(to: URL(fileURLWithPath: damagedPath))
        let decoding = try ToolRun(
            "ffmpeg",
            [
                "-hide_banner", "-nostats", "-loglevel", "error", "-i", "damaged.mkv", "-map",
                "0:s", "-c:s",
                "dvbsub", "-f", "null", "-",
            ], in: directory)
        let marker = "Error while decoding stream #0:0: "
        guard
            let line = decoding.standardError.split(separator: "\n").first(where: {
                $0.contains(marker)
            })
        else { throw Unexpected(description: "ffmpeg decoded it: \(decoding.standardError)") }
        ffmpegComplaint = String(line.components(separatedBy: marker)[1])
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
