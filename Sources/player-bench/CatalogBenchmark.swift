import Foundation

/// The catalog audit's throughput on Dask: `python -m catalog_audit FOLDER` over a catalog of
/// titles made once with ffmpeg (a film of five minutes with 60 English captions inside and
/// an English sidecar, copied under ``titleCount`` names), on a LocalCluster of one worker and of
/// two, in titles per second, against `ffprobe` run on every file of the same titles from a
/// shell loop (the floor of opening them); and the scaling from one worker to two (goal 1.7 on
/// two cores) against the scaling of the same audits run one player per title from
/// `xargs -P 1` and `-P 2` (what this machine's free cores allow at the time, with no Dask).
///
/// A run is the whole command a user waits for: grouping the folder into titles, starting the
/// cluster, the audits. The tool runs with `$CATALOG_AUDIT_PYTHON`, else the project's
/// `.venv/bin/python` (`make venv`), with `tools/catalog-audit` on its path.
struct CatalogBenchmark {
    /// How many titles the catalog has.
    static let titleCount = 48
    /// Runs per measurement.
    var runs: Int
    /// The accessible-player binary the tool runs.
    var playerPath: String
    /// Where the catalog is made once and kept.
    var cacheDirectory: String

    /// Measures both worker counts and the ffprobe loop `runs` times each.
    func run() throws -> [BenchmarkResult] {
        let folder = try prepareCatalog()
        let environment = ProcessInfo.processInfo.environment
        let python = environment["CATALOG_AUDIT_PYTHON"] ?? ".venv/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw BenchmarkError(
                "no Python with the tool's requirements at \(python): run 'make venv'")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter {
            !$0.hasPrefix(".")
        }.map { folder + "/" + $0 }
        let loop = [
            "sh", "-c",
            "for f in \"$@\"; do ffprobe -v error -show_streams -show_format \"$f\"; done", "sh",
        ]
        let titleMains = files.filter { $0.hasSuffix(".mkv") }
        var probeSeconds: [Double] = []
        var workerSeconds: [Int: [Double]] = [1: [], 2: []]
        var xargsSeconds: [Int: [Double]] = [1: [], 2: []]
        let summary = NSTemporaryDirectory() + "player-bench-catalog-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: summary) }
        for _ in 0..<runs {
            probeSeconds.append(try ChildProcess.runChecked(loop + files).seconds)
            for workers in [1, 2] {
                let cost = try ChildProcess.run(
                    [
                        "env", "PYTHONPATH=tools/catalog-audit", python, "-m", "catalog_audit",
                        folder, "--player", playerPath, "--workers", String(workers),
                        "--batch-size", "1", "--timeout", "300",
                    ], output: summary)
                try checkEveryTitleAudited(summaryLine: summary, status: cost.status)
                workerSeconds[workers, default: []].append(cost.seconds)
                xargsSeconds[workers, default: []].append(
                    try auditsFromXargs(titleMains, parallel: workers))
            }
        }
        let titles = Double(Self.titleCount)
        let probeRate = titles / median(probeSeconds)
        let oneWorker = titles / median(workerSeconds[1] ?? [])
        let twoWorkers = titles / median(workerSeconds[2] ?? [])
        let scaling = twoWorkers / oneWorker
        let ceiling = median(xargsSeconds[1] ?? []) / median(xargsSeconds[2] ?? [])
        let peer = "ffprobe on the titles' \(files.count) files from a shell loop"
        return [
            BenchmarkResult(
                name: "catalog audit, 1 worker (\(Self.titleCount) titles)", ours: oneWorker,
                peer: probeRate, peerName: peer, unit: "titles/s", goal: "reported", met: true),
            BenchmarkResult(
                name: "catalog audit, 2 workers (\(Self.titleCount) titles)", ours: twoWorkers,
                peer: probeRate, peerName: peer, unit: "titles/s", goal: "reported", met: true),
            BenchmarkResult(
                name: "catalog audit, scaling from 1 to 2 workers", ours: scaling,
                peer: ceiling, peerName: "the same audits from xargs -P 1 and -P 2",
                unit: "x", goal: "≥ 1.7", met: scaling >= 1.7),
        ]
    }

    /// Seconds to audit every title in `mains` with one `accessible-player audit` process per
    /// title, `parallel` at a time from `xargs`: the scaling the machine allows without Dask.
    /// Throws when an audit does not finish with a verdict (status 0 or 1).
    private func auditsFromXargs(_ mains: [String], parallel: Int) throws -> Double {
        let oneAudit = "\"$0\" audit \"$1\" --profile netflix > /dev/null; [ $? -le 1 ]"
        let script =
            "printf '%s\\n' \"$@\" | xargs -P \(parallel) -I {} sh -c '\(oneAudit)' "
            + "\"$0\" {}"
        return try ChildProcess.runChecked(["sh", "-c", script, playerPath] + mains).seconds
    }

    /// Throws unless the tool's last line (its summary) counts every title; the status is 1
    /// when titles fail, which they do (no audio description, a caption too fast).
    private func checkEveryTitleAudited(summaryLine path: String, status: Int32) throws {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        let summary = (try? JSONSerialization.jsonObject(with: Data(last.utf8))) as? [String: Any]
        guard status <= 1, let audited = summary?["titles"] as? Int, audited == Self.titleCount,
            (summary?["error"] as? Int) == 0
        else {
            throw BenchmarkError("the catalog audit exited \(status) with \(last.prefix(300))")
        }
    }

    /// The catalog folder, made once: the film and its sidecar under each title's name.
    private func prepareCatalog() throws -> String {
        let folder = cacheDirectory + "/catalog-\(Self.titleCount)"
        let done = folder + "/.made"
        if FileManager.default.fileExists(atPath: done) {
            return folder
        }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cueCount = 60
        let captions = BenchmarkFixture.subRip(
            label: BenchmarkFixture.englishLabel, count: cueCount)
        let source = cacheDirectory + "/catalog-captions.srt"
        try captions.write(toFile: source, atomically: true, encoding: .utf8)
        let film = cacheDirectory + "/catalog-film.mkv"
        try BenchmarkFixture.runFFmpeg([
            "-f", "lavfi", "-i", "testsrc=size=160x90:rate=24:duration=300", "-f", "lavfi", "-i",
            "sine=duration=300", "-i", source, "-map", "0", "-map", "1", "-map", "2", "-c:v",
            "libx264", "-preset", "ultrafast", "-g", "24", "-c:a", "aac", "-c:s", "srt",
            "-metadata:s:a:0", "language=eng", "-metadata:s:s:0", "language=eng", film,
        ])
        for index in 0..<Self.titleCount {
            let name = folder + String(format: "/title%02d", index)
            try FileManager.default.copyItem(atPath: film, toPath: name + ".mkv")
            try FileManager.default.copyItem(atPath: source, toPath: name + ".en.srt")
        }
        _ = FileManager.default.createFile(atPath: done, contents: nil)
        return folder
    }
}
