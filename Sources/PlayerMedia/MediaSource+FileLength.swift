import PlayerCaptions
import PlayerCore

extension MediaSource {
    /// Warns when a local Matroska file ends before its segment says it does: a download or
    /// copy cut off, whose tracks are listed but whose end is missing.
    func warnIfCutOff(_ input: DemuxerInput) {
        guard let (reader, head) = input.matroskaSegmentHead(), head.isCutOff else { return }
        warnings.append(
            MediaWarning(
                message:
                    "\(input.path): the file ends early (damaged or truncated): its segment "
                    + "runs to byte \(head.statedSegmentEnd), the file has \(reader.size) bytes"))
    }
}
