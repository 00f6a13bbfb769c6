import PlayerCore

/// Decodes the CEA-708 (DTVCC) captions in ATSC A/53 `cc_data`, every caption service apart,
/// into cues; no FFmpeg involved.
///
/// The DTVCC pairs of the triplets (`cc_type` 2 and 3) are gathered into caption channel
/// packets (CTA-708-E §5, ``DTVCCPacketAssembler``), each packet split into service blocks
/// (§6.2, ``DTVCCServiceBlock``), each block read as commands and characters (§7,
/// ``CEA708CommandReader``), and each command carried out by its service (§8,
/// ``CEA708Service``), which says when a cue leaves the screen. A command takes effect at the
/// time of the `cc_data` pair that carried its first byte. Packets' sequence numbers are not
/// checked: a gap means a packet was lost, and throwing the windows away then (as Media3 does)
/// would lose captions the viewer is reading; the PBS capture in the corpus even repeats a
/// packet under one number. CEA-608 pairs (`cc_type` 0 and 1) are left to the CEA-608 path.
///
/// Feed the triplets of each picture in presentation order:
///
/// ```swift
/// var decoder = CEA708Decoder()
/// // DF0: a visible window 0, one row of 32 columns; "Hi"; then DLW deletes it at 2 s.
/// let define: [UInt8] = [
///     0xFF, 0x06, 0x29,  // packet start: 11 bytes; a block of 9 for service 1
///     0xFE, 0x98, 0x20, 0xFE, 0x00, 0x00, 0xFE, 0x00, 0x1F, 0xFE, 0x00, 0x48,  // DF0 …, "H"
///     0xFE, 0x69, 0x00,  // "i", a null block header
/// ]
/// decoder.decode(define, at: .seconds(1))                                 // []
/// decoder.decode([0xFF, 0x42, 0x22, 0xFE, 0x8C, 0x01], at: .seconds(2))
/// // → [Caption(serviceNumber: 1, cue: Cue(start: 1 s, end: 2 s, text: "Hi"))]
/// ```
public struct CEA708Decoder: Sendable {
    /// A cue of one caption service.
    public struct Caption: Equatable, Sendable {
        /// The service the cue belongs to (1–63).
        public var serviceNumber: Int
        /// The cue.
        public var cue: Cue
    }

    /// The services decoded; nil for every one.
    public let selection: Set<Int>?
    /// How each service's P16 characters are read; a service not named reads them
    /// ``CEA708TextEncoding/automatic``.
    public let encodings: [Int: CEA708TextEncoding]
    private var assembler = DTVCCPacketAssembler()
    private var services: [Int: CEA708Service] = [:]

    /// A decoder of the services in `selection` (all when nil), their P16 characters read as
    /// `encodings` says.
    public init(services selection: Set<Int>? = nil, encodings: [Int: CEA708TextEncoding] = [:]) {
        self.selection = selection
        self.encodings = encodings
    }

    /// The services that have written a character that shows, in order.
    public var servicesWithText: [Int] {
        services.values.filter(\.hasWrittenText).map(\.number).sorted()
    }

    /// The cues that leave the screen as the triplets of one picture, shown at `time`, are
    /// read.
    public mutating func decode(_ triplets: [UInt8], at time: MediaTime) -> [Caption] {
        var captions: [Caption] = []
        for number in services.keys.sorted() {
            captions += services[number]!.advance(to: time).map {
                Caption(serviceNumber: number, cue: $0)
            }
        }
        for packet in assembler.add(triplets, at: time) {
            captions += read(packet)
        }
        return captions
    }

    /// The cues that leave the screen when the input ends: a packet still being filled is
    /// read, and commands that a delay holds are carried out.
    public mutating func finish() -> [Caption] {
        var captions: [Caption] = []
        if let cutShort = assembler.finish() {
            captions += read(cutShort)
        }
        for number in services.keys.sorted() {
            captions += services[number]!.finish().map { Caption(serviceNumber: number, cue: $0) }
        }
        return captions
    }

    /// The cue each service shows now, its end still unknown (set to its start).
    public var captionsOnScreen: [Caption] {
        services.keys.sorted().compactMap { number in
            services[number]!.cueOnScreen.map { Caption(serviceNumber: number, cue: $0) }
        }
    }

    /// The eight windows of service `number` as they stand (nil for one not defined): their
    /// definitions (anchor, size, priority), attributes, pen and text.
    func windows(ofService number: Int) -> [CEA708Window?] {
        services[number]?.windows ?? Array(repeating: nil, count: 8)
    }

    /// Forgets every packet, window and cue (after a seek).
    public mutating func reset() {
        assembler.reset()
        services = [:]
    }

    /// Carries out the commands of one packet's service blocks.
    private mutating func read(_ packet: DTVCCPacket) -> [Caption] {
        var captions: [Caption] = []
        for block in DTVCCServiceBlock.blocks(in: packet.data)
        where block.serviceNumber > 0 && selection?.contains(block.serviceNumber) ?? true {
            let number = block.serviceNumber
            if services[number] == nil {
                services[number] = CEA708Service(
                    number: number, encoding: encodings[number] ?? .automatic)
            }
            var reader = CEA708CommandReader(packet.data, range: block.range)
            while let (command, offset) = reader.next() {
                captions += services[number]!.receive(command, at: packet.times[offset]).map {
                    Caption(serviceNumber: number, cue: $0)
                }
            }
        }
        return captions
    }
}
