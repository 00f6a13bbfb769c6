import PlayerCore

/// The General Subtitle Information (GSI) block an EBU STL file (EBU Tech 3264) begins with:
/// 1024 bytes of fixed-width ASCII fields saying how the Text and Timing Information (TTI)
/// blocks after it are to be read. Only the fields reading needs are kept.
public struct EBUSTLGeneralInformation: Hashable, Sendable {
    /// The Display Standard Code (DSC): how the subtitles are shown.
    public enum DisplayStandard: Hashable, Sendable {
        /// Undefined (a space): read as open subtitles.
        case undefined
        /// `0`: open subtitling, burnt in or drawn by the player.
        case openSubtitling
        /// `1` or `2`: teletext level 1 or 2, rows 1–23 of a teletext page.
        case teletext
    }

    /// The Character Code Table (CCT) of the text fields.
    public enum CharacterTable: String, Hashable, Sendable {
        /// `00`: Latin, ISO 6937.
        case latin = "00"
        /// `01`: Latin/Cyrillic, ISO 8859-5.
        case cyrillic = "01"
        /// `02`: Latin/Arabic, ISO 8859-6.
        case arabic = "02"
        /// `03`: Latin/Greek, ISO 8859-7.
        case greek = "03"
        /// `04`: Latin/Hebrew, ISO 8859-8.
        case hebrew = "04"
    }

    /// The length of the block.
    public static let length = 1024

    /// The Code Page Number (CPN) of the GSI block's own text: "437", "850", "860", "863" or
    /// "865".
    public var codePage: String
    /// The frame rate the time codes count (DFC `STL25.01` or `STL30.01`): 25, or
    /// 30000/1001 as NTSC time code counts 30.
    public var framesPerSecond: Int
    /// The Display Standard Code.
    public var displayStandard: DisplayStandard
    /// The text fields' character table.
    public var characterTable: CharacterTable
    /// The language the Language Code (LC) names, if it names one.
    public var language: LanguageTag?
    /// The Time Code: Start-of-Programme (TCP), the time code that is presentation time 0.
    public var programmeStart: MediaTime
    /// The Maximum Number of Displayable Rows (MNR); teletext always has 23.
    public var maximumRows: Int
    /// The Total Number of TTI Blocks (TNB) the file says it holds.
    public var textBlockCount: Int

    /// Reads the GSI block at the start of `bytes`.
    ///
    /// - Throws: ``EBUSTLError`` naming the field that is damaged: a block cut short, a code
    ///   page, disk format, display standard or character table the specification does not
    ///   define, or a start-of-programme time code, row count or block count that is not one.
    public init(_ bytes: ArraySlice<UInt8>) throws(EBUSTLError) {
        guard bytes.count >= Self.length else {
            throw EBUSTLError(
                field: "GSI", problem: "the block is cut short (\(bytes.count) of 1024 bytes)")
        }
        func field(_ offset: Int, _ length: Int) -> String {
            let start = bytes.startIndex + offset
            return String(decoding: bytes[start..<start + length], as: UTF8.self)
        }
        codePage = field(0, 3)
        guard ["437", "850", "860", "863", "865"].contains(codePage) else {
            throw EBUSTLError(field: "CPN (code page number)", written: codePage)
        }
        let format = field(3, 8)
        switch format {
        case "STL25.01": framesPerSecond = 25
        case "STL30.01": framesPerSecond = 30
        default: throw EBUSTLError(field: "DFC (disk format code)", written: format)
        }
        switch field(11, 1) {
        case " ": displayStandard = .undefined
        case "0": displayStandard = .openSubtitling
        case "1", "2": displayStandard = .teletext
        case let written: throw EBUSTLError(field: "DSC (display standard code)", written: written)
        }
        let table = field(12, 2)
        guard let characterTable = CharacterTable(rawValue: table) else {
            throw EBUSTLError(field: "CCT (character code table)", written: table)
        }
        self.characterTable = characterTable
        language = ebuSTLLanguage(code: field(14, 2))
        let startCode = field(256, 8)
        guard
            let start = Self.time(
                ofDigits: startCode, framesPerSecond: framesPerSecond)
        else {
            throw EBUSTLError(field: "TCP (time code: start-of-programme)", written: startCode)
        }
        programmeStart = start
        let rows = field(253, 2)
        if displayStandard == .teletext {
            maximumRows = 23
        } else {
            guard let count = Int(rows.trimmingASCIISpaces()), count > 0, count <= 99 else {
                throw EBUSTLError(field: "MNR (maximum number of displayable rows)", written: rows)
            }
            maximumRows = count
        }
        let blocks = field(238, 5)
        guard let blockCount = Int(blocks.trimmingASCIISpaces()), blockCount >= 0 else {
            throw EBUSTLError(field: "TNB (total number of TTI blocks)", written: blocks)
        }
        textBlockCount = blockCount
    }

    /// The presentation time of `HHMMSSFF` written in ASCII digits; nil when it is not eight
    /// digits or a field is out of range.
    static func time(ofDigits code: String, framesPerSecond: Int) -> MediaTime? {
        let digits = Array(code.utf8)
        guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        func pair(_ index: Int) -> Int {
            Int(digits[index] - 0x30) * 10 + Int(digits[index + 1] - 0x30)
        }
        return time(
            hours: pair(0), minutes: pair(2), seconds: pair(4), frames: pair(6),
            framesPerSecond: framesPerSecond)
    }

    /// The presentation time of a time code at this file's rate; nil when a field is out of
    /// range (hours past 23, minutes or seconds past 59, frames not below the rate).
    static func time(hours: Int, minutes: Int, seconds: Int, frames: Int, framesPerSecond: Int)
        -> MediaTime?
    {
        guard hours <= 23, minutes <= 59, seconds <= 59, frames < framesPerSecond else {
            return nil
        }
        let totalFrames = Int64(((hours * 60 + minutes) * 60 + seconds) * framesPerSecond + frames)
        // STL30 counts 30 frames a second of NTSC's 30000/1001, as non-drop time code does.
        let (numerator, denominator): (Int64, Int64) =
            framesPerSecond == 30 ? (1_001_000_000, 30_000) : (1_000_000, Int64(framesPerSecond))
        return MediaTime(microseconds: (totalFrames * numerator + denominator / 2) / denominator)
    }
}

/// An EBU STL file that cannot be read: its GSI block is damaged, the field named.
public struct EBUSTLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The GSI field, by its specification abbreviation and name.
    public var field: String
    /// What is wrong with it.
    public var problem: String

    /// `field` is damaged as `problem` says.
    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// `field` holds `written`, which the specification does not allow.
    init(field: String, written: String) {
        self.init(
            field: field,
            problem: "\"\(TerminalText.excerpt(written, limit: 16))\" is not a value it can hold")
    }

    /// Names the field and the problem.
    public var description: String {
        "not a readable EBU STL file: its GSI block's \(field) is damaged: \(problem)"
    }
}

extension String {
    /// The string without ASCII spaces at either end.
    fileprivate func trimmingASCIISpaces() -> Substring {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
