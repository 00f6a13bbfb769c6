/// Why a Matroska file's blocks are not read by the block scan, leaving the work to FFmpeg's
/// demuxer: a layout the scan does not follow exactly as FFmpeg would, or a file that is not
/// whole.
public struct MatroskaScanRefusal: Error, Equatable {
    /// What the scan met, in words for tests and debugging.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
