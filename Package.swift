// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AccessiblePlayer",
    products: [
        .library(name: "PlayerCore", targets: ["PlayerCore"]),
        .library(name: "PlayerCaptions", targets: ["PlayerCaptions"]),
        .library(name: "PlayerMedia", targets: ["PlayerMedia"]),
        .library(name: "PlayerAccessibility", targets: ["PlayerAccessibility"]),
        .library(name: "PlayerSpeech", targets: ["PlayerSpeech"]),
        .library(name: "PlayerSession", targets: ["PlayerSession"]),
        .library(name: "PlayerEngine", targets: ["PlayerEngine"]),
        .library(name: "PlayerIPC", targets: ["PlayerIPC"]),
        // The doubles need no FFmpeg; the real-media harness (media files by path) does.
        .library(name: "PlayerTesting", targets: ["PlayerTesting"]),
        .library(name: "PlayerTestingMedia", targets: ["PlayerTestingMedia"]),
        .library(name: "PlayerAudit", targets: ["PlayerAudit"]),
        .library(name: "PlayerOCR", targets: ["PlayerOCR"]),
        .library(name: "PlayerRender", targets: ["PlayerRender"]),
        .executable(name: "accessible-player", targets: ["accessible-player"]),
        .executable(name: "player-bench", targets: ["player-bench"]),
    ],
    targets: [
        // FFmpeg's headers only: its libraries are opened by CFFmpegLoader when media is first
        // opened, so that commands reading no media do not pay for loading them.
        .systemLibrary(name: "CFFmpeg", path: "Sources/CFFmpeg"),
        .target(name: "CFFmpegLoader", dependencies: ["CFFmpeg"]),
        .target(name: "PlayerCore"),
        .target(name: "PlayerCaptions", dependencies: ["PlayerCore"]),
        // FFmpeg's headers stay here: every import of them is `internal` (SE-0409), and the
        // module is built for library evolution, without which a client of a module still
        // loads the modules it imports internally. So nothing built on PlayerMedia needs them.
        .target(
            name: "PlayerMedia",
            dependencies: ["CFFmpeg", "CFFmpegLoader", "PlayerCaptions", "PlayerCore"],
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
        .target(name: "PlayerAccessibility", dependencies: ["PlayerCore"]),
        // espeak-ng and ALSA are loaded with dlopen when first used, not linked: a command
        // that never speaks does not pay for loading them and the libraries they need.
        .target(name: "CSpeechLibraries"),
        .target(name: "PlayerSpeech", dependencies: ["CSpeechLibraries", "PlayerCore"]),
        .testTarget(name: "PlayerSpeechTests", dependencies: ["PlayerSpeech", "PlayerCore"]),
        // Tesseract is loaded with dlopen when a picture caption is first read, not linked: a
        // command that reads no picture does not pay for loading it and Leptonica.
        .target(name: "CSharedLibrary"),
        .target(name: "CTesseract", dependencies: ["CSharedLibrary"]),
        .target(name: "PlayerOCR", dependencies: ["CTesseract", "PlayerCore"]),
        .testTarget(
            name: "PlayerOCRTests",
            dependencies: [
                "PlayerOCR", "PlayerMedia", "PlayerCaptions", "PlayerCore", "MediaTestSupport",
            ]),
        // libass is loaded with dlopen when a picture is first drawn, not linked: a command that
        // draws nothing does not pay for loading it, FreeType, HarfBuzz and fontconfig.
        .target(name: "CLibass", dependencies: ["CSharedLibrary"]),
        // Pictures of the player: the skin, the focus and the captions drawn over a frame, taken
        // from the session (not the engine).
        .target(
            name: "PlayerRender",
            dependencies: [
                "CLibass", "PlayerMedia", "PlayerSession", "PlayerAccessibility", "PlayerCaptions",
                "PlayerCore",
            ]),
        .testTarget(
            name: "PlayerRenderTests",
            dependencies: [
                "PlayerRender", "PlayerMedia", "PlayerAccessibility", "PlayerCaptions",
                "PlayerCore",
                "MediaTestSupport",
            ]),
        // The session value: every input in, every output out; no I/O, no clock, no FFmpeg.
        .target(name: "PlayerSession", dependencies: ["PlayerCore", "PlayerAccessibility"]),
        .testTarget(
            name: "PlayerSessionTests",
            dependencies: ["PlayerSession", "PlayerCore", "PlayerAccessibility", "PlayerTesting"]),
        // The runtime around the session; a source comes from PlayerMedia (`MediaFile`) or a
        // double, so the engine itself builds without FFmpeg.
        .target(
            name: "PlayerEngine",
            dependencies: ["PlayerSession", "PlayerCore", "PlayerAccessibility"]),
        // mpv's JSON IPC over the engine's public API; screenshots and the file's tags come from
        // closures its server is handed, so it needs neither PlayerRender nor PlayerMedia.
        .target(
            name: "PlayerIPC",
            dependencies: ["PlayerEngine", "PlayerSession", "PlayerAccessibility", "PlayerCore"]),
        .testTarget(
            name: "PlayerIPCTests",
            dependencies: [
                "PlayerIPC", "PlayerEngine", "PlayerSession", "PlayerCore", "PlayerTesting",
                "MediaTestSupport",
            ]),
        .target(
            name: "PlayerTesting",
            dependencies: ["PlayerSession", "PlayerEngine", "PlayerCore", "PlayerAccessibility"]),
        // The harness over real media files: needs FFmpeg's headers.
        .target(
            name: "PlayerTestingMedia",
            dependencies: [
                "PlayerTesting", "PlayerEngine", "PlayerSession", "PlayerMedia", "PlayerCore",
            ]),
        // The accessibility audit: caption and media rules on values, the player-aware checks
        // playing the session over what was read (no runtime, and no media opened again).
        .target(
            name: "PlayerAudit",
            dependencies: ["PlayerSession", "PlayerAccessibility", "PlayerCaptions", "PlayerCore"]),
        .testTarget(name: "PlayerAuditTests", dependencies: ["PlayerAudit", "PlayerTesting"]),
        .executableTarget(
            name: "HarnessExample",
            dependencies: [
                "PlayerTesting", "PlayerTestingMedia", "PlayerEngine", "PlayerSession",
                "PlayerMedia",
                "PlayerCore", "PlayerAccessibility",
            ],
            path: "Samples/HarnessExample"),
        // The test-shaped harness example: a test a reader can copy, built and run with the
        // package's tests so that it cannot rot.
        .testTarget(
            name: "HarnessExampleTests",
            dependencies: [
                "PlayerTesting", "PlayerTestingMedia", "PlayerEngine", "PlayerSession",
                "PlayerCore",
            ],
            path: "Samples/HarnessExampleTests"),
        .testTarget(
            name: "PlayerEngineTests",
            dependencies: [
                "PlayerEngine", "PlayerSession", "PlayerMedia", "PlayerCore", "PlayerAccessibility",
                "PlayerTesting", "PlayerTestingMedia", "MediaTestSupport",
            ]),
        .testTarget(
            name: "PlayerTestingTests",
            dependencies: [
                "PlayerTesting", "PlayerTestingMedia", "PlayerEngine", "PlayerSession",
                "PlayerMedia",
                "PlayerCore", "PlayerAccessibility", "HarnessExample",
            ]),
        .executableTarget(
            name: "accessible-player",
            dependencies: [
                "PlayerEngine", "PlayerSession", "PlayerIPC", "PlayerMedia", "PlayerCaptions",
                "PlayerCore", "PlayerAccessibility", "PlayerSpeech", "PlayerAudit", "PlayerOCR",
                "PlayerRender",
            ]),
        // The bench's counting malloc (heap allocations per tick).
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "player-bench",
            dependencies: [
                "PlayerMedia", "PlayerCore", "PlayerAccessibility", "PlayerEngine", "PlayerSession",
                "PlayerIPC", "PlayerAudit", "PlayerOCR", "PlayerSpeech", "CAllocationCounter",
            ],
            // Exports the counting malloc so every library's allocations go through it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "PlayerCoreTests", dependencies: ["PlayerCore"]),
        // Reads the manifest through `swift package dump-package` and checks that imports
        // point down.
        .testTarget(name: "PackageLayoutTests", dependencies: ["MediaTestSupport"]),
        .testTarget(
            name: "PlayerCaptionsTests",
            dependencies: ["PlayerCaptions", "PlayerCore", "MediaTestSupport"],
            // Node.js runs it for the web-platform-tests suites; it is not Swift. The fixtures
            // are other projects' caption files and expected results (the IMSC test documents
            // among them), read by path.
            exclude: ["WPT/testharness-shim.js", "Fixtures"]),
        // Test media (the caption corpus, the demo film) and cues as the caption and media tests
        // state them.
        .target(
            name: "MediaTestSupport", dependencies: ["PlayerCore"], path: "Tests/MediaTestSupport"),
        .testTarget(
            name: "PlayerMediaTests",
            dependencies: ["PlayerMedia", "PlayerCaptions", "PlayerCore", "MediaTestSupport"]),
        .testTarget(
            name: "PlayerAccessibilityTests",
            dependencies: [
                "PlayerAccessibility", "PlayerCore", "PlayerEngine", "PlayerSession", "PlayerMedia",
                "PlayerTesting", "PlayerTestingMedia",
            ]),
        .testTarget(
            name: "AccessiblePlayerCLITests",
            dependencies: [
                "accessible-player", "PlayerEngine", "PlayerSession", "PlayerIPC",
                "MediaTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
