internal import CFFmpeg
internal import PlayerCore

extension DemuxerInput {
    /// Title, show and air date from the container's metadata tags.
    var titleMetadata: TitleMetadata {
        let tags = context?.pointee.metadata
        return TitleMetadata(
            title: StreamTrack.tag("title", in: tags),
            show: StreamTrack.tag("show", in: tags),
            airDate: StreamTrack.tag("date", in: tags))
    }

    /// The container's chapters (Matroska `Chapters`, MP4 chapter lists) as FFmpeg's demuxer
    /// reads them into `AVFormatContext.chapters`, in order of start, on the input's
    /// timeline; empty once closed, and for containers without chapters.
    var chapters: [MediaChapter] {
        guard let context, let list = context.pointee.chapters else { return [] }
        let start = startMicroseconds
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
