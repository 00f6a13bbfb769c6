import Foundation

/// The package's own sample film: 60 s of H.264 + AAC with SubRip eng / spa and ASS fre tracks.
public let demoMKV = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/demo.mkv").path
