import Glibc
import Synchronization

/// The started Tesseract engines of this process not reading at the moment, by language data:
/// starting one costs as much as reading dozens of pictures (most of it Tesseract loading its
/// ambiguity table), so a worker takes an idle engine when there is one and gives it back when
/// its run ends, and the next track or run of the same language starts at once.
///
/// At most ``idleLimit`` engines a language are kept. The idle engines are ended at exit
/// (Tesseract reports an engine still alive then as a leak on standard error), or earlier
/// with ``releaseIdle()``.
final class TesseractEnginePool: Sendable {
    /// The process's pool.
    static let shared = TesseractEnginePool()

    /// The most idle engines kept for one language: one per worker of a run.
    static let idleLimit = 2

    private struct Key: Hashable {
        var language: String
        var directory: String
    }

    private let idle = Mutex<[Key: [TesseractEngine]]>([:])
    private let startedCounts = Mutex<[String: Int]>([:])
    private let exitHookInstalled = Mutex(false)

    /// An engine reading `language` from `directory`: an idle one, else one started now.
    func take(language: String, directory: String) throws(TesseractEngine.Failure)
        -> TesseractEngine
    {
        let key = Key(language: language, directory: directory)
        if let engine = idle.withLock({ $0[key]?.popLast() }) { return engine }
        let engine = try TesseractEngine(language: language, dataDirectory: directory)
        startedCounts.withLock { $0[directory, default: 0] += 1 }
        installExitHook()
        return engine
    }

    /// How many engines reading the data in `directory` were started in this process.
    func startedCount(directory: String) -> Int {
        startedCounts.withLock { $0[directory] ?? 0 }
    }

    /// Keeps `engine` for the next run reading its language, unless enough are kept (then it
    /// ends when the caller lets it go).
    func giveBack(_ engine: TesseractEngine) {
        let key = Key(language: engine.language, directory: engine.dataDirectory)
        idle.withLock { idle in
            if idle[key, default: []].count < Self.idleLimit {
                idle[key, default: []].append(engine)
            }
        }
    }

    /// Ends every idle engine (their memory is freed); the next run starts its own.
    func releaseIdle() {
        idle.withLock { $0.removeAll() }
    }

    /// Ends the idle engines at exit. Installed after the first engine is made, so that it
    /// runs before Tesseract's own exit-time checks, which were installed while it started.
    private func installExitHook() {
        let install = exitHookInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if install {
            atexit { TesseractEnginePool.shared.releaseIdle() }
        }
    }
}

extension CueRecognizer {
    /// Ends the started Tesseract engines this process keeps for later recognitions, freeing
    /// their memory; the next recognition starts its own.
    public static func releaseStartedEngines() {
        TesseractEnginePool.shared.releaseIdle()
    }

    /// How many Tesseract engines reading `data` this process started: one a worker, fewer
    /// when engines were kept from earlier runs or a run needed none.
    public static func enginesStarted(reading data: TesseractData) -> Int {
        TesseractEnginePool.shared.startedCount(directory: data.directory)
    }
}
