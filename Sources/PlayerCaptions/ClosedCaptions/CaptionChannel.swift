/// One of the four CEA-608 caption channels: CC1 and CC2 share field 1, CC3 and CC4 field 2;
/// within a field, the channel bit of the control codes tells them apart.
public enum CaptionChannel: Int, CaseIterable, Comparable, Hashable {
    case cc1 = 1
    case cc2 = 2
    case cc3 = 3
    case cc4 = 4

    /// The `cc_type` of the triplets that carry it: 0 for field 1, 1 for field 2.
    var field: UInt8 {
        self == .cc1 || self == .cc2 ? 0 : 1
    }

    /// Whether it is the second channel of its field (control codes with bit 3 of the first
    /// byte set).
    var isSecondOfField: Bool {
        self == .cc2 || self == .cc4
    }

    /// The channel of `field` that control codes with or without the channel bit address.
    init(field: UInt8, secondChannel: Bool) {
        switch (field, secondChannel) {
        case (0, false): self = .cc1
        case (0, true): self = .cc2
        case (_, false): self = .cc3
        default: self = .cc4
        }
    }

    /// Its usual name, "CC1" … "CC4".
    public var name: String {
        "CC\(rawValue)"
    }

    /// The channel an HLS `INSTREAM-ID` ("CC1" … "CC4") names; nil for anything else.
    public init?(instreamID: String) {
        guard let channel = Self.allCases.first(where: { $0.name == instreamID.uppercased() })
        else { return nil }
        self = channel
    }

    /// Orders the channels by number, CC1 first.
    public static func < (left: CaptionChannel, right: CaptionChannel) -> Bool {
        left.rawValue < right.rawValue
    }
}
