import Foundation

/// The 44-byte RIFF/WAVE header of an uncompressed PCM file, 16-bit mono.
enum WAVFormat {
    static let headerSize = 44
    static let bitsPerSample = 16
    static let channelCount = 1

    /// The header for `sampleCount` samples at `sampleRate`, all fields little-endian.
    static func header(sampleCount: Int, sampleRate: Int) -> Data {
        let bytesPerFrame = channelCount * bitsPerSample / 8
        let dataSize = sampleCount * bytesPerFrame
        var header = Data(capacity: headerSize)
        header.append(contentsOf: Array("RIFF".utf8))
        header.appendLittleEndian(UInt32(36 + dataSize))
        header.append(contentsOf: Array("WAVE".utf8))
        header.append(contentsOf: Array("fmt ".utf8))
        header.appendLittleEndian(UInt32(16))  // size of the PCM format chunk
        header.appendLittleEndian(UInt16(1))  // format tag: integer PCM
        header.appendLittleEndian(UInt16(channelCount))
        header.appendLittleEndian(UInt32(sampleRate))
        header.appendLittleEndian(UInt32(sampleRate * bytesPerFrame))  // bytes per second
        header.appendLittleEndian(UInt16(bytesPerFrame))  // block align
        header.appendLittleEndian(UInt16(bitsPerSample))
        header.append(contentsOf: Array("data".utf8))
        header.appendLittleEndian(UInt32(dataSize))
        return header
    }

    /// The samples as little-endian bytes, the layout of a WAV data chunk.
    static func bytes(of samples: [Int16]) -> Data {
        var data = Data(capacity: samples.count * 2)
        for sample in samples {
            data.appendLittleEndian(UInt16(bitPattern: sample))
        }
        return data
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
