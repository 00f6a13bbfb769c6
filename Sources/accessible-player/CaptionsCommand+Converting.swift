import PlayerCaptions
import PlayerCore
import PlayerMedia

extension CaptionsCommand {
    /// Writes the cues of a caption file given alone (SubRip, WebVTT, SSA / ASS, TTML, EBU STL, with
    /// no `--track` or `--sub-file`) as each is read, without holding them: a
    /// ``PlayerCaptions/CueDocumentWriter`` keeps only their written text, so that a 500,000-cue
    /// file is converted in about its own size of memory. What is written, and every error and
    /// warning, is what the track read through its source gives; nil when `options` ask for
    /// more than that file, for the source to answer.
    static func convertAlone(_ options: Options, to format: CueFormat) throws -> ExitCode? {
        let path = options.media.path
        guard !path.contains("://"), options.track == nil, options.media.subtitleFiles.isEmpty,
            let fileFormat = SidecarFormat(fileExtension: LocalFile.fileExtension(of: path))
        else { return nil }
        switch fileFormat {
        case .subRip, .webVTT, .ass, .ssa, .ttml, .ebuSTL: break
        // A SAMI file may hold a track per language, for the source to choose among.
        case .sami, .scc, .vobSub, .pgs: return nil
        }
        let reading: CaptionFileReading?
        var writer: CueDocumentWriter
        do {
            // A file past the limit is refused when read: room for no more than that.
            let size = min(try LocalFile.checkReadable(path), LocalFile.Kind.caption.byteLimit)
            writer = CueDocumentWriter(format: format, expectedFileSize: Int(size))
            reading = try CaptionFileReading(path: path, format: fileFormat) { cue, _, rank in
                writer.add(cue, rank: rank)
            }
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        guard let reading else { return nil }
        var output = StandardOutputBuffer()
        writer.write(to: &output)
        output.flush()
        MediaOpening.reportWarnings(reading.warnings)
        return .success
    }
}
