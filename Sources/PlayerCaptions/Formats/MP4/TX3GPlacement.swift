import PlayerCore

/// Where 3GPP timed text (MP4 `tx3g`, QuickTime `text` read as mov_text) places its samples:
/// the text box of the sample description (3GPP TS 26.245 §5.16), which a sample's own `tbox`
/// box replaces.
///
/// The box is in the track's pixels, and FFmpeg does not give a text track's height, so the
/// line is worked out as Media3 does: the box's top over 20 lines of the description's font
/// size (`top / (20 × size)`, at most 95%), the box's top edge there. Only when the
/// description's display flags ask for it (`0x20000000`, which Media3 reads as a stated
/// vertical placement); otherwise, and without a description, the caption goes where
/// captions go by default (Media3's 85% stands for that bottom line).
///
/// ```swift
/// let placement = TX3GPlacement(sampleDescription: extradata)  // box top 48, font size 24
/// placement?.layout(ofSample: sample).line                      // .percent(10)
/// ```
public struct TX3GPlacement: Hashable, Sendable {
    private let statesPlacement: Bool
    private let defaultTop: Int
    private let fontSize: Int

    /// The placement a `tx3g` sample description states, given from its display flags on
    /// (what FFmpeg keeps as the stream's extradata); nil when the bytes are too short to
    /// hold the text box and the default style record.
    public init?(sampleDescription bytes: [UInt8]) {
        guard bytes.count >= 30 else { return nil }
        let flags =
            UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8
            | UInt32(bytes[3])
        statesPlacement = flags & 0x2000_0000 != 0
        defaultTop = Self.signed16(bytes, at: 10)
        fontSize = Int(bytes[25])
    }

    /// The layout of the sample `bytes` (its 16-bit text length, text and boxes).
    public func layout(ofSample bytes: [UInt8]) -> CueLayout {
        var layout = CueLayout()
        guard statesPlacement, fontSize > 0 else { return layout }
        let top = Self.textBoxTop(ofSample: bytes) ?? defaultTop
        let fraction = min(max(Double(top) / Double(20 * fontSize), 0), 0.95)
        layout.line = .percent(fraction * 100)
        layout.lineAnchor = .start
        return layout
    }

    /// The top of the sample's `tbox` box, if it has one.
    private static func textBoxTop(ofSample bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        var offset = 2 + (Int(bytes[0]) << 8 | Int(bytes[1]))
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard size >= 8, offset + size <= bytes.count else { return nil }
            if type == "tbox", size >= 16 { return signed16(bytes, at: offset + 8) }
            offset += size
        }
        return nil
    }

    private static func signed16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])))
    }
}
