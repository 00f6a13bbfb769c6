import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The inputs that once crashed, hung or flooded memory, in `../shared/fuzz-regressions` (its
/// README says what each did) and made here, each run through the built binary with a time
/// limit: every run must end within seconds, with a documented exit code (0–4), a message
/// naming the file, and a peak resident size under 200 MB.
@Suite(
    "Fuzz regressions: bad input ends quickly with a documented exit code",
    .enabled(
        if: FuzzRegressions.isAvailable,
        "fuzz regressions not found: set PLAYER_MEDIA_CORPUS or add ../shared/fuzz-regressions"))
struct FuzzRegressionCLITests {
    /// A command over one regression input, and what it must end with.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var exitCode: Int32
        /// What standard error must say besides the file's name.
        var says: String
        /// The input the message names.
        var file: String { arguments.last { $0.contains(".") && $0 != "demo.mkv" } ?? arguments[1] }
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let storedCases: [Case] = [
        Case(arguments: ["captions", "ttml_hours.ttml"], exitCode: 0, says: "999999999999:00:00"),
        Case(arguments: ["captions", "ttml_minutes.ttml"], exitCode: 0, says: "00:999999999999"),
        Case(arguments: ["captions", "srt_hours.srt"], exitCode: 0, says: "out of range"),
        Case(arguments: ["captions", "scc_hours.scc"], exitCode: 0, says: "out of range"),
        Case(arguments: ["captions", "scc_neg.scc"], exitCode: 0, says: "-5:00:00:00"),
        Case(arguments: ["tracks", "h_extinf.m3u8"], exitCode: 0, says: "out of range"),
        Case(arguments: ["tracks", "h_comb.m3u8"], exitCode: 0, says: "malformed HLS tag"),
        Case(arguments: ["tracks", "h_seq.m3u8"], exitCode: 0, says: "media sequence number"),
        Case(arguments: ["tracks", "h_disc.m3u8"], exitCode: 0, says: "discontinuity sequence"),
        // The only caption rendition is left out, so there is no track: the warning says why.
        Case(arguments: ["captions", "m_br.m3u8"], exitCode: 1, says: "s_br.m3u8"),
        Case(arguments: ["tracks", "selfmaster.m3u8"], exitCode: 3, says: "master playlist"),
        Case(arguments: ["tracks", "loopa.m3u8"], exitCode: 3, says: "loopb.m3u8"),
        Case(arguments: ["tracks", "live_vod.m3u8"], exitCode: 0, says: ""),
        Case(arguments: ["captions", "live_vod.m3u8"], exitCode: 1, says: "no caption tracks"),
        Case(arguments: ["tracks", "esc.m3u8"], exitCode: 0, says: "\\u{1B}]0;PWNED\\u{07}"),
        Case(arguments: ["captions", "n_span.ttml"], exitCode: 3, says: "nested more than 256"),
        Case(arguments: ["captions", "n_div.ttml"], exitCode: 3, says: "nested more than 256"),
        Case(
            arguments: ["play", "demo.mkv", "--fast", "--script", "s1.script"], exitCode: 4,
            says: "s1.script"),
    ]

    @Test("Every stored regression input is covered")
    func everyStoredInputIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FuzzRegressions.root.path)
            .filter { $0 != "README.md" }
        let covered = Set(Self.storedCases.flatMap(\.arguments))
        // s_br.m3u8 and loopb.m3u8 are reached through m_br.m3u8 and loopa.m3u8.
        #expect(Set(names).subtracting(covered).sorted() == ["loopb.m3u8", "s_br.m3u8"])
    }

    @Test("A stored regression input", arguments: storedCases)
    func storedInput(_ regression: Case) throws {
        let folder = try FuzzRegressions.folder()
        let run = try BoundedRun.start(regression.arguments, in: folder.url)
        run.expectEnded(exitCode: regression.exitCode, naming: regression.file)
        #expect(
            regression.says.isEmpty || run.standardError.contains(regression.says),
            "\(run.standardError)")
        #expect(!run.standardError.contains("\u{1B}") && !run.standardError.contains("\u{07}"))
        if regression.arguments[1] == "scc_neg.scc" {
            // The cue at −18,018 s is gone: no time before zero is written.
            #expect(!run.standardOutput.contains("-"), "\(run.standardOutput)")
        }
        if regression.arguments == ["tracks", "live_vod.m3u8"] {
            // VOD: finished for our reader and for FFmpeg, so it has a length.
            #expect(run.standardOutput.contains("duration 00:00:12.000"), "\(run.standardOutput)")
        }
    }

    @Test("100,000 nested <metadata> elements are refused, not released recursively")
    func deeplyNestedMetadata() throws {
        let folder = try FuzzRegressions.folder()
        let depth = 100_000
        let document =
            #"<tt xmlns="http://www.w3.org/ns/ttml"><head>"#
            + String(repeating: "<metadata>", count: depth)
            + String(repeating: "</metadata>", count: depth) + "</head><body/></tt>"
        try document.write(
            to: folder.url.appendingPathComponent("deep.ttml"), atomically: true, encoding: .utf8)
        let run = try BoundedRun.start(["captions", "deep.ttml"], in: folder.url)
        run.expectEnded(exitCode: 3, naming: "deep.ttml")
        #expect(run.standardError.contains("nested more than 256"), "\(run.standardError)")
    }

    @Test("A FIFO as the input is refused at once")
    func fifoAsInput() throws {
        let folder = try FuzzRegressions.folder()
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.mkv").path, 0o600) == 0)
        let run = try BoundedRun.start(["tracks", "pipe.mkv"], in: folder.url)
        run.expectEnded(exitCode: 3, naming: "pipe.mkv")
        #expect(run.standardError.contains("FIFO"), "\(run.standardError)")
    }

    @Test("A FIFO and a link to /dev/zero beside the media are skipped with warnings")
    func fifoAndDeviceAsSidecars() throws {
        let folder = try FuzzRegressions.folder()
        #expect(mkfifo(folder.url.appendingPathComponent("demo.en.srt").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("demo.fr.srt").path,
            withDestinationPath: "/dev/zero")
        let run = try BoundedRun.start(["tracks", "demo.mkv"], in: folder.url)
        run.expectEnded(exitCode: 0, naming: "demo.en.srt")
        #expect(run.standardError.contains("demo.en.srt: is a FIFO"), "\(run.standardError)")
        #expect(run.standardError.contains("demo.fr.srt"), "\(run.standardError)")
    }

    @Test("A link to /dev/zero named x.srt is refused, not read without end")
    func deviceNamedAsSubRip() throws {
        let folder = try FuzzRegressions.folder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("x.srt").path,
            withDestinationPath: "/dev/zero")
        let run = try BoundedRun.start(["captions", "x.srt"], in: folder.url)
        run.expectEnded(exitCode: 3, naming: "x.srt")
        #expect(run.standardError.contains("character device"), "\(run.standardError)")
    }

    @Test(
        "A time argument out of range is a usage error",
        arguments: [
            ["controls", "demo.mkv", "--at"], ["play", "demo.mkv", "--fast", "--start"],
            ["play", "demo.mkv", "--fast", "--until"],
        ], ["9999999999999:00", "99999999999999", "9999999999999h"])
    func timeArgumentOutOfRange(command: [String], time: String) throws {
        let folder = try FuzzRegressions.folder()
        let run = try BoundedRun.start(command + [time], in: folder.url)
        run.expectEnded(exitCode: 2, naming: time)
        #expect(run.standardError.contains("\(command.last!): '\(time)'"), "\(run.standardError)")
    }

    @Test(
        "A script time out of range is a bad script line",
        arguments: ["at 9999999999999:00 next", "wait 9999999999999h\nplay", "seek 99999999999999"])
    func scriptTimeOutOfRange(line: String) throws {
        let folder = try FuzzRegressions.folder()
        try line.write(
            to: folder.url.appendingPathComponent("long.script"), atomically: true, encoding: .utf8)
        let run = try BoundedRun.start(
            ["play", "demo.mkv", "--fast", "--script", "long.script"], in: folder.url)
        run.expectEnded(exitCode: 4, naming: "long.script")
    }

    @Test(
        "One long WebVTT cue takes memory in proportion to its text, not forty times it",
        .enabled(
            if: !BoundedRun.isAddressSanitized,
            "AddressSanitizer's quarantine and shadow memory make resident size no measure"))
    func longWebVTTCue() throws {
        let folder = try FuzzRegressions.folder()
        let line = String(repeating: "word ", count: 15) + "\n"
        let cue = String(repeating: line, count: (8 << 20) / line.utf8.count)
        try ("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n" + cue).write(
            to: folder.url.appendingPathComponent("long.vtt"), atomically: true, encoding: .utf8)
        try "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nshort\n".write(
            to: folder.url.appendingPathComponent("short.vtt"), atomically: true, encoding: .utf8)
        let baseline = try BoundedRun.start(["tracks", "short.vtt"], in: folder.url)
        let run = try BoundedRun.start(["tracks", "long.vtt"], in: folder.url)
        #expect(baseline.status == 0 && run.status == 0, "\(run.standardError)")
        #expect(baseline.peakResidentKB > 0, "no resident size read")
        // Reading used to hold about forty bytes for each byte of the cue.
        let grownKB = run.peakResidentKB - baseline.peakResidentKB
        #expect(grownKB < 20 * (8 << 10), "grew \(grownKB) KB for an 8 MiB cue")
    }

    @Test("Caption text with control characters is escaped in the text format")
    func controlCharactersInCaptionText() throws {
        let folder = try FuzzRegressions.folder()
        try "1\n00:00:01,000 --> 00:00:02,000\nA\u{1B}]0;PWNED\u{07}B\n".write(
            to: folder.url.appendingPathComponent("esc.srt"), atomically: true, encoding: .utf8)
        let run = try BoundedRun.start(["captions", "esc.srt", "--format", "text"], in: folder.url)
        run.expectEnded(exitCode: 0, naming: nil)
        #expect(
            run.standardOutput == "00:00:01.000 --> 00:00:02.000  A\\u{1B}]0;PWNED\\u{07}B\n")
    }
}

