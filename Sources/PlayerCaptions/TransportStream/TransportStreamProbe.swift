/// What the first bytes of an MPEG-2 transport stream say that FFmpeg 5.1 does not pass on:
/// every program map table (with its descriptors, among them the ATSC caption service
/// descriptor), the ATSC program guide's caption services of the event on air, and which PIDs
/// carry scrambled packets.
///
/// ```swift
/// let probe = TransportStreamProbe(bytes: firstMegabytes)
/// probe.captionServices(ofPID: 0x31)?.entry(for: .service(1))?.language   // "spa"
/// probe.scrambledPIDs.contains(0x136)                                      // true
/// ```
public struct TransportStreamProbe: Sendable {
    /// The program map tables found, by program number (the last version seen).
    public private(set) var programs: [Int: ProgramMapTable] = [:]
    /// The PIDs with at least one packet whose payload is scrambled.
    public private(set) var scrambledPIDs: Set<Int> = []
    /// The ATSC PSIP tables read (MGT, VCT, STT, EIT-0).
    private var guide = ATSCProgramGuide()
    /// The packet framing found: 188, 204 or 192 bytes; nil when the bytes are not a
    /// transport stream.
    public let packetStride: Int?

    /// Reads the packets of `bytes` (typically the first megabytes of a file).
    public init(bytes: [UInt8]) {
        guard let packets = TransportStreamPackets(bytes: bytes) else {
            packetStride = nil
            return
        }
        packetStride = packets.stride
        var assembler = PSISectionAssembler()
        var mapPIDs: Set<Int> = []
        for packet in packets {
            if packet.isScrambled {
                scrambledPIDs.insert(packet.pid)
                continue
            }
            let isGuide =
                packet.pid == ATSCProgramGuide.basePID || guide.eventPIDs.contains(packet.pid)
            guard packet.pid == 0 || mapPIDs.contains(packet.pid) || isGuide else { continue }
            for section in assembler.add(packet) {
                if isGuide {
                    guide.add(section, pid: packet.pid)
                } else if packet.pid == 0, let table = ProgramAssociationTable(section: section) {
                    mapPIDs.formUnion(table.mapPIDs.values)
                } else if let table = ProgramMapTable(section: section) {
                    programs[table.programNumber] = table
                }
            }
        }
    }

    /// Reads the first `byteLimit` bytes of the file at `path`; nil when it cannot be read.
    public init?(path: String, byteLimit: Int) {
        guard let reader = ForwardFileReader(path: path) else { return nil }
        let count = Int(min(reader.size, Int64(byteLimit)))
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { buffer in
            count == 0 || reader.read(count, at: 0, into: buffer.baseAddress!)
        }
        guard read else { return nil }
        self.init(bytes: bytes)
    }

    /// The elementary stream on `pid`, from whichever program lists it.
    public func stream(onPID pid: Int) -> (
        program: ProgramMapTable, stream: ProgramMapTable.ElementaryStream
    )? {
        for program in programs.values.sorted(by: { $0.programNumber < $1.programNumber }) {
            if let stream = program.streams.first(where: { $0.pid == pid }) {
                return (program, stream)
            }
        }
        return nil
    }

    /// The caption services the video on `pid` declares: its own caption service descriptor in
    /// the PMT, else its program's, else the one of its channel's event on air in the ATSC
    /// program guide; nil when none has one.
    public func captionServices(ofPID pid: Int) -> CaptionServiceDescriptor? {
        guard let (program, stream) = stream(onPID: pid) else { return nil }
        let descriptor =
            stream.descriptors.first { $0.tag == CaptionServiceDescriptor.tag }
            ?? program.descriptors.first { $0.tag == CaptionServiceDescriptor.tag }
        return descriptor.map { CaptionServiceDescriptor(body: $0.body) }
            ?? guide.captionServices(ofProgram: program.programNumber)
    }
}
