import Foundation
import Glibc

/// Caption-file parsing against FFmpeg: SubRip, WebVTT, SSA and TTML files of 20,000 and
/// 500,000 cues (``ParserBenchmarkFiles``), each converted to SubRip on standard output by
/// `accessible-player captions F --format srt` and by `ffmpeg -i F -f srt -` in the same run:
/// the ratio of wall time and of CPU time (which other work on the machine moves less), and
/// the peak resident memory of each as a multiple of the file's size.
/// FFmpeg has no TTML reader, so TTML reports cues/s and MB/s, and is set against ttconv (PyPI)
/// on a file of 1,000 cues (``ttmlAgainstTTConv()``). Every file is also read
/// and scanned byte by byte in this process, the memory-bandwidth floor a parser's MB/s is
/// set beside. The same command on a one-cue file of each format gives the process's resident
/// floor (runtime, libraries, buffers), and each file's peak is reported above it too.
struct ParserBenchmark {
    /// Where the generated files are kept.
    var cacheDirectory: String
    /// How many times each side runs; medians are reported.
    var runs: Int
    /// The CLI measured.
    var playerPath: String

    /// The file sizes, in cues.
    static let cueCounts = [20_000, 500_000]
    /// Our time as a fraction of FFmpeg's that every file must meet.
    static let timeRatioGoal = 0.5
    /// The most a parse may hold resident, in multiples of the file's size.
    static let peakGoal = 3.0

