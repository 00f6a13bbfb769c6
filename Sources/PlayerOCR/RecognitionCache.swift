import Foundation
import PlayerCore

/// Recognised text kept on disk, so that reading a track's pictures again does not recognise
/// them again: one file per track content (the hash of its pictures, the language and the
/// tuning), mapping each picture's hash to what was read in it.
///
/// The folder is `$ACCESSIBLE_PLAYER_CACHE_DIR` when set, else `$XDG_CACHE_HOME/accessible-player`,
/// else `~/.cache/accessible-player`, with an `ocr` folder inside.
public struct RecognitionCache: Sendable {
    /// The folder holding the cache files.
    public var directory: URL

    /// A cache in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The cache in the user's cache folder, as `environment` names it; nil when neither the
    /// variables nor a home folder name one.
    public static func user(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RecognitionCache? {
        let base: URL
        if let configured = environment["ACCESSIBLE_PLAYER_CACHE_DIR"], !configured.isEmpty {
            base = URL(fileURLWithPath: configured)
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg).appendingPathComponent("accessible-player")
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache/accessible-player")
        } else {
            return nil
        }
        return RecognitionCache(directory: base.appendingPathComponent("ocr"))
    }

    /// What an earlier run read in the track whose content hash is `trackKey`; empty when
    /// nothing was kept or the file cannot be read.
    func readings(of trackKey: String) -> [String: BitmapReading] {
        guard let data = FileManager.default.contents(atPath: file(trackKey).path),
            let readings = try? JSONDecoder().decode([String: BitmapReading].self, from: data)
        else { return [:] }
        return readings
    }

    /// Keeps `readings` for the track `trackKey`; a cache that cannot be written is skipped
    /// (the text was recognised, only the next run pays again), and says why.
    func keep(_ readings: [String: BitmapReading], of trackKey: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            let data = try JSONEncoder().encode(readings)
            try data.write(to: file(trackKey), options: .atomic)
            return nil
        } catch {
            return
                "cannot write the recognition cache in \(directory.path): \(error.localizedDescription)"
        }
    }

    private func file(_ trackKey: String) -> URL {
        directory.appendingPathComponent(trackKey + ".json")
    }
}

/// A 64-bit FNV-1a hash, as hex: the cache's content keys.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { add($0) }
    }

    mutating func add(_ text: String) {
        add(text.utf8)
        add(0)
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension CueBitmap {
    /// The hash of the picture's pixels and colours, read with `dataName` under `tuning`.
    func contentKey(dataName: String, tuning: RecognitionTuning) -> String {
        var hash = ContentHash()
        hash.add(dataName)
        hash.add("\(tuning)")
        for object in objects {
            hash.add(object.x)
            hash.add(object.y)
            hash.add(object.width)
            hash.add(object.height)
            hash.add(object.indices)
            for color in object.palette {
                hash.add([color.red, color.green, color.blue, color.alpha])
            }
        }
        return hash.hex
    }
}
