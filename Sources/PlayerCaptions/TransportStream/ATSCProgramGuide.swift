/// What the ATSC program and system information (A/65 PSIP) says about the programme on air:
/// for each virtual channel, the caption services of its current event.
///
/// A/65 puts the caption service descriptor in the event information table (EIT) of each event,
/// the PMT carrying it only optionally; the EITs come on PIDs the master guide table (MGT, on
/// the base PID 0x1FFB) names, and each event is tied to a programme by its channel's
/// `source_id` in the virtual channel table (VCT). The event on air is the EIT-0 event whose
/// time span holds the system time table's (STT) time, else the earliest one listed.
struct ATSCProgramGuide {
    /// The PID of the MGT, the VCTs and the STT.
    static let basePID = 0x1FFB
    /// The MGT's `table_type` of EIT-0, the events of the current three hours.
    private static let currentEventsTableType = 0x0100

    /// One EIT event: when it runs (GPS seconds) and its caption services, if it names any.
    private struct Event {
        var start: UInt32
        var length: UInt32
        var captionServices: CaptionServiceDescriptor?
    }

    /// The PIDs carrying EIT-0, from the MGT.
    private(set) var eventPIDs: Set<Int> = []
    /// Each channel's `source_id`, by program number, from the VCT.
    private var sourceOfProgram: [Int: Int] = [:]
    /// The EIT-0 events of each `source_id`.
    private var events: [Int: [UInt32: Event]] = [:]
    /// The STT's time, GPS seconds.
    private var systemTime: UInt32?

    /// Takes in one section from the base PID or an EIT-0 PID.
    mutating func add(_ section: [UInt8], pid: Int) {
        guard section.count > 13 else { return }
        switch section[0] {
        case 0xC7 where pid == Self.basePID:
            readMasterGuide(section)
        case 0xC8, 0xC9:
            readChannels(section)
        case 0xCD where pid == Self.basePID:
            systemTime = Self.uint32(section, at: 9)
        case 0xCB where eventPIDs.contains(pid):
            readEvents(section)
        default:
            break
        }
    }

    /// The caption services the event on air of program `program` declares; nil when its
    /// channel, event or descriptor is not known.
    func captionServices(ofProgram program: Int) -> CaptionServiceDescriptor? {
        let source = sourceOfProgram[program] ?? (events.count == 1 ? events.keys.first : nil)
        guard let source, let listed = events[source]?.values, !listed.isEmpty else { return nil }
        let onAir =
            systemTime.flatMap { now in
                listed.first { $0.start <= now && now - $0.start < $0.length }
            } ?? listed.min { $0.start < $1.start }
        return onAir?.captionServices
    }

    /// MGT: table types with their PIDs; EIT-0's is kept.
    private mutating func readMasterGuide(_ section: [UInt8]) {
        let count = Int(section[9]) << 8 | Int(section[10])
        var index = 11
        for _ in 0..<count {
            guard index + 11 <= section.count - 4 else { return }
            let type = Int(section[index]) << 8 | Int(section[index + 1])
            let pid = Int(section[index + 2] & 0x1F) << 8 | Int(section[index + 3])
            if type == Self.currentEventsTableType {
                eventPIDs.insert(pid)
            }
            index += 11 + (Int(section[index + 9] & 0x0F) << 8 | Int(section[index + 10]))
        }
    }

    /// TVCT or CVCT: each channel's program number and `source_id`.
    private mutating func readChannels(_ section: [UInt8]) {
        var index = 10
        for _ in 0..<Int(section[9]) {
            guard index + 32 <= section.count - 4 else { return }
            let program = Int(section[index + 24]) << 8 | Int(section[index + 25])
            sourceOfProgram[program] = Int(section[index + 28]) << 8 | Int(section[index + 29])
            index += 32 + (Int(section[index + 30] & 0x03) << 8 | Int(section[index + 31]))
        }
    }

    /// EIT: the events of one `source_id`, each with its caption service descriptor.
    private mutating func readEvents(_ section: [UInt8]) {
        let source = Int(section[3]) << 8 | Int(section[4])
        var index = 10
        for _ in 0..<Int(section[9]) {
            guard index + 10 <= section.count - 4 else { return }
            let start = Self.uint32(section, at: index + 2)
            let length =
                UInt32(section[index + 6] & 0x0F) << 16 | UInt32(section[index + 7]) << 8
                | UInt32(section[index + 8])
            let descriptorsAt = index + 10 + Int(section[index + 9])
            guard descriptorsAt + 2 <= section.count - 4 else { return }
            let end =
                descriptorsAt + 2
                + (Int(section[descriptorsAt] & 0x0F) << 8 | Int(section[descriptorsAt + 1]))
            guard end <= section.count - 4 else { return }
            let descriptor = TransportStreamDescriptor.list(section[(descriptorsAt + 2)..<end])
                .first { $0.tag == CaptionServiceDescriptor.tag }
            events[source, default: [:]][start] = Event(
                start: start, length: length,
                captionServices: descriptor.map { CaptionServiceDescriptor(body: $0.body) })
            index = end
        }
    }

    private static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[index + $1]) }
    }
}
