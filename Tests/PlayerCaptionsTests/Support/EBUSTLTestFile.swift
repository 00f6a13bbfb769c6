/// An EBU STL file built as EBU Tech 3264 lays it out: a 1024-byte GSI block of ASCII
/// fields, then 128-byte TTI blocks.
struct EBUSTLTestFile {
    /// One TTI block's fields.
    struct Block {
        var group: UInt8 = 0
        var number: UInt16 = 1
        var extensionNumber: UInt8 = 0xFF
        var cumulativeStatus: UInt8 = 0
        var timeIn: [UInt8] = [10, 0, 1, 0]
        var timeOut: [UInt8] = [10, 0, 2, 0]
        var verticalPosition: UInt8 = 20
        var justification: UInt8 = 2
        var commentFlag: UInt8 = 0
        /// The text field's bytes, filled out to 112 with unused space (0x8F).
        var text: [UInt8] = Array("Hello".utf8)

        var bytes: [UInt8] {
            [
                group, UInt8(number & 0xFF), UInt8(number >> 8), extensionNumber,
                cumulativeStatus,
            ] + timeIn + timeOut + [verticalPosition, justification, commentFlag]
                + (text + Array(repeating: 0x8F, count: 112)).prefix(112)
        }
    }

    /// GSI fields by byte offset, written over the defaults: code page 850, STL25.01,
    /// teletext level 1, Latin, English, start of programme 10:00:00:00, 23 rows.
    var fields: [Int: String] = [:]
    var blocks: [Block] = []

    var bytes: [UInt8] {
        var gsi = Array(repeating: UInt8(ascii: " "), count: 1024)
        let defaults: [Int: String] = [
            0: "850", 3: "STL25.01", 11: "1", 12: "00", 14: "09", 238: "\(blocks.count)",
            253: "23", 255: "1", 256: "10000000",
        ]
        for (offset, value) in defaults.merging(fields, uniquingKeysWith: { $1 }) {
            gsi.replaceSubrange(offset..<offset + value.utf8.count, with: Array(value.utf8))
        }
        return gsi + blocks.flatMap(\.bytes)
    }
}
