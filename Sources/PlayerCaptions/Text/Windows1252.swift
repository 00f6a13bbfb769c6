/// Bytes read as Windows-1252, every byte value mapped to a character.
///
/// Bytes 0x80–0x9F follow the WHATWG Encoding Standard's windows-1252 index; the five it leaves
/// undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) become the C1 control of the same value, as there.
/// All other bytes are the Unicode scalar of the same value (as in ISO 8859-1).
func windows1252String(_ bytes: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
        if (0x80...0x9F).contains(byte) {
            scalars.append(Unicode.Scalar(windows1252C1Block[Int(byte) - 0x80])!)
        } else {
            scalars.append(Unicode.Scalar(byte))
        }
    }
    return String(scalars)
}

/// The code points of bytes 0x80 through 0x9F, in order.
private let windows1252C1Block: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
]
