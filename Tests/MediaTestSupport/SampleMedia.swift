import Foundation

/// The package's own sample film: 60 s of H.264 + AAC with SubRip eng / spa and ASS fre tracks.
public let demoMKV = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/demo.mkv").path

/// The bundled demo film as MP4, its English captions a mov_text track.
public let demoMP4 = URL(fileURLWithPath: demoMKV).deletingPathExtension()
    .appendingPathExtension("mp4").path
