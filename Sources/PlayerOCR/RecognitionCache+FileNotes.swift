import Foundation
import PlayerCore

extension RecognitionCache {
    /// The name under which the cache notes that every picture of `file`'s `track`, read with
    /// `dataName` under `tuning`, is kept: the file's path, size and modification time (a
    /// changed file is another), the track, the data and the tuning; nil when the file cannot
    /// be examined.
    static func fileNoteKey(
        file: String, track: TrackID, dataName: String, tuning: RecognitionTuning
    ) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
            let size = attributes[.size] as? Int,
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        var hash = ContentHash()
        hash.add(file)
        hash.add(size)
        hash.add(Int(modified.timeIntervalSince1970 * 1_000_000))
        hash.add(track.rawValue)
        hash.add(dataName)
        hash.add("\(tuning)")
        return hash.hex
    }

    /// Notes that the readings of every picture of the file track `noteKey` names are kept
    /// under `trackKey`; a note that cannot be written is skipped (the next run only starts
    /// Tesseract while it reads the track, as without it).
    func noteComplete(_ noteKey: String, trackKey: String) {
        try? Data(trackKey.utf8).write(to: note(noteKey), options: .atomic)
    }

    /// Whether the file track `noteKey` names was noted complete and its readings are still
    /// kept: then reading it again needs no Tesseract.
    func isComplete(_ noteKey: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: note(noteKey).path) else {
            return false
        }
        return !readings(of: String(decoding: data, as: UTF8.self)).isEmpty
    }

    private func note(_ noteKey: String) -> URL {
        directory.appendingPathComponent(noteKey + ".track")
    }
}
