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
        try WAVFormat.write(sampleCount: sampleCount, sampleRate: sampleRate, to: url) {
            samples(in: $0)
        }
    }
}
