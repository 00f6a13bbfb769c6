// swift-tools-version:6.0
// libFuzzer targets for the caption parsers, one executable each. A package of its own so that
// the root package's `swift build` and `swift test` never build them; `make fuzz` builds them
// with `-sanitize=fuzzer,address` into `.build/fuzz` and runs each for a bounded time.
import Foundation
import PackageDescription

/// The root package's identity: the name of the folder it is checked out in.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let fuzzTargets = [
    "FuzzWebVTT", "FuzzSubRip", "FuzzSSA", "FuzzTTML", "FuzzSCC", "FuzzHLS", "FuzzMatroska",
    "FuzzCEA608", "FuzzCEA708", "FuzzDASH", "FuzzTTMLTiming", "FuzzSAMI", "FuzzEBUSTL",
]

let package = Package(
    name: "AccessiblePlayerFuzz",
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(path: "..")],
    targets: [
        .systemLibrary(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport",
                    .product(name: "PlayerCaptions", package: root),
                    .product(name: "PlayerCore", package: root),
                ])
        },
    swiftLanguageModes: [.v6]
)
