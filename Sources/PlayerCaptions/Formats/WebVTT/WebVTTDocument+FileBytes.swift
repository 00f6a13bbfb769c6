extension WebVTTDocument {
    /// Reads a WebVTT file's bytes as the player reads a caption file: UTF-8 where the bytes
    /// are (no decoded copy of the file is made), any other encoding ``DecodedText`` knows
    /// decoded first.
    public init(parsingFileBytes bytes: [UInt8]) {
        var kept: [WebVTTCue] = []
        self = Self.read(fileBytes: bytes, handingCuesTo: { kept.append($0) }).document
        cues = kept
    }

    /// ``init(parsingFileBytes:)`` handing each cue to `take` as it is read (``cues`` stays
    /// empty), with how decoding the bytes went; the bytes are given up once decoded.
    static func read(fileBytes bytes: consuming [UInt8], handingCuesTo take: (WebVTTCue) -> Void)
        -> (document: WebVTTDocument, warning: TextDecodingWarning?)
    {
        if let utf8 = DecodedText.utf8Text(ofSubtitleBytes: bytes) {
            return (WebVTTDocument(parsingUTF8: utf8, handingCuesTo: take), nil)
        }
        let decoded = DecodedText(subtitleBytes: consume bytes)
        return (WebVTTDocument(parsing: decoded.text, handingCuesTo: take), decoded.warning)
    }
}
