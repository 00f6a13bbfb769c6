import PlayerCore

/// An EBU STL subtitle file (EBU Tech 3264): a GSI block (``EBUSTLGeneralInformation``),
/// then a Text and Timing Information (TTI) block of 128 bytes for each subtitle or part of
/// one, read into the cues of one track in the language the GSI block names.
///
/// Each TTI block holds a subtitle group and number, an extension block number (0xFF on the
/// last block of a subtitle; the text fields of blocks 0x00–0xEF before it are joined to
/// its own; 0xFE blocks are user data), a cumulative status, time codes in and out at the
/// file's frame rate, a vertical position, a justification code, a comment flag and 112
/// bytes of text (``EBUSTLTextField``).
///
/// A subtitle shows from its time code in to its time code out, less the GSI's
/// start-of-programme time code. Each part of a cumulative set (status 1 first, 2
/// intermediate, 3 last) is a cue of its own from its time code in, so that what a part
/// adds is said once, the earlier parts staying on screen beside it. Comments (comment flag
/// 1) are not subtitles and are left out; so are subtitles whose time codes are not ones,
/// that end as or before they start, or that start before the programme, each named in
/// ``skipped`` by its TTI block (counting from 1) and subtitle number.
public struct EBUSTLDocument {
    /// The GSI block.
    public var information: EBUSTLGeneralInformation
    /// The cues, in file order.
    public var cues: [Cue] = []
    /// What was left out, each by its TTI block: ``SkippedLine/line`` is the block's number
    /// counting from 1 after the GSI block.
    public var skipped: [SkippedLine] = []

    /// Reads an EBU STL file's bytes.
    ///
    /// - Throws: ``EBUSTLError`` when the GSI block is damaged, naming the field.
    public init(bytes: [UInt8]) throws(EBUSTLError) {
        information = try EBUSTLGeneralInformation(bytes[...])
        let blockLength = 128
        let body = bytes.dropFirst(EBUSTLGeneralInformation.length)
        var text: [UInt8] = []
        var block = 0
        var start = body.startIndex
        while start + blockLength <= body.endIndex {
            block += 1
            let tti = body[start..<start + blockLength]
            start += blockLength
            let extensionNumber = tti[tti.startIndex + 3]
            if (0xF0...0xFE).contains(extensionNumber) {
                // User data and reserved blocks hold no subtitle text.
                continue
            }
            var field = tti[(tti.startIndex + 16)...]
            if let unused = field.firstIndex(of: 0x8F) {
                field = field[..<unused]
            }
            text += field
            guard extensionNumber == 0xFF else { continue }
            addSubtitle(tti, text: text, block: block)
            text.removeAll()
        }
        let remainder = body.endIndex - start
        if remainder > 0 || !text.isEmpty {
            skipped.append(
                SkippedLine(
                    line: block + 1,
                    reason: remainder > 0
                        ? "the file ends \(remainder) bytes into a TTI block, which is left out"
                        : "the file ends inside a subtitle's extension blocks, which are left out"
                ))
        }
        if block < information.textBlockCount {
            skipped.append(
                SkippedLine(
                    line: block + 1,
                    reason: "the GSI block says the file holds \(information.textBlockCount)"
                        + " TTI blocks, but it ends after \(block)"))
        }
    }

    /// Makes the cue of the subtitle whose last TTI block is `tti` and whose text is `text`.
    private mutating func addSubtitle(_ tti: ArraySlice<UInt8>, text: [UInt8], block: Int) {
        func byte(_ offset: Int) -> UInt8 { tti[tti.startIndex + offset] }
        let number = Int(byte(1)) | Int(byte(2)) << 8
        func skip(_ reason: String) {
            skipped.append(
                SkippedLine(
                    line: block, reason: "subtitle \(number) (TTI block \(block)) \(reason)"))
        }
        guard byte(15) == 0 else { return }
        let rate = information.framesPerSecond
        func time(_ offset: Int) -> MediaTime? {
            EBUSTLGeneralInformation.time(
                hours: Int(byte(offset)), minutes: Int(byte(offset + 1)),
                seconds: Int(byte(offset + 2)), frames: Int(byte(offset + 3)),
                framesPerSecond: rate)
        }
        guard let timeIn = time(5), let timeOut = time(9) else {
            skip("has a time code that is not one, and is left out")
            return
        }
        let start = timeIn - information.programmeStart
        let end = timeOut - information.programmeStart
        guard start >= .zero else {
            skip("starts before the programme's start time code, and is left out")
            return
        }
        guard end > start else {
            skip("ends as or before it starts, and is left out")
            return
        }
        let field = EBUSTLTextField(
            text, table: information.characterTable,
            isTeletext: information.displayStandard == .teletext)
        guard !field.runs.isEmpty else { return }
        cues.append(
            Cue(
                start: start, end: end, text: field.runs.map(\.text).joined(), runs: field.runs,
                layout: layout(verticalPosition: Int(byte(13)), justification: byte(14))))
    }

    /// Where a subtitle whose first row is at `verticalPosition` goes: teletext rows 1–23,
    /// open subtitles' rows from 0 to the GSI's maximum, each as a share of the picture's
    /// height within a 10 % safe margin top and bottom; justification 1 left, 3 right, else
    /// centred.
    private func layout(verticalPosition: Int, justification: UInt8) -> CueLayout {
        var layout = CueLayout()
        let rows = information.maximumRows
        let row =
            information.displayStandard == .teletext
            ? min(max(verticalPosition, 1), 23) - 1 : min(verticalPosition, rows - 1)
        layout.line = .percent(10 + 80 * Double(row) / Double(rows))
        layout.lineAnchor = .start
        switch justification {
        case 1: layout.textAlignment = .left
        case 3: layout.textAlignment = .right
        default: layout.textAlignment = .center
        }
        return layout
    }
}
