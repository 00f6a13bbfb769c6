import Foundation
import PlayerCaptions
import PlayerCore

/// One caption track written out as SubRip from one file by `accessible-player captions` and
/// by named peers, each a child process run in turn: from a cold page cache (the file's pages
/// dropped before every run) and warm, with what each run read.
struct ExtractionRace {
    /// One side of the race: a name and the command writing the track to the file it is given,
    /// or to standard output, which the race sends to that file, when
    /// `writesToStandardOutput`.
    struct Runner {
        var name: String
        var command: (_ output: String) -> [String]
        var writesToStandardOutput = false
    }

    /// The medians of one runner's runs, and the SubRip file its last run wrote.
    struct Figures {
        /// Runs from a cold page cache; `storageBytes` is what they made the disk fetch.
        var cold: Medians
        /// Runs with the file cached; `readBytes` is what their read calls returned.
        var warm: Medians
        var output: String
    }

    /// Medians of wall time and of the /proc I/O counts over a set of runs.
    struct Medians {
        var seconds: Double
        var storageBytes: Double
        var readBytes: Double

        init(_ costs: [ChildProcessCost]) {
            seconds = median(costs.map(\.seconds))
            storageBytes = median(costs.map { Double($0.storageBytes) })
            readBytes = median(costs.map { Double($0.readBytes) })
        }
    }

    var mediaPath: String
    var runs: Int
    var runners: [Runner]

    /// Runs every runner `runs` times cold and `runs` times warm, the order turning each
    /// round, and returns their figures in runner order.
    func run() throws -> [Figures] {
        let outputs = runners.indices.map {
            NSTemporaryDirectory() + "player-bench-race-\(getpid())-\($0).srt"
        }
        var cold = [[ChildProcessCost]](repeating: [], count: runners.count)
        var warm = [[ChildProcessCost]](repeating: [], count: runners.count)
        for round in 0..<runs {
            for turn in runners.indices {
                let index = (turn + round) % runners.count
                try ChildProcess.evictFromPageCache(mediaPath)
                cold[index].append(try launch(index, output: outputs[index]))
            }
        }
        for index in runners.indices {
            _ = try launch(index, output: outputs[index])
        }
        for round in 0..<runs {
            for turn in runners.indices {
                let index = (turn + round) % runners.count
                warm[index].append(try launch(index, output: outputs[index]))
            }
        }
        return runners.indices.map { index in
            Figures(
                cold: Medians(cold[index]), warm: Medians(warm[index]), output: outputs[index])
        }
    }

    private func launch(_ index: Int, output: String) throws -> ChildProcessCost {
        let runner = runners[index]
        return try ChildProcess.runChecked(
            runner.command(output), output: runner.writesToStandardOutput ? output : nil)
    }

    /// The cues of the SubRip file at `path`.
    static func cues(inSubRipFile path: String) throws -> [Cue] {
        SubRipDocument(parsing: try String(contentsOfFile: path, encoding: .utf8)).cues
    }

    /// Throws unless the SubRip files `ours` and `peer` (written by `peerName`) hold the same
    /// cues — start, end and text — and those are the `count` cues labelled `label` the
    /// features were made with.
    static func checkSameCues(
        _ ours: String, _ peer: String, peerName: String, label: String, count: Int
    ) throws {
        let ourCues = try cues(inSubRipFile: ours)
        let peerCues = try cues(inSubRipFile: peer)
        guard ourCues.count == peerCues.count else {
            throw BenchmarkError(
                "\(ourCues.count) cues written, \(peerName) wrote \(peerCues.count)")
        }
        for (index, (cue, theirs)) in zip(ourCues, peerCues).enumerated() {
            guard cue.start == theirs.start, cue.end == theirs.end, cue.text == theirs.text else {
                throw BenchmarkError(
                    "cue \(index + 1) written as \(cue), \(peerName) wrote \(theirs)")
            }
        }
        guard ourCues.count == count else {
            throw BenchmarkError("\(ourCues.count) cues written, the feature has \(count)")
        }
        for (index, cue) in ourCues.enumerated() {
            let expected = BenchmarkFixture.cue(label: label, index: index)
            guard cue.start == expected.start, cue.end == expected.end, cue.text == expected.text
            else {
                throw BenchmarkError("cue \(index + 1) written as \(cue), expected \(expected)")
            }
        }
    }
}

extension ExtractionRace.Runner {
    /// `accessible-player captions FILE --track en` (at `playerPath`), to standard output.
    static func captionsCommand(playerPath: String, mediaPath: String) -> Self {
        Self(
            name: "accessible-player captions --track en",
            command: { _ in [playerPath, "captions", mediaPath, "--track", "en"] },
            writesToStandardOutput: true)
    }

    /// `ffmpeg -map 0:s:0 -f srt`: FFmpeg demuxing the file for its first subtitle track.
    static func ffmpeg(mediaPath: String) -> Self {
        Self(name: "ffmpeg -map 0:s:0 -f srt") { output in
            ["ffmpeg", "-v", "error", "-i", mediaPath, "-map", "0:s:0", "-f", "srt", "-y", output]
        }
    }

    /// `mkvextract tracks 2:OUT` (MKVToolNix): the English track of the features, whose
    /// tracks are video 0, audio 1, English 2, Spanish 3.
    static func mkvextract(mediaPath: String) -> Self {
        Self(name: "mkvextract tracks 2:F.srt") { output in
            ["mkvextract", "-q", mediaPath, "tracks", "2:\(output)"]
        }
    }
}
