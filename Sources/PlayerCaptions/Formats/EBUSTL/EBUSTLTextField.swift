import PlayerCore

/// The Text Field (TF) of an EBU STL subtitle, its extension blocks joined, read into styled
/// runs: character bytes through the file's character table, teletext control codes as
/// teletext shows them.
///
/// - Alpha colours (0x00–0x07) colour the text after them; a new row starts white again in
///   teletext, as a teletext row does.
/// - Teletext's other spacing attributes (flash, boxing, double height, mosaic colours,
///   backgrounds: 0x08–0x1F) and the colours take a character cell: they show as a space.
/// - Italics (0x80/0x81) and underline (0x82/0x83) switch on and off without a cell; boxing
///   (0x84/0x85) is a background and changes no text.
/// - CR/LF (0x8A) ends a row; several together (double-height text leaves a row between)
///   are one break. Unused space (0x8F) ends the text.
struct EBUSTLTextField {
    /// The runs, rows joined by "\n"; none for a field of nothing but spaces and codes.
    private(set) var runs: [StyledRun] = []

    /// Reads `bytes` in `table`; `isTeletext` when the file's display standard is teletext.
    init(
        _ bytes: [UInt8], table: EBUSTLGeneralInformation.CharacterTable, isTeletext: Bool
    ) {
        var builder = CollapsingRunBuilder()
        var style: TextStyle = []
        var color: CueColor?
        var pending: [UInt8] = []
        func flush() {
            guard !pending.isEmpty else { return }
            builder.append(table.text(of: pending), style: style, color: color)
            pending.removeAll()
        }
        for byte in bytes {
            switch byte {
            case 0x20...0x7F, 0xA0...0xFF:
                pending.append(byte)
            case 0x00...0x1F:
                flush()
                if byte <= 0x07 {
                    color = teletextColors[Int(byte)]
                }
                pending.append(0x20)
            case 0x80...0x83:
                flush()
                switch byte {
                case 0x80: style.insert(.italic)
                case 0x81: style.remove(.italic)
                case 0x82: style.insert(.underline)
                default: style.remove(.underline)
                }
            case 0x8A:
                flush()
                if !builder.isLineEmpty {
                    builder.breakLine()
                }
                if isTeletext {
                    color = nil
                }
            case 0x8F:
                flush()
                runs = builder.finishedRuns()
                return
            default:
                // Boxing (0x84, 0x85) and the reserved codes change no text.
                continue
            }
        }
        flush()
        runs = builder.finishedRuns()
    }
}

/// Teletext's alpha colours, codes 0x00–0x07: black, red, green, yellow, blue, magenta,
/// cyan, white.
private let teletextColors: [CueColor] = [
    CueColor(red: 0, green: 0, blue: 0), CueColor(red: 255, green: 0, blue: 0),
    CueColor(red: 0, green: 255, blue: 0), CueColor(red: 255, green: 255, blue: 0),
    CueColor(red: 0, green: 0, blue: 255), CueColor(red: 255, green: 0, blue: 255),
    CueColor(red: 0, green: 255, blue: 255), CueColor(red: 255, green: 255, blue: 255),
]
