import Foundation

/// How a caption service's 16-bit characters (P16, CTA-708-E §7.1.4) are read.
///
/// CTA-708 gives the two bytes after P16 as one character code without naming the character
/// set; ATSC A/65's caption_service_descriptor says which one a Korean service uses
/// (`korean_code`: 0 for KS X 1001, sent as EUC-KR, 1 for Unicode). Korean broadcasts use
/// EUC-KR, as the mux.js capture in the corpus does.
///
/// ```swift
/// CEA708TextEncoding.eucKR.character(0xB4, 0xCF)     // "니"
/// CEA708TextEncoding.unicode.character(0xB4, 0xCF)   // "듏" (U+B4CF)
/// CEA708TextEncoding.automatic.character(0xB4, 0xCF) // "니"
/// ```
public enum CEA708TextEncoding: Hashable, Sendable {
    /// The code is a Unicode scalar (UCS-2), what mux.js does when no encoding is declared.
    case unicode
    /// The two bytes are an EUC-KR (KS X 1001) character; a code below 0x100 is ASCII.
    case eucKR
    /// EUC-KR when both bytes lie in its two-byte range (0xA1–0xFE) and name a character,
    /// else Unicode: what a service with no caption_service_descriptor gets. The range covers
    /// every EUC-KR syllable, and Unicode text there would be misread, but without the
    /// descriptor nothing tells the two apart, and EUC-KR is what Korean broadcasters send.
    case automatic

    /// The character that P16 followed by `high` and `low` writes; U+FFFD when the bytes name
    /// none.
    func character(_ high: UInt8, _ low: UInt8) -> String {
        switch self {
        case .unicode:
            return Self.unicodeCharacter(high, low)
        case .eucKR:
            return high == 0 ? Self.unicodeCharacter(high, low) : Self.eucKRCharacter(high, low)
        case .automatic:
            if Self.eucKRRange.contains(high), Self.eucKRRange.contains(low) {
                let decoded = Self.eucKRCharacter(high, low)
                if decoded != Self.replacement {
                    return decoded
                }
            }
            return Self.unicodeCharacter(high, low)
        }
    }

    /// The byte range of both halves of an EUC-KR two-byte character.
    private static let eucKRRange: ClosedRange<UInt8> = 0xA1...0xFE

    private static let replacement = "\u{FFFD}"

    /// Foundation's EUC-KR: `kCFStringEncodingEUC_KR` (0x0940) as a `String.Encoding`, the
    /// value `CFStringConvertEncodingToNSStringEncoding` gives it (the high bit marks a Core
    /// Foundation encoding). swift-corelibs-foundation on Linux decodes it, as Darwin does.
    private static let eucKREncoding = String.Encoding(rawValue: 0x8000_0940)

    private static func eucKRCharacter(_ high: UInt8, _ low: UInt8) -> String {
        String(bytes: [high, low], encoding: eucKREncoding) ?? replacement
    }

    private static func unicodeCharacter(_ high: UInt8, _ low: UInt8) -> String {
        Unicode.Scalar(UInt16(high) << 8 | UInt16(low)).map { String($0) } ?? replacement
    }
}
