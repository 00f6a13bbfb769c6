import PlayerCore

/// What a paragraph holds once its timing is resolved: each piece of text or line break with
/// when it is active, and the style each element on the way to it specifies, with the `<set>`
/// animations that change that style for a while; so that what the paragraph shows can be
/// worked out at any instant.
struct TTMLParagraphContent {
    /// The style one element of the paragraph (the `p`, a `span`, a `br`) specifies, and the
    /// `<set>` children that override it while each is active.
    struct Level {
        var specified: TTMLStyleProperties
        var animations: [(interval: TTMLInterval, properties: TTMLStyleProperties)] = []
    }

    /// Text or a line break, active over `interval`, inside the elements `levels` names (the
    /// paragraph first, the innermost last).
    struct Piece {
        enum Content {
            case text(String, preservesSpace: Bool)
            case lineBreak
        }

        var content: Content
        var interval: TTMLInterval
        var levels: [Int]
    }

    /// Every element's style, by the index pieces refer to it with.
    var levels: [Level] = []
    /// The pieces in document order.
    var pieces: [Piece] = []
    /// The paragraph's own context, nil when it is never active.
    var paragraph: TTMLContext?

    /// The instants at which what the paragraph shows may change: where a piece or an
    /// animation begins or ends.
    var instants: Set<MediaTime> {
        var instants: Set<MediaTime> = []
        func add(_ interval: TTMLInterval) {
            instants.insert(interval.begin)
            if let end = interval.end { instants.insert(end) }
        }
        for piece in pieces { add(piece.interval) }
        for level in levels { level.animations.forEach { add($0.interval) } }
        return instants
    }

    /// The properties the paragraph itself has at `time`: what it specifies, with its
    /// animations active then.
    func paragraphProperties(at time: MediaTime) -> TTMLStyleProperties {
        levels[0].animations.reduce(levels[0].specified) { properties, animation in
            animation.interval.contains(time)
                ? properties.overlaid(by: animation.properties) : properties
        }
    }

    /// The pieces showing at `time`, styled from `base` (what the region and the containers
    /// give) through each element's style and the animations active then; a piece inside an
    /// element not displayed (`tts:display="none"`), or invisible (`tts:visibility="hidden"`),
    /// is left out.
    func pieces(at time: MediaTime, base: TTMLStyleProperties) -> [TTMLTextPiece] {
        pieces.compactMap { piece in
            guard piece.interval.contains(time) else { return nil }
            var style = base
            for index in piece.levels {
                var properties = levels[index].specified
                for animation in levels[index].animations where animation.interval.contains(time) {
                    properties = properties.overlaid(by: animation.properties)
                }
                if properties.hidden == true { return nil }
                style = style.overlaid(by: properties.inherited)
            }
            if style.invisible == true { return nil }
            switch piece.content {
            case .lineBreak:
                return TTMLTextPiece(content: .lineBreak)
            case .text(let text, let preservesSpace):
                return TTMLTextPiece(
                    content: .text(
                        text, style: style.textStyle, color: style.color,
                        preservesSpace: preservesSpace))
            }
        }
    }
}
