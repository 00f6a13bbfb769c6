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

    /// Writes `sampleCount` samples at `sampleRate` to `url` as a WAV file, asking `samples`
    /// for a second of them at a time, so memory stays small however long the audio is;
    /// truncates any file there in place (a link or a device stays what it is). Throws the
    /// file system's error when the file cannot be written.
    static func write(
        sampleCount: Int, sampleRate: Int, to url: URL, samples: (Range<Int>) -> [Int16]
    ) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try file.write(contentsOf: header(sampleCount: sampleCount, sampleRate: sampleRate))
        var start = 0
        while start < sampleCount {
            let end = min(start + sampleRate, sampleCount)
            try file.write(contentsOf: bytes(of: samples(start..<end)))
            start = end
        }
        try? file.synchronize()
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