/// The regression inputs: `$PLAYER_MEDIA_CORPUS`'s sibling `fuzz-regressions`, else
/// `../shared/fuzz-regressions` beside the package root.
enum FuzzRegressions {
    /// Whether the run demands the inputs (CI sets the corpus variable).
    static let isRequired = ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] != nil

    /// The shared media corpus, whose `shaka-hls-text-de` the HLS inputs play.
    static let media: URL =
        ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"].map {
            URL(fileURLWithPath: $0)
        }
        ?? CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/media")

    /// The regression inputs' folder.
    static let root = media.deletingLastPathComponent().appendingPathComponent("fuzz-regressions")

    static let isAvailable = isRequired || FileManager.default.fileExists(atPath: root.path)

    /// A temporary folder holding a copy of every input, the files of `shaka-hls-text-de`
    /// the playlists refer to, and the demo film; removed when released.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        let hls = media.appendingPathComponent("shaka-hls-text-de")
        for source in [root, hls] {
            for name in try manager.contentsOfDirectory(atPath: source.path) {
                try manager.copyItem(
                    at: source.appendingPathComponent(name),
                    to: folder.url.appendingPathComponent(name))
            }
        }
        try manager.copyItem(
            atPath: CLIRunner.sample("demo.mkv"),
            toPath: folder.url.appendingPathComponent("demo.mkv").path)
        return folder
    }
}

