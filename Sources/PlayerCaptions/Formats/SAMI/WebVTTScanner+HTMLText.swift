extension WebVTTScanner {
    /// `text` with its HTML character references (`&amp;`, `&nbsp;`, `&#x3E;`, `&starf;`)
    /// replaced by what they stand for, read as WebVTT cue text reads them; an `&` that starts
    /// none is kept.
    static func replacingCharacterReferences(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var scanner = WebVTTScanner(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        while let byte = scanner.currentByte {
            scanner.advance()
            guard byte == UInt8(ascii: "&"),
                let scalars = scanner.consumeCharacterReference()
            else {
                bytes.append(byte)
                continue
            }
            for scalar in scalars {
                bytes.append(contentsOf: String(Character(scalar)).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
