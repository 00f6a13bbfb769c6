/// The vocabularies a TTML document mixes, told apart by namespace URI.
enum TTMLNamespace: Hashable {
    /// Elements (`tt`, `body`, `p` …) and unprefixed attributes (`begin`, `style` …).
    case timedText
    /// `ttp:` document parameters: frame rate, tick rate, time base.
    case parameter
    /// `tts:` style properties.
    case styling
    /// `ttm:` metadata: agents, roles, titles.
    case metadata
    /// `xml:` attributes: `xml:id`, `xml:space`, `xml:lang`.
    case xml
    /// `tta:` audio style: gain, pan, speech (`tta:speak`).
    case audio
    /// `daptm:` metadata of W3C DAPT scripts: what a script represents, its type.
    case daptMetadata
    /// Any other vocabulary, such as a vendor extension.
    case other

    /// The vocabulary of `uri`, accepting the TTML 1 and 2 URIs and the 2006 drafts' ones that
    /// older files still carry (`http://www.w3.org/2006/10/ttaf1#style`).
    init(uri: String) {
        let (base, fragment) = Self.split(uri)
        let isTimedTextBase =
            base == "http://www.w3.org/ns/ttml" || base == "http://www.w3.org/2006/10/ttaf1"
            || base == "http://www.w3.org/2006/04/ttaf1"
        switch (isTimedTextBase, fragment) {
        case (true, ""): self = .timedText
        case (true, "parameter"): self = .parameter
        case (true, "styling"), (true, "style"): self = .styling
        case (true, "metadata"): self = .metadata
        case (true, "audio"): self = .audio
        case _ where uri == "http://www.w3.org/XML/1998/namespace": self = .xml
        case _ where uri == "http://www.w3.org/ns/ttml/profile/dapt#metadata":
            self = .daptMetadata
        default: self = .other
        }
    }

    private static func split(_ uri: String) -> (base: Substring, fragment: Substring) {
        guard let hash = uri.firstIndex(of: "#") else { return (uri[...], "") }
        return (uri[..<hash], uri[uri.index(after: hash)...])
    }
}

/// An element or attribute name with its prefix resolved to a vocabulary.
struct TTMLName: Hashable {
    /// The vocabulary the name belongs to.
    var namespace: TTMLNamespace
    /// The name without its prefix.
    var localName: String

    init(_ namespace: TTMLNamespace, _ localName: String) {
        self.namespace = namespace
        self.localName = localName
    }
}
