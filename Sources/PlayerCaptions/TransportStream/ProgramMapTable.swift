/// A descriptor of a transport-stream table: its tag and its bytes.
public struct TransportStreamDescriptor: Hashable, Sendable {
    /// `descriptor_tag`.
    public var tag: UInt8
    /// The bytes after the tag and length.
    public var body: [UInt8]

    /// The descriptors of a descriptor loop; a descriptor cut off by the loop's end is dropped.
    static func list(_ bytes: ArraySlice<UInt8>) -> [TransportStreamDescriptor] {
        var descriptors: [TransportStreamDescriptor] = []
        var index = bytes.startIndex
        while index + 2 <= bytes.endIndex {
            let end = index + 2 + Int(bytes[index + 1])
            guard end <= bytes.endIndex else { break }
            descriptors.append(.init(tag: bytes[index], body: Array(bytes[(index + 2)..<end])))
            index = end
        }
        return descriptors
    }
}

/// The program association table (table 0 on PID 0): where each program's map is.
struct ProgramAssociationTable {
    /// The PID of each program's PMT, by program number (program 0, the network PID, left out).
    var mapPIDs: [Int: Int] = [:]

    /// The table one PAT section states; nil when it is not one.
    init?(section: [UInt8]) {
        guard section.count >= 12, section[0] == 0x00 else { return nil }
        for entry in Swift.stride(from: 8, to: section.count - 4 - 3, by: 4) {
            let program = Int(section[entry]) << 8 | Int(section[entry + 1])
            let pid = Int(section[entry + 2] & 0x1F) << 8 | Int(section[entry + 3])
            if program != 0 {
                mapPIDs[program] = pid
            }
        }
    }
}

/// A program map table (ISO/IEC 13818-1 §2.4.4.8): one program's elementary streams, their
/// types and descriptors (languages, teletext pages, subtitling, caption services).
public struct ProgramMapTable: Hashable, Sendable {
    /// One stream of the program.
    public struct ElementaryStream: Hashable, Sendable {
        /// `stream_type` (0x1B H.264, 0x02 MPEG-2 video, 0x06 PES private data …).
        public var streamType: UInt8
        /// The PID its packets come on.
        public var pid: Int
        /// Its descriptors, in order.
        public var descriptors: [TransportStreamDescriptor]
    }

    /// `program_number`.
    public var programNumber: Int
    /// The PID carrying the program's clock.
    public var clockPID: Int
    /// The descriptors of the whole program.
    public var descriptors: [TransportStreamDescriptor]
    /// The streams, in table order.
    public var streams: [ElementaryStream]

    /// The table one PMT section states; nil when it is not one or is cut short.
    init?(section: [UInt8]) {
        guard section.count >= 16, section[0] == 0x02 else { return nil }
        let end = section.count - 4
        programNumber = Int(section[3]) << 8 | Int(section[4])
        clockPID = Int(section[8] & 0x1F) << 8 | Int(section[9])
        let infoEnd = 12 + (Int(section[10] & 0x0F) << 8 | Int(section[11]))
        guard infoEnd <= end else { return nil }
        descriptors = TransportStreamDescriptor.list(section[12..<infoEnd])
        streams = []
        var index = infoEnd
        while index + 5 <= end {
            let loopEnd =
                index + 5 + (Int(section[index + 3] & 0x0F) << 8 | Int(section[index + 4]))
            guard loopEnd <= end else { break }
            streams.append(
                ElementaryStream(
                    streamType: section[index],
                    pid: Int(section[index + 1] & 0x1F) << 8 | Int(section[index + 2]),
                    descriptors: TransportStreamDescriptor.list(section[(index + 5)..<loopEnd])))
            index = loopEnd
        }
    }
}
