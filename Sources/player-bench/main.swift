import Foundation

let usage = """
    USAGE: player-bench [--section startup|media|hd|ticks|engine|parsers|ipc|cc608|audit|ocr|snapshot|dash|catalog|describe|all]
                        [--runs N] [--cache DIR] [--json FILE]

    Measures the player against named peers on generated features (made once with the ffmpeg
    CLI and cached) and prints each figure with the peer's, the ratio and the goal.

    OPTIONS:
      --section S   startup: the CLI's --help and tracks against ffprobe, libraries loaded;
                    media: the media layer against ffprobe/ffmpeg on a 2-hour 160x90 feature;
                    hd: one caption track out of one-hour 720p 2.5 Mbit/s Matroska and MP4
                    features against ffmpeg and mkvextract, cold and warm, with the bytes
                    each reads (about 2.5 GB of cache, made once in a few minutes);
                    ticks: the accessibility tick loop; engine: the whole player ticking
                    through the 2-hour feature; parsers: SubRip, WebVTT, SSA and TTML
                    files of 20,000 and 500,000 cues converted to SubRip against FFmpeg
                    (time, peak memory per file size, MB/s against a byte scan), and TTML
                    of 1,000 cues against ttconv's 'tt convert' (PyPI, in .venv);
                    ipc: a get_property round trip and a seek until playback-restart
                    over the JSON IPC's Unix socket, against mpv's own (mpv --idle
                    --input-ipc-server); all (default): those seven.
                    cc608: CEA-608 and CEA-708 captions read from SEI against FFmpeg
                    decoding the video (608 only), on a 100-minute MPEG-TS looped from the
                    corpus ($PLAYER_MEDIA_CORPUS, else ../shared/media); not in all:
                    FFmpeg's side decodes 100 minutes of video per run.
                    audit: 'accessible-player audit -' over the corpus in files per second,
                    and the Netflix static caption checks alone in cues per second; not in
                    all (it needs the corpus).
                    ocr: the corpus's PGS cues read as text with Tesseract, against the
                    tesseract CLI on the same pictures as PNG, and the time to the first
                    cue's text; not in all (it needs the corpus and Tesseract's data).
                    snapshot: a snapshot of the demo at 0:30 against ffmpeg -ss writing that
                    frame as PNG at the same size; not in all.
                    dash: tracks and captions on a one-hour DASH presentation (made once
                    with ffmpeg -f dash, cached in .build/bench-dash) against ffprobe and
                    ffmpeg on the same MPD: time and bytes read; not in all.
                    catalog: the catalog audit (tools/catalog-audit, with .venv's Python or
                    $CATALOG_AUDIT_PYTHON) over 48 titles made once with ffmpeg, on 1 and 2
                    Dask workers, in titles per second against ffprobe on the same files
                    from a shell loop, and the scaling from 1 to 2 workers; not in all.
                    describe: the audit's description fit check on 60 descriptions spoken by
                    espeak-ng into memory, in descriptions per second, against the espeak-ng
                    command rendering each to a WAV file; not in all.
                    Repeat --section to run several in one run (--section ticks --section
                    engine).
      --runs N      Runs per measurement; medians are reported (default 5, at least 5).
      --cache DIR   Where the generated media are kept (default $XDG_CACHE_HOME or
                    ~/.cache, then accessible-player-bench).
      --json FILE   Also write the results as a JSON array to FILE.
      -h, --help    Show this help.

    Exit status: 0 when every goal is met, 1 when one is missed, 2 for a usage error.
    """

/// The command line, parsed.
struct BenchmarkOptions {
    var sections: Set<String> = BenchmarkOptions.allSections
    var runs = 5
    var cacheDirectory = defaultCacheDirectory()
    var jsonPath: String?

