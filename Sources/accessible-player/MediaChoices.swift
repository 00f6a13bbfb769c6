/// How a media command opens its FILE: the caption files added (`--sub-file`), whether
/// caption files beside it are looked for (`--no-sidecars`), whether picture captions are read
/// as text (`--no-ocr`, for the commands that take it).
struct MediaChoices {
    /// The media file: the first operand.
    var path: String
    /// The caption files `--sub-file` names, in order.
    var subtitleFiles: [String]
    /// Whether caption files beside FILE become tracks.
    var discoversSidecars: Bool
    /// Whether picture captions (PGS, VobSub, DVB) are read as text.
    var recognizesPictures: Bool

    /// The choices in `arguments`; `noOCR` is the command's `--no-ocr`, nil for a command
    /// that always reads picture captions as text.
    init(_ arguments: CommandLineArguments, noOCR: CommandSwitch? = nil) {
        path = arguments.operands.first ?? ""
        subtitleFiles = arguments.all(SharedOption.subFile)
        discoversSidecars = !arguments[SharedOption.noSidecars]
        recognizesPictures = !(noOCR.map { arguments[$0] } ?? false)
    }
}
