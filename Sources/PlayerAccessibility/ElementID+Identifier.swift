import PlayerCore

extension ElementID {
    /// The element an identifier names, as ``identifier`` writes it: a control ("playPause"),
    /// a panel's header ("closedCaptions"), a panel's option ("closedCaptions.0"), or its Close
    /// or Back element ("closedCaptions.close"); nil for anything else, a skin image's name
    /// among them (only the skin knows its images).
    ///
    /// ```swift
    /// ElementID(identifier: "volumeLevel")        // .control(.volumeLevel)
    /// ElementID(identifier: "audio.1")            // .option(.audio, index: 1)
    /// ```
    public init?(identifier: String) {
        if let control = Control.allCases.first(where: { $0.identifier == identifier }) {
            self = .control(control)
        } else if let panel = Panel(rawValue: identifier) {
            self = .panelHeader(panel)
        } else if let dot = identifier.lastIndex(of: "."),
            let panel = Panel(rawValue: String(identifier[..<dot])),
            identifier[identifier.index(after: dot)...] == Self.panelExitSuffix
        {
            self = .panelExit(panel)
        } else if let dot = identifier.lastIndex(of: "."),
            let panel = Panel(rawValue: String(identifier[..<dot])),
            let index = Int(identifier[identifier.index(after: dot)...]), index >= 0
        {
            self = .option(panel, index: index)
        } else {
            return nil
        }
    }
}

extension ElementID {
    /// Whether this is one of `panel`'s options.
    func isOption(of panel: Panel) -> Bool {
        guard case .option(let owner, _) = self else { return false }
        return owner == panel
    }
}