/// A folder of its own for one test, removed when released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzz-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// One run of the built binary that is killed if it outlives ``limit``, with its exit status,
/// output, processor time and peak resident size.
///
/// A run passes on the processor time it used, not the wall time it took: a spinning run
/// uses it up, where a machine busy with other builds only stretches the wall time. A run
/// that blocks without spinning is caught by the wall-time ``limit``.
///
/// The peak is the child's `VmHWM`, read from `/proc` while it runs: the high-water mark of
/// its own address space after `exec`. (`wait4`'s `ru_maxrss` would do, but posix_spawn
/// starts the child in the test process's address space, and Linux counts that one's size
/// towards the child's maximum.)
struct BoundedRun {
    /// Whether this build runs under AddressSanitizer (`make asan`): its allocator keeps freed
    /// memory in quarantine and maps shadow memory, so resident sizes say nothing about ours.
    static let isAddressSanitized =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// How long a run may take, in wall time, before it is killed.
    static let limit: Duration = .seconds(120)
    /// How much processor time (user and system) a run may use to pass.
    static let expectedWithin: Duration = .seconds(10)
    /// The most resident memory a run may reach, in kilobytes.
    static let memoryLimitKB = 200 * 1_024

    var status: Int32
    var wasKilled: Bool
    var standardOutput: String
    var standardError: String
    var processorTime: Duration
    var peakResidentKB: Int

