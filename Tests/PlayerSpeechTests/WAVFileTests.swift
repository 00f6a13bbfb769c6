import Foundation
import PlayerCore
import PlayerSpeech
import Testing

@Suite("WAV files of a spoken timeline")
struct WAVFileTests {
    let timeline: SpokenTimeline

    init() throws {
        timeline = try SpokenTimelineRenderer().render(
            [(time: .milliseconds(250), text: "Pause")], language: "en", until: .seconds(1))
    }

    @Test("The header describes 16-bit mono PCM at 22050 Hz with sizes matching the data")
    func headerFields() {
        let wav = timeline.wavData()
        let dataBytes = timeline.sampleCount * 2
        #expect(wav.count == 44 + dataBytes)
        #expect(ascii(wav, at: 0) == "RIFF")
        #expect(uint32(wav, at: 4) == UInt32(36 + dataBytes))
        #expect(ascii(wav, at: 8) == "WAVE")
        #expect(ascii(wav, at: 12) == "fmt ")
        #expect(uint32(wav, at: 16) == 16)
        #expect(uint16(wav, at: 20) == 1)  // PCM
        #expect(uint16(wav, at: 22) == 1)  // mono
        #expect(uint32(wav, at: 24) == 22050)
        #expect(uint32(wav, at: 28) == 44100)  // bytes per second
        #expect(uint16(wav, at: 32) == 2)  // bytes per frame
        #expect(uint16(wav, at: 34) == 16)
        #expect(ascii(wav, at: 36) == "data")
        #expect(uint32(wav, at: 40) == UInt32(dataBytes))
    }

    @Test("The data chunk holds the timeline's samples, little-endian")
    func dataChunk() {
        let wav = timeline.wavData()
        let decoded = stride(from: 44, to: wav.count, by: 2).map {
            Int16(bitPattern: uint16(wav, at: $0))
        }
        #expect(decoded == timeline.audio().samples)
        #expect(decoded[..<5512].allSatisfy { $0 == 0 })  // silent until 0.25 s
    }

    @Test("Writing the file in chunks gives the same bytes as the in-memory WAV")
    func writtenFile() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("spoken-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        try timeline.writeWAV(to: url)
        #expect(try Data(contentsOf: url) == timeline.wavData())
    }

    @Test("Writing into a missing directory throws instead of crashing")
    func unwritablePath() {
        let url = URL(fileURLWithPath: "/nonexistent-directory/spoken.wav")
        #expect(throws: (any Error).self) { try timeline.writeWAV(to: url) }
    }

    private func ascii(_ data: Data, at offset: Int) -> String {
        String(decoding: data[offset..<(offset + 4)], as: UTF8.self)
    }

    private func uint16(_ data: Data, at offset: Int) -> UInt16 {
        UInt16(data[offset]) | UInt16(data[offset + 1]) << 8
    }

    private func uint32(_ data: Data, at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(data[offset + $1]) << (8 * $1) }
    }
}
