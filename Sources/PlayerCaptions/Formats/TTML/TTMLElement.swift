/// One element of a parsed TTML document, with its attributes and content in document order.
struct TTMLElement {
    /// What a piece of element content is.
    enum Child {
        /// A nested element.
        case element(TTMLElement)
        /// Character data, entities already replaced.
        case text(String)
    }

    /// The element's name.
    var name: TTMLName
    /// The attributes by resolved name.
    var attributes: TTMLAttributes
    /// The content, in document order.
    var children: [Child] = []
    /// The line of the element's start tag, counting from 1 (0 when unknown).
    var line = 0

    /// The value of the attribute `localName` in `namespace`, if present.
    subscript(_ namespace: TTMLNamespace, _ localName: String) -> String? {
        attributes[TTMLName(namespace, localName)]
    }

    /// The element children, without text.
    var childElements: [TTMLElement] {
        children.compactMap { child in
            if case .element(let element) = child { element } else { nil }
        }
    }

    /// The first element child named `localName` in the timed-text vocabulary.
    func firstChild(_ localName: String) -> TTMLElement? {
        childElements.first { $0.name == TTMLName(.timedText, localName) }
    }

    /// Whether the element is the timed-text element `localName`.
    func isTimedText(_ localName: String) -> Bool {
        name == TTMLName(.timedText, localName)
    }

    /// The character data of the element and its descendants, concatenated.
    var textContent: String {
        children.map { child in
            switch child {
            case .element(let element): element.textContent
            case .text(let text): text
            }
        }.joined()
    }
}