    init(_ arguments: [String]) throws {
        // Every `--section` adds one: `--section ticks --section engine` runs both.
        var chosen: Set<String>?
        defer { sections = chosen ?? Self.allSections }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 5 else {
                    throw BenchmarkUsageError("--runs needs a whole number of at least 5")
                }
                runs = value
            case "--section":
                switch remaining.popFirst() {
                case "all": chosen = Self.allSections
                case let name? where Self.knownSections.contains(name):
                    chosen = (chosen ?? []).union([name])
                default:
                    throw BenchmarkUsageError(
                        "--section takes startup, media, hd, ticks, engine, parsers, ipc, cc608, audit, ocr, snapshot, dash, catalog, describe or all"
                    )
                }
            case "--cache":
                guard let value = remaining.popFirst() else {
                    throw BenchmarkUsageError("--cache needs a directory")
                }
                cacheDirectory = value
            case "--json":
                guard let value = remaining.popFirst() else {
                    throw BenchmarkUsageError("--json needs a file")
                }
                jsonPath = value
            default:
                throw BenchmarkUsageError("unknown argument '\(argument)'")
            }
        }
    }

    /// Every section there is.
    static let knownSections: Set<String> = [
        "startup", "media", "hd", "ticks", "engine", "parsers", "ipc", "cc608", "audit", "ocr",
        "snapshot", "dash", "catalog", "describe",
    ]
    /// What `all` (the default) runs.
    static let allSections: Set<String> = [
        "startup", "media", "hd", "ticks", "engine", "parsers", "ipc",
    ]

    private static func defaultCacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")
        return base + "/accessible-player-bench"
    }
}

/// A mistake on the command line; reported with the usage and exit status 2.
struct BenchmarkUsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

