import Foundation

extension SpokenTimeline {
    /// The timeline as a complete WAV file (RIFF/WAVE, PCM 16-bit mono) in memory.
    public func wavData() -> Data {
        WAVFormat.header(sampleCount: sampleCount, sampleRate: sampleRate)
            + WAVFormat.bytes(of: samples(in: 0..<sampleCount))
    }

    /// Writes the timeline to `url` as a WAV file (RIFF/WAVE, PCM 16-bit mono), truncating any
    /// file there in place (a link or a device stays what it is); writes a second of audio at a time, so memory stays small however long the
    /// timeline is. Throws the file system's error when the file cannot be written.
    ///
    /// A WAV file holds at most 4 GiB of samples, about 27 hours at 22050 Hz.
    public func writeWAV(to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try file.write(
            contentsOf: WAVFormat.header(sampleCount: sampleCount, sampleRate: sampleRate))
        var start = 0
        while start < sampleCount {
            let end = min(start + sampleRate, sampleCount)
            try file.write(contentsOf: WAVFormat.bytes(of: samples(in: start..<end)))
            start = end
        }
        try? file.synchronize()
    }
}
