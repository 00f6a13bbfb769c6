import CLibass
import PlayerCaptions
import PlayerCore

extension LibassRenderer {
    /// Draws an SSA or ASS track with its own styles as it is at `time` over `picture`:
    /// libass reads a caption file's script whole, or a contained track's header as codec
    /// private data and its events as chunks, as FFmpeg's `subtitles` filter gives them.
    func draw(_ script: ASSTrackScript, at time: MediaTime, onto picture: inout RGBPicture)
        throws(SnapshotError) -> [FontChoice]
    {
        try render(atMilliseconds: time.microseconds / 1000, onto: &picture) {
            functions, library in
            switch script {
            case .file(let text):
                var bytes = Array(text.utf8CString)
                return bytes.withUnsafeMutableBufferPointer { buffer in
                    functions.ass_read_memory(library, buffer.baseAddress, buffer.count - 1, nil)
                }
            case .packets(let header, let events):
                guard let track = functions.ass_new_track(library) else { return nil }
                var headerBytes = Array(header.utf8CString)
                headerBytes.withUnsafeMutableBufferPointer { buffer in
                    functions.ass_process_codec_private(
                        track, buffer.baseAddress, Int32(buffer.count - 1))
                }
                for event in events where event.start <= time && time < event.start + event.duration
                {
                    var line = Array(event.line.utf8CString)
                    line.withUnsafeMutableBufferPointer { buffer in
                        functions.ass_process_chunk(
                            track, buffer.baseAddress, Int32(buffer.count - 1),
                            event.start.microseconds / 1000, event.duration.microseconds / 1000)
                    }
                }
                return track
            }
        }
    }
}
