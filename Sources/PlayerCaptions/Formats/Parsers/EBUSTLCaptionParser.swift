import PlayerCore

/// EBU STL through ``EBUSTLDocument``: one track in the language the GSI block names.
struct EBUSTLCaptionParser: CaptionParser {
    var format: SidecarFormat { .ebuSTL }
    /// Not FFmpeg's "stl", which is Spruce STL.
    var formatName: String { format.codecName }

    /// Whether `bytes`, a file's first bytes, begin an EBU STL GSI block: a code page number
    /// of three digits and a disk format code `STL…`. A `.stl` file that does not is Spruce
    /// STL text.
    static func isEBUSTL(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(6))
        return head.count == 6 && head[0..<3].allSatisfy { (0x30...0x39).contains($0) }
            && head[3..<6].elementsEqual("STL".utf8)
    }

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let bytes = try input.bytes()
        let document: EBUSTLDocument
        do {
            document = try EBUSTLDocument(bytes: bytes)
        } catch {
            throw input.notInFormat(error.description)
        }
        document.cues.forEach { take($0, 0, 0) }
        return CaptionParseResult(
            tracks: [CaptionParseResult.Track(language: document.information.language)],
            skipped: document.skipped)
    }
}
