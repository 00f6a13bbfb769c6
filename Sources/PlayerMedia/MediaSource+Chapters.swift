internal import CFFmpeg
public import PlayerCore

extension MediaSource {
    /// The main container's chapters (Matroska `Chapters`, MP4 chapter lists) as FFmpeg's
    /// demuxer reads them into `AVFormatContext.chapters`, in order of start, on the source's
    /// timeline; empty for caption files, once closed, and for containers without chapters.
    public var chapters: [MediaChapter] {
        guard let input = inputs.first, input.path == path, let context = input.context,
            let list = context.pointee.chapters
        else { return [] }
        let start = input.startMicroseconds
        let chapters = UnsafeBufferPointer(start: list, count: Int(context.pointee.nb_chapters))
            .compactMap { pointer -> MediaChapter? in
                guard let chapter = pointer?.pointee else { return nil }
                let base = chapter.time_base
                let begin = av_rescale_q(chapter.start, base, cffmpeg_time_base_q()) - start
                let end = av_rescale_q(chapter.end, base, cffmpeg_time_base_q()) - start
                return MediaChapter(
                    start: MediaTime(microseconds: max(0, begin)),
                    end: MediaTime(microseconds: max(0, end)),
                    title: StreamTrack.tag("title", in: chapter.metadata))
            }
        return chapters.sorted { $0.start < $1.start }
    }
}
