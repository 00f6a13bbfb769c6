/// The Matroska element IDs the block scan, the cue index and the track languages and flags read (marker bits kept, as the
/// specification writes them).
enum MatroskaElementID {
    static let ebmlHeader: UInt32 = 0x1A45_DFA3
    static let segment: UInt32 = 0x1853_8067
    static let void: UInt32 = 0xEC
    static let seekHead: UInt32 = 0x114D_9B74
    static let seek: UInt32 = 0x4DBB
    static let seekID: UInt32 = 0x53AB
    static let seekPosition: UInt32 = 0x53AC
    static let info: UInt32 = 0x1549_A966
    static let timestampScale: UInt32 = 0x2A_D7B1
    static let muxingApp: UInt32 = 0x4D80
    static let writingApp: UInt32 = 0x5741
    static let tracks: UInt32 = 0x1654_AE6B
    static let trackEntry: UInt32 = 0xAE
    static let trackNumber: UInt32 = 0xD7
    static let trackType: UInt32 = 0x83
    static let codecID: UInt32 = 0x86
    static let contentEncodings: UInt32 = 0x6D80
    static let defaultDuration: UInt32 = 0x23_E383
    static let trackTimestampScale: UInt32 = 0x23_314F
    static let codecDelay: UInt32 = 0x56AA
    static let languageBCP47: UInt32 = 0x22_B59D
    static let flagTextDescriptions: UInt32 = 0x55AD
    static let cluster: UInt32 = 0x1F43_B675
    static let clusterTimestamp: UInt32 = 0xE7
    static let simpleBlock: UInt32 = 0xA3
    static let blockGroup: UInt32 = 0xA0
    static let block: UInt32 = 0xA1
    static let blockDuration: UInt32 = 0x9B
    static let blockAdditions: UInt32 = 0x75A1
    static let discardPadding: UInt32 = 0x75A2
    static let cues: UInt32 = 0x1C53_BB6B
    static let cuePoint: UInt32 = 0xBB
    static let cueTime: UInt32 = 0xB3
    static let cueTrackPositions: UInt32 = 0xB7
    static let cueTrack: UInt32 = 0xF7
    static let cueClusterPosition: UInt32 = 0xF1
    static let cueRelativePosition: UInt32 = 0xF0
    static let cueDuration: UInt32 = 0xB2
}