@MainActor
func runBenchmarks(_ arguments: [String]) -> Int32 {
    let extractions = [
        ClosedCaptionExtraction.command: ClosedCaptionExtraction.run,
        ClosedCaptionExtraction.serviceCommand: ClosedCaptionExtraction.runService,
    ]
    if let extraction = arguments.first.flatMap({ extractions[$0] }), arguments.count == 2 {
        do {
            _ = try extraction(arguments[1])
            return 0
        } catch {
            StandardError.write("error: \(error)")
            return 1
        }
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        print(usage)
        return 0
    }
    do {
        let options = try BenchmarkOptions(arguments)
        // This executable, re-run as a child to measure extraction alone; the CLI is beside it.
        let selfPath = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let playerPath = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
            .appendingPathComponent("accessible-player").path
        var results: [BenchmarkResult] = []
        if options.sections.contains("startup") {
            print("Start-up: the CLI against ffprobe, medians of \(max(options.runs * 4, 20)) runs")
            results += try StartupBenchmark(runs: options.runs, playerPath: playerPath).run()
        }
        if options.sections.contains("media") {
            let fixture = try BenchmarkFixture.prepare(in: options.cacheDirectory)
            print("Media: \(fixture.mediaPath), medians of \(options.runs) runs")
            results += try MediaBenchmark(
                fixture: fixture, runs: options.runs, playerPath: playerPath
            ).run()
        }
        if options.sections.contains("hd") {
            let fixture = try RealSizeFixture.prepare(in: options.cacheDirectory)
            print(
                "Real size: \(fixture.matroskaPath) and .mp4, medians of \(options.runs) cold "
                    + "and \(options.runs) warm runs")
            results += try RealSizeBenchmark(
                fixture: fixture, runs: options.runs, playerPath: playerPath
            ).run()
        }
        if options.sections.contains("cc608") {
            let environment = ProcessInfo.processInfo.environment
            let benchmark = ClosedCaptionBenchmark(
                corpusDirectory: environment["PLAYER_MEDIA_CORPUS"] ?? "../shared/media",
                cacheDirectory: options.cacheDirectory, runs: options.runs,
                selfPath: selfPath)
            print(
                "CEA-608 and 708: CC1 and service 1 of a 100-minute MPEG-TS, medians of \(options.runs) runs"
            )
            results += try benchmark.run()
        }
        if options.sections.contains("audit") {
            print("Audit: the caption corpus, medians of \(options.runs) runs")
            results += try AuditBenchmark.run(
                corpusDirectory: ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"]
                    ?? "../shared/media",
                runs: options.runs,
                playerPath: URL(fileURLWithPath: selfPath).deletingLastPathComponent()
                    .appendingPathComponent("accessible-player").path)
        }
        if options.sections.contains("ocr") {
            print("OCR: the corpus's PGS tracks, medians of \(options.runs) runs")
            results += try OCRBenchmark(
                corpusDirectory: ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"]
                    ?? "../shared/media",
                runs: options.runs
            ).run()
        }
        if options.sections.contains("dash") {
            print("DASH: a one-hour presentation, medians of \(options.runs) runs")
            results += try DASHBenchmark(runs: options.runs, playerPath: playerPath).run()
        }
        if options.sections.contains("catalog") {
            print(
                "Catalog: \(CatalogBenchmark.titleCount) titles on Dask, medians of \(options.runs) runs"
            )
            results += try CatalogBenchmark(
                runs: options.runs, playerPath: playerPath, cacheDirectory: options.cacheDirectory
            ).run()
        }
        if options.sections.contains("describe") {
            print("Describe: the description fit check, medians of \(options.runs) runs")
            results += try DescribeBenchmark(runs: options.runs).run()
        }
        if options.sections.contains("ticks") {
            print("Ticks: a 2-hour film, two tracks of 1,500 cues, 60 ticks a second")
            results += runAccessibilityTickBenchmark()
        }
        if options.sections.contains("parsers") {
            print(
                "Parsers: SubRip, WebVTT, SSA and TTML files of 20,000 and 500,000 cues to SubRip,"
                    + " against FFmpeg, and TTML of 1,000 cues against ttconv, medians of"
                    + " \(options.runs) runs")
            results += try ParserBenchmark(
                cacheDirectory: options.cacheDirectory, runs: options.runs,
                playerPath: playerPath
            )
            .run()
        }
        if options.sections.contains("engine") {
            let fixture = try BenchmarkFixture.prepare(in: options.cacheDirectory)
            print("Engine: the player ticking through \(fixture.mediaPath) 60 times a second")
            let pureTick = results.first { $0.name.hasPrefix("tick, median") }?.ours
            let pureQuietTick = results.first { $0.name == quietTickRowName }?.ours
            results += try EngineBenchmark(
                fixture: fixture, pureTickNanoseconds: pureTick,
                pureQuietTickNanoseconds: pureQuietTick, runs: options.runs, playerPath: playerPath
            ).run()
        }
        if options.sections.contains("ipc") {
            let fixture = try BenchmarkFixture.prepare(in: options.cacheDirectory)
            print(
                "IPC: round trips over a Unix socket, both servers paused on \(fixture.mediaPath)")
            results += try IPCBenchmark(
                fixture: fixture,
                playerPath: URL(fileURLWithPath: selfPath).deletingLastPathComponent()
                    .appendingPathComponent("accessible-player").path
            ).run()
        }
        if options.sections.contains("snapshot") {
            print(
                "Snapshot: the demo at 0:30 against ffmpeg -ss, medians of "
                    + "\(max(options.runs * 4, 20)) runs")
            results += try SnapshotBenchmark(runs: options.runs, playerPath: playerPath).run()
        }
        print("")
        print(BenchmarkReport.table(results))
        if let jsonPath = options.jsonPath {
            try Data(BenchmarkReport.json(results).utf8).write(to: URL(fileURLWithPath: jsonPath))
        }
        return results.allSatisfy(\.met) ? 0 : 1
    } catch let error as BenchmarkUsageError {
        StandardError.write("error: \(error.message)\n\n\(usage)")
        return 2
    } catch {
        StandardError.write("error: \(error)")
        return 1
    }
}

exit(runBenchmarks(Array(CommandLine.arguments.dropFirst())))