    /// Runs `accessible-player` with `arguments`, each that names a file in `folder` given as
    /// that file's full path (the child starts in the test's folder, which is shared by tests
    /// running at once, so it cannot be changed).
    static func start(_ arguments: [String], in folder: URL) throws -> BoundedRun {
        let arguments = arguments.map { argument in
            let file = folder.appendingPathComponent(argument).path
            var info = stat()
            return lstat(file, &info) == 0 ? file : argument
        }
        let outputPath = folder.appendingPathComponent(".stdout-\(UUID().uuidString)").path
        let errorPath = folder.appendingPathComponent(".stderr-\(UUID().uuidString)").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT, 0o600)
        let argv = ([CLIRunner.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let started = clock.now
        let spawned = posix_spawn(&pid, CLIRunner.binary.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(.init(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var killed = false
        var peakKB = 0
        var usage = rusage()
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            peakKB = max(peakKB, highWaterMarkKB(of: pid))
            if clock.now - started > limit {
                kill(pid, SIGKILL)
                killed = true
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(2_000)
        }
        let processorTime = [usage.ru_utime, usage.ru_stime].reduce(Duration.zero) {
            $0 + .seconds(Int($1.tv_sec)) + .microseconds(Int($1.tv_usec))
        }
        let read = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return BoundedRun(
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            wasKilled: killed, standardOutput: read(outputPath), standardError: read(errorPath),
            processorTime: processorTime, peakResidentKB: peakKB)
    }

    /// The `VmHWM` line of `/proc/<pid>/status`, in kilobytes (0 once the process is gone).
    private static func highWaterMarkKB(of pid: pid_t) -> Int {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }

    /// Records a failure unless the run ended by itself, in time, within the memory limit,
    /// with `exitCode`, and (when given) named `file` in a message, or in the output's heading
    /// when it succeeded without one.
    func expectEnded(
        exitCode: Int32, naming file: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!wasKilled, "still running after \(Self.limit)", sourceLocation: sourceLocation)
        #expect(
            status == exitCode, "exit \(status): \(standardError)", sourceLocation: sourceLocation)
        #expect(
            processorTime < Self.expectedWithin, "used \(processorTime) of processor time",
            sourceLocation: sourceLocation)
        // A run over before the first look at /proc (peak 0) is too short to measure.
        #expect(
            Self.isAddressSanitized || peakResidentKB < Self.memoryLimitKB,
            "peak \(peakResidentKB) KB", sourceLocation: sourceLocation)
        if let file {
            let named =
                standardError.contains(file) || (status == 0 && standardOutput.contains(file))
            #expect(named, "\(standardError)", sourceLocation: sourceLocation)
        }
    }
}
