import Foundation

extension SpokenTimeline {
    /// The timeline as a complete WAV file (RIFF/WAVE, PCM 16-bit mono) in memory.
    public func wavData() -> Data {
        WAVFormat.header(sampleCount: sampleCount, sampleRate: sampleRate)
            + WAVFormat.bytes(of: samples(in: 0..<sampleCount))
    }

    /// Writes the timeline to `url` as a WAV file (RIFF/WAVE, PCM 16-bit mono), replacing any
    /// file there; writes a second of audio at a time, so memory stays small however long the
    /// timeline is. Throws the file system's error when the file cannot be written.
    ///
    /// A WAV file holds at most 4 GiB of samples, about 27 hours at 22050 Hz.
    public func writeWAV(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        try file.write(
            contentsOf: WAVFormat.header(sampleCount: sampleCount, sampleRate: sampleRate))
        var start = 0
        while start < sampleCount {
            let end = min(start + sampleRate, sampleCount)
            try file.write(contentsOf: WAVFormat.bytes(of: samples(in: start..<end)))
            start = end
        }
        try file.synchronize()
    }
}
