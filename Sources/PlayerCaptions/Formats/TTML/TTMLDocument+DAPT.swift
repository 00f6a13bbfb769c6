import PlayerCore

extension TTMLDocument {
    /// The content descriptors W3C DAPT's `daptm:scriptRepresents` lists on `tt` (DAPT's
    /// "Script Represents" property: what of the programme the script stands for), in order;
    /// empty for a document that is not a DAPT script.
    static func scriptRepresents(of tt: TTMLElement) -> [String] {
        (tt[.daptMetadata, "scriptRepresents"] ?? "").split(whereSeparator: \.isWhitespace)
            .map(String.init)
    }

    /// The flags of a DAPT script representing `descriptors`:
    /// ``PlayerCore/TrackFlags/descriptions`` when one is of what is seen (`visual`,
    /// `visual.nonText`, `visual.text` …), which makes it an audio description script (DAPT's
    /// own example of one represents "visual.nonText visual.text visual.dialogue"); none for a
    /// dubbing script or transcript (`audio.dialogue`) or a document that is not DAPT.
    public static func daptFlags(representing descriptors: [String]) -> TrackFlags {
        let describesPicture = descriptors.contains { $0 == "visual" || $0.hasPrefix("visual.") }
        return describesPicture ? .descriptions : []
    }
}
