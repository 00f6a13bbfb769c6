import Foundation
import PlayerCore

/// Chooses the ``CaptionParser`` for a caption file by its extension and, where an extension
/// names more than one format, by its content: a `.stl` file is EBU STL when its first bytes
/// are a GSI block's, else Spruce STL, which is left to FFmpeg.
public struct CaptionParserFactory {
    /// The parser of SCC files, which the library that decodes CEA-608 provides.
    public var sccParser: (any CaptionParser)?

    /// A factory with the project's parsers, and `sccParser` for SCC.
    public init(sccParser: (any CaptionParser)? = nil) {
        self.sccParser = sccParser
    }

    /// The parser of the file at `path`, whose extension names `format`; nil when FFmpeg
    /// reads it (VobSub, PGS, Spruce STL, SCC without an ``sccParser``).
    public func parser(forFileAt path: String, format: SidecarFormat) -> (any CaptionParser)? {
        switch format {
        case .subRip, .webVTT: TextCaptionParser(format: format)
        case .ass, .ssa: SSACaptionParser(format: format)
        case .ttml: TTMLCaptionParser()
        case .sami: SAMICaptionParser()
        case .scc: sccParser
        case .ebuSTL:
            EBUSTLCaptionParser.isEBUSTL(Self.firstBytes(ofFileAt: path))
                ? EBUSTLCaptionParser() : nil
        case .vobSub, .pgs: nil
        }
    }

    /// The parser of the file at `path` by its extension and content; nil when its extension
    /// names no caption format or FFmpeg reads it.
    public func parser(forFileAt path: String) -> (any CaptionParser)? {
        SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)).flatMap {
            parser(forFileAt: path, format: $0)
        }
    }

    /// The file's first bytes, or none when it is not a readable regular file (whoever opens
    /// it then says why; a FIFO is not opened here, where opening it would block).
    private static func firstBytes(ofFileAt path: String) -> [UInt8] {
        guard (try? LocalFile.checkReadable(path)) != nil,
            let handle = FileHandle(forReadingAtPath: path)
        else { return [] }
        defer { try? handle.close() }
        return Array((try? handle.read(upToCount: 16)) ?? Data())
    }
}
