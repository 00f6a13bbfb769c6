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
        .library(name: "PlayerEngine", targets: ["PlayerEngine"]),
        .library(name: "PlayerTesting", targets: ["PlayerTesting"]),
        .library(name: "PlayerAudit", targets: ["PlayerAudit"]),
        .library(name: "PlayerOCR", targets: ["PlayerOCR"]),
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
        .target(
            name: "PlayerMedia",
            dependencies: ["CFFmpeg", "CFFmpegLoader", "PlayerCaptions", "PlayerCore"]),
        .target(name: "PlayerAccessibility", dependencies: ["PlayerCore"]),
        // espeak-ng and ALSA are loaded with dlopen when first used, not linked: a command
        // that never speaks does not pay for loading them and the libraries they need.
        .target(name: "CSpeechLibraries"),
        .target(name: "PlayerSpeech", dependencies: ["CSpeechLibraries", "PlayerCore"]),
        .testTarget(name: "PlayerSpeechTests", dependencies: ["PlayerSpeech", "PlayerCore"]),
        // Tesseract is loaded with dlopen when a picture caption is first read, not linked: a
        // command that reads no picture does not pay for loading it and Leptonica.
        .target(name: "CTesseract"),
        .target(name: "PlayerOCR", dependencies: ["CTesseract", "PlayerCore"]),
        .testTarget(
            name: "PlayerOCRTests",
            dependencies: [
                "PlayerOCR", "PlayerMedia", "PlayerCaptions", "PlayerCore", "MediaTestSupport",
            ]),
        .target(
            name: "PlayerEngine",
            dependencies: ["PlayerMedia", "PlayerCaptions", "PlayerCore", "PlayerAccessibility"]),
        .target(
            name: "PlayerTesting",
            dependencies: ["PlayerEngine", "PlayerCore", "PlayerAccessibility"]),
        // The accessibility audit: caption and media rules on values, the player-aware checks
        // through PlayerEngine's Player (over what was read, so they open no media again).
        .target(name: "PlayerAudit", dependencies: ["PlayerEngine", "PlayerCaptions"]),
        .testTarget(name: "PlayerAuditTests", dependencies: ["PlayerAudit", "PlayerTesting"]),
        .executableTarget(
            name: "HarnessExample",
            dependencies: ["PlayerTesting", "PlayerEngine", "PlayerCore", "PlayerAccessibility"],
            path: "Samples/HarnessExample"),
        .testTarget(
            name: "PlayerEngineTests",
            dependencies: [
                "PlayerEngine", "PlayerMedia", "PlayerCore", "PlayerAccessibility", "PlayerTesting",
                "MediaTestSupport",
            ]),
        .testTarget(
            name: "PlayerTestingTests",
            dependencies: [
                "PlayerTesting", "PlayerEngine", "PlayerCore", "PlayerAccessibility",
                "HarnessExample",
            ]),
        .executableTarget(
            name: "accessible-player",
            dependencies: [
                "PlayerEngine", "PlayerCaptions", "PlayerCore", "PlayerAccessibility",
                "PlayerSpeech", "PlayerAudit", "PlayerOCR",
            ]),
        // The bench's counting malloc (heap allocations per tick).
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "player-bench",
            dependencies: [
                "PlayerMedia", "PlayerCore", "PlayerAccessibility", "PlayerEngine", "PlayerAudit",
                "PlayerOCR", "CAllocationCounter",
            ],
            // Exports the counting malloc so every library's allocations go through it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "PlayerCoreTests", dependencies: ["PlayerCore"]),
        .testTarget(
            name: "PlayerCaptionsTests",
            dependencies: ["PlayerCaptions", "PlayerCore", "MediaTestSupport"],
            // Node.js runs it for the web-platform-tests suites; it is not Swift.
            exclude: ["WPT/testharness-shim.js"]),
        // Test media (the caption corpus, the demo film) and cues as the caption and media tests
        // state them.
        .target(
            name: "MediaTestSupport", dependencies: ["PlayerCore"], path: "Tests/MediaTestSupport"),
        .testTarget(
            name: "PlayerMediaTests",
            dependencies: ["PlayerMedia", "PlayerCaptions", "PlayerCore", "MediaTestSupport"]),
        .testTarget(
            name: "PlayerAccessibilityTests",
            dependencies: ["PlayerAccessibility", "PlayerCore", "PlayerEngine", "PlayerTesting"]),
        .testTarget(
            name: "AccessiblePlayerCLITests",
            dependencies: ["accessible-player", "PlayerEngine", "MediaTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