    /// Measures every format at every size.
    func run() throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        var floors: [ParserBenchmarkFiles.Format: Double] = [:]
        for format in ParserBenchmarkFiles.Format.allCases {
            let floor = try residentFloor(format)
            floors[format] = floor
            results.append(
                BenchmarkResult(
                    name: "\(format.name), 1 cue: peak RSS (the floor)", ours: floor / 1e6,
                    peer: nil, peerName: nil, unit: "MB", goal: "reported", met: true))
        }
        for cueCount in Self.cueCounts {
            for format in ParserBenchmarkFiles.Format.allCases {
                let path = try ParserBenchmarkFiles.path(
                    format, cueCount: cueCount, in: cacheDirectory)
                results += try measure(
                    path, format: format, cueCount: cueCount, floorBytes: floors[format] ?? 0)
            }
        }
        results += try ttmlAgainstTTConv()
        return results
    }

    /// The median peak resident memory, in bytes, of our command on a one-cue file of
    /// `format`: what the process holds whatever the file's size.
    private func residentFloor(_ format: ParserBenchmarkFiles.Format) throws -> Double {
        let path = try ParserBenchmarkFiles.path(format, cueCount: 1, in: cacheDirectory)
        let command = ourCommand(path)
        try checkCueCount(playerPath, command, expected: 1, path: path)
        var peaks: [Double] = []
        for _ in 0..<runs {
            peaks.append(Double(try runMeasured([playerPath] + command).peakResidentBytes))
        }
        return median(peaks)
    }

    /// Our conversion of the file at `path` to SubRip on standard output.
    private func ourCommand(_ path: String) -> [String] {
        ["captions", path, "--no-sidecars", "--format", "srt"]
    }

    private func measure(
        _ path: String, format: ParserBenchmarkFiles.Format, cueCount: Int, floorBytes: Double
    ) throws -> [BenchmarkResult] {
        let size = try fileSize(path)
        let megabytes = Double(size) / 1e6
        let label = "\(format.name), \(cueCount) cues (\(String(format: "%.1f", megabytes)) MB)"
        let ours = ourCommand(path)
        try checkCueCount(playerPath, ours, expected: cueCount, path: path)
        let ffmpeg = ["ffmpeg", "-v", "error", "-i", path, "-f", "srt", "-"]
        let hasPeer = format != .ttml
        if hasPeer {
            try checkCueCount("ffmpeg", Array(ffmpeg.dropFirst()), expected: cueCount, path: path)
        }
        var ourCosts: [ChildProcessCost] = []
        var peerCosts: [ChildProcessCost] = []
        var scanSeconds: [Double] = []
        for _ in 0..<runs {
            ourCosts.append(try runMeasured([playerPath] + ours))
            if hasPeer { peerCosts.append(try runMeasured(ffmpeg)) }
            scanSeconds.append(try byteScanSeconds(path))
        }
        let ourSeconds = median(ourCosts.map(\.seconds))
        let ourPeakBytes = median(ourCosts.map { Double($0.peakResidentBytes) })
        let ourPeak = ourPeakBytes / Double(size)
        let aboveFloor = BenchmarkResult(
            name: "\(label) peak RSS above the floor",
            ours: (ourPeakBytes - floorBytes) / Double(size),
            peer: nil, peerName: nil, unit: "× file", goal: "ours ≤ \(Self.peakGoal)× file",
            met: (ourPeakBytes - floorBytes) / Double(size) <= Self.peakGoal)
        let floor = megabytes / median(scanSeconds)
        var results: [BenchmarkResult] = []
        if hasPeer {
            let peerSeconds = median(peerCosts.map(\.seconds))
            let peerPeak = median(peerCosts.map { Double($0.peakResidentBytes) }) / Double(size)
            results.append(
                timeRatio(
                    "\(label) to SubRip", ours: ourSeconds, peer: peerSeconds))
            results.append(
                timeRatio(
                    "\(label) to SubRip, CPU time", ours: median(ourCosts.map(\.processorSeconds)),
                    peer: median(peerCosts.map(\.processorSeconds))))
            results.append(
                BenchmarkResult(
                    name: "\(label) peak RSS", ours: ourPeak, peer: peerPeak,
                    peerName: "ffmpeg -i F -f srt -", unit: "× file",
                    goal: "ours ≤ \(Self.peakGoal)× file", met: ourPeak <= Self.peakGoal))
            results.append(aboveFloor)
        } else {
            results.append(
                BenchmarkResult(
                    name: "\(label) read", ours: Double(cueCount) / ourSeconds, peer: nil,
                    peerName: nil, unit: "cues/s", goal: "reported", met: true))
            results.append(
                BenchmarkResult(
                    name: "\(label) peak RSS", ours: ourPeak, peer: nil, peerName: nil,
                    unit: "× file", goal: "ours ≤ \(Self.peakGoal)× file",
                    met: ourPeak <= Self.peakGoal))
            results.append(aboveFloor)
        }
        results.append(
            BenchmarkResult(
                name: "\(label) MB/s", ours: megabytes / ourSeconds, peer: floor,
                peerName: "byte scan of the file (floor)", unit: "MB/s", goal: "reported",
                met: true))
        return results
    }

    /// Our seconds against a peer's (FFmpeg's unless named) for the same file, in
    /// milliseconds, held to ``timeRatioGoal``.
    func timeRatio(
        _ name: String, ours: Double, peer: Double, peerName: String = "ffmpeg -i F -f srt -"
    ) -> BenchmarkResult {
        BenchmarkResult(
            name: name, ours: ours * 1000, peer: peer * 1000, peerName: peerName,
            unit: "ms", goal: "ratio ≤ \(Self.timeRatioGoal)",
            met: ours / peer <= Self.timeRatioGoal)
    }

    /// Runs `arguments` once with its output kept and throws unless it wrote `expected` cues
    /// (timing lines), so that a side that reads nothing cannot look fast.
    func checkCueCount(
        _ program: String, _ arguments: [String], expected: Int, path: String
    ) throws {
        let output = NSTemporaryDirectory() + "player-bench-parse-\(getpid()).srt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        _ = try ChildProcess.runChecked([program] + arguments, output: output)
        let written = try countTimingLines(output)
        guard written == expected else {
            throw BenchmarkError(
                "\(program) wrote \(written) cues of \(path), which has \(expected)")
        }
    }

    /// Lines holding `-->` in the file at `path`.
    func countTimingLines(_ path: String) throws -> Int {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var count = 0
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x2D, bytes[index + 1] == 0x2D, bytes[index + 2] == 0x3E {
                count += 1
                index += 3
            } else {
                index += 1
            }
        }
        return count
    }

    /// Seconds to read the file into memory and count its line feeds, one pass over the bytes.
    private func byteScanSeconds(_ path: String) throws -> Double {
        var lineFeeds = 0
        let seconds = try measureSeconds {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw BenchmarkError("cannot open \(path)") }
            defer { close(descriptor) }
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 64)
            defer { chunk.deallocate() }
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                guard count > 0 else { break }
                for byte in chunk[..<count] where byte == 0x0A { lineFeeds += 1 }
            }
        }
        guard lineFeeds > 0 else { throw BenchmarkError("\(path) has no lines") }
        return seconds
    }

    private func fileSize(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
