/// One service block of a caption channel packet (CTA-708-E §6.2): which caption service its
/// bytes belong to and where they lie in the packet's data.
struct DTVCCServiceBlock: Equatable {
    /// The service number: 1–6 from the standard header, 7–63 from the extended one.
    var serviceNumber: Int
    /// The block's data bytes (its header excluded) as indices into the packet's data.
    var range: Range<Int>

    /// The service blocks of one packet's data, in order.
    ///
    /// A block starts with a one-byte header: `service_number` (three bits) and `block_size`
    /// (five bits, the count of data bytes that follow; §6.2.1). Service number 7 means an
    /// extended header: the next byte carries the real number in its low six bits, 7–63
    /// (§6.2.2). A header whose block size is 0 is a null block (§6.2.3): the rest of the packet
    /// is padding. A block that runs past the end of the data (a packet cut short) keeps the
    /// bytes that arrived.
    static func blocks(in data: [UInt8]) -> [DTVCCServiceBlock] {
        var blocks: [DTVCCServiceBlock] = []
        var index = 0
        while index < data.count {
            let header = data[index]
            var serviceNumber = Int(header >> 5)
            let size = Int(header & 0x1F)
            index += 1
            guard size > 0 else { break }
            if serviceNumber == 7 {
                guard index < data.count else { break }
                serviceNumber = Int(data[index] & 0x3F)
                index += 1
            }
            let end = min(index + size, data.count)
            blocks.append(DTVCCServiceBlock(serviceNumber: serviceNumber, range: index..<end))
            index = end
        }
        return blocks
    }
}
