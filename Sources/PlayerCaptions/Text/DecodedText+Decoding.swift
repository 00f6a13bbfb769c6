extension DecodedText {
    /// Reads a subtitle file's bytes as text, whatever encoding and line endings it uses.
    ///
    /// A byte order mark decides the encoding (UTF-8, UTF-16LE, UTF-16BE). Without one, bytes
    /// whose every other byte is mostly zero are UTF-16 of that byte order; otherwise they are
    /// UTF-8 when valid and Windows-1252 when not, with a warning. CR LF and lone CR line
    /// endings become "\n".
    public init(subtitleBytes bytes: [UInt8]) {
        let decoded = decodeCharacters(bytes)
        let (text, normalized) = normalizingLineEndings(decoded.text)
        self.init(
            text: text, encoding: decoded.encoding, hadByteOrderMark: decoded.hadByteOrderMark,
            normalizedLineEndings: normalized, warning: decoded.warning)
    }
}

private struct DecodedCharacters {
    var text: String
    var encoding: SubtitleTextEncoding
    var hadByteOrderMark: Bool
    var warning: TextDecodingWarning?
}

private func decodeCharacters(_ bytes: [UInt8]) -> DecodedCharacters {
    switch SubtitleByteLayout(bytes) {
    case .utf8(let body, let hadByteOrderMark):
        decodeUTF8OrWindows1252(body, hadByteOrderMark: hadByteOrderMark)
    case .utf16(let body, let littleEndian, let hadByteOrderMark):
        decodeUTF16(body, littleEndian: littleEndian, hadByteOrderMark: hadByteOrderMark)
    }
}

/// What a subtitle file's bytes are before they are decoded: the text after any byte order
/// mark, in UTF-8 (or Windows-1252 when that is not valid) or in UTF-16 of a byte order.
enum SubtitleByteLayout {
    case utf8(ArraySlice<UInt8>, hadByteOrderMark: Bool)
    case utf16(ArraySlice<UInt8>, littleEndian: Bool, hadByteOrderMark: Bool)

    /// The layout a byte order mark says, else UTF-16 when the bytes look like it, else UTF-8.
    init(_ bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self = .utf8(bytes.dropFirst(3), hadByteOrderMark: true)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            self = .utf16(bytes.dropFirst(2), littleEndian: true, hadByteOrderMark: true)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            self = .utf16(bytes.dropFirst(2), littleEndian: false, hadByteOrderMark: true)
        } else if let littleEndian = utf16ByteOrderWithoutMark(bytes) {
            self = .utf16(bytes[...], littleEndian: littleEndian, hadByteOrderMark: false)
        } else {
            self = .utf8(bytes[...], hadByteOrderMark: false)
        }
    }
}

/// The byte order of UTF-16 text without a byte order mark (true for little-endian), or nil
/// when the bytes do not clearly look like UTF-16: at least half of the code units must have
/// a zero high byte (two at least) while hardly any have a zero low byte, as in text mostly in
/// Latin script.
private func utf16ByteOrderWithoutMark(_ bytes: [UInt8]) -> Bool? {
    let unitCount = bytes.count / 2
    guard unitCount > 0 else { return nil }
    var zerosAtEven = 0
    var zerosAtOdd = 0
    for (offset, byte) in bytes.enumerated() where byte == 0 {
        if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
    }
    let isMostlyZero = { (zeros: Int, others: Int) in
        zeros >= 2 && zeros * 2 >= unitCount && others * 8 <= zeros
    }
    if isMostlyZero(zerosAtOdd, zerosAtEven) { return true }
    if isMostlyZero(zerosAtEven, zerosAtOdd) { return false }
    return nil
}

private func decodeUTF8OrWindows1252(
    _ bytes: ArraySlice<UInt8>, hadByteOrderMark: Bool
) -> DecodedCharacters {
    if let text = String(validating: bytes, as: UTF8.self) {
        return DecodedCharacters(text: text, encoding: .utf8, hadByteOrderMark: hadByteOrderMark)
    }
    return DecodedCharacters(
        text: windows1252String(bytes), encoding: .windows1252,
        hadByteOrderMark: hadByteOrderMark, warning: .notUTF8ReadAsWindows1252)
}

private func decodeUTF16(
    _ bytes: ArraySlice<UInt8>, littleEndian: Bool, hadByteOrderMark: Bool
) -> DecodedCharacters {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
        let first = UInt16(bytes[index])
        let second = UInt16(bytes[index + 1])
        units.append(littleEndian ? first | second << 8 : first << 8 | second)
        index += 2
    }
    let isComplete = bytes.count % 2 == 0
    let validText = isComplete ? String(validating: units, as: UTF16.self) : nil
    return DecodedCharacters(
        text: validText ?? String(decoding: units, as: UTF16.self) + (isComplete ? "" : "\u{FFFD}"),
        encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian,
        hadByteOrderMark: hadByteOrderMark,
        warning: validText == nil ? .malformedUTF16Repaired : nil)
}

/// `text` with CR LF and lone CR turned into LF, and whether anything changed; done on the
/// UTF-8, where CR and LF are single bytes no other character contains.
private func normalizingLineEndings(_ text: String) -> (String, Bool) {
    // Looked for in the text's own buffer: a byte loop, not the view's index per byte.
    let hasCarriageReturn =
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0D) } ?? text.utf8.contains(0x0D)
    guard hasCarriageReturn else { return (text, false) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previousWasCarriageReturn = false
    for byte in text.utf8 {
        if byte == 0x0D {
            bytes.append(0x0A)
        } else if !(byte == 0x0A && previousWasCarriageReturn) {
            bytes.append(byte)
        }
        previousWasCarriageReturn = byte == 0x0D
    }
    return (String(decoding: bytes, as: UTF8.self), true)
}
