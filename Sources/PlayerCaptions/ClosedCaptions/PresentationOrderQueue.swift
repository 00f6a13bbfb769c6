/// Puts the caption data of video packets, which arrive in decode order, back into
/// presentation order, as a decoder would output the pictures.
///
/// A packet's caption data is released once no later packet can present before it: every
/// later packet has a decode time at or after the newest one seen, and its presentation time
/// is at or after its decode time. Without decode times, at most `depth` packets wait.
public struct PresentationOrderQueue {
    /// The caption data of one picture and when it is shown, in microseconds.
    public struct Entry: Equatable {
        /// When the picture is shown, in microseconds.
        public var time: Int64
        /// The picture's `cc_data` triplets.
        public var triplets: [UInt8]
    }

    /// How many entries may wait when packets carry no decode time.
    let depth: Int
    /// Waiting entries, sorted by time.
    private var waiting: [Entry] = []

    /// A queue that holds at most `depth` entries when decode times are missing.
    public init(depth: Int = 16) {
        self.depth = depth
    }

    /// Adds a picture shown at `time` and decoded at `decodeTime` (nil when unknown); returns
    /// the entries that are now certain to come first, in presentation order.
    public mutating func add(
        time: Int64, decodeTime: Int64?, triplets: [UInt8]
    ) -> [Entry] {
        let position = waiting.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
        waiting.insert(Entry(time: time, triplets: triplets), at: position)
        let ready: Int
        if let decodeTime {
            ready = waiting.firstIndex { $0.time > decodeTime } ?? waiting.count
        } else {
            ready = max(waiting.count - depth, 0)
        }
        defer { waiting.removeFirst(ready) }
        return Array(waiting[..<ready])
    }

    /// Every waiting entry, at the end of the stream.
    public mutating func drain() -> [Entry] {
        defer { waiting.removeAll() }
        return waiting
    }

    /// Forgets every waiting entry (after a seek).
    public mutating func reset() {
        waiting.removeAll()
    }
}
