/// A subtitle file's bytes turned into text, with a note of how they were read.
public struct DecodedText: Hashable, Sendable {
    /// The text, every line ending turned into "\n", without a byte order mark.
    public var text: String
    /// The character encoding the bytes were read as.
    public var encoding: SubtitleTextEncoding
    /// Whether the bytes began with a byte order mark (which is not part of `text`).
    public var hadByteOrderMark: Bool
    /// Whether CR or CR LF line endings were turned into "\n".
    public var normalizedLineEndings: Bool
    /// Something the user should hear about, or nil when the bytes were read cleanly.
    public var warning: TextDecodingWarning?
}

/// A character encoding a subtitle file can be read as.
public enum SubtitleTextEncoding: String, Hashable, Sendable {
    /// UTF-8, the default.
    case utf8 = "UTF-8"
    /// UTF-16, low byte first.
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, high byte first.
    case utf16BigEndian = "UTF-16BE"
    /// Windows-1252, the fallback for bytes that are not UTF-8.
    case windows1252 = "Windows-1252"
}

/// Why a subtitle file's text may not read as its author meant.
public enum TextDecodingWarning: Hashable, Sendable {
    /// The bytes are not valid UTF-8, so they were read as Windows-1252.
    case notUTF8ReadAsWindows1252
    /// The UTF-16 text was cut short or held unpaired surrogates, replaced by U+FFFD.
    case malformedUTF16Repaired

    /// The warning as a sentence about the file named `fileName`.
    public func message(forFile fileName: String) -> String {
        switch self {
        case .notUTF8ReadAsWindows1252:
            "\(fileName): not valid UTF-8; read as Windows-1252"
        case .malformedUTF16Repaired:
            "\(fileName): malformed UTF-16; damaged characters replaced"
        }
    }
}
