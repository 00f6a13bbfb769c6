/// How captions are drawn: every setting 47 CFR 79.103(c) requires a player to let a viewer
/// choose, each with the value it opens with.
///
/// The defaults draw WebVTT's own look (white text on a black box at 80 %, no window):
///
/// ```swift
/// var style = CaptionStyle()
/// style.size = 200                        // percent of the default text height
/// style.color = .yellow
/// style.edge = .dropShadow
/// style.backgroundOpacity = 50
/// style.isDefault                         // false
/// ```
public struct CaptionStyle: Hashable, Sendable {
    /// The sizes a viewer may choose, in percent of the default text height.
    public static let sizeRange = 50...200
    /// The opacities a viewer may choose, in percent.
    public static let opacityRange = 0...100
    /// The caption positions a viewer may choose (mpv's `sub-pos` range).
    public static let positionRange = 0...150

    /// The text height, in percent of the default (``sizeRange``).
    public var size = 100
    /// The colour of the characters.
    public var color = CaptionColor.white
    /// The characters' opacity, in percent.
    public var opacity = 100
    /// The font family.
    public var font = CaptionFont.standard
    /// The colour of the box behind each line of text.
    public var background = CaptionColor.black
    /// The background box's opacity, in percent (0: no box).
    public var backgroundOpacity = 80
    /// What is drawn around the characters' edges.
    public var edge = CaptionEdge.none
    /// The colour of the caption window, the area behind the whole caption.
    public var window = CaptionColor.black
    /// The window's opacity, in percent (0: no window).
    public var windowOpacity = 0
    /// The colour of the uniform edge's outline (mpv's `sub-border-color`).
    public var edgeColor = CaptionColor.black
    /// The outline's opacity, in percent of the characters' own.
    public var edgeOpacity = 100
    /// The colour of the drop shadow (mpv's `sub-shadow-color`).
    public var shadowColor = CaptionColor.black
    /// The drop shadow's opacity, in percent of the characters' own.
    public var shadowOpacity = 100
    /// Where captions on the bottom line sit (mpv's `sub-pos`, ``positionRange``): 100 is
    /// the usual bottom line, each percent less moves them up by a percent of the height,
    /// more moves them down as far as the picture's bottom edge.
    public var position = 100

    /// The default style: medium white text on WebVTT's translucent black box.
    public init() {}

    /// Whether every setting is its default.
    public var isDefault: Bool { self == CaptionStyle() }
}

/// A caption colour: one of the eight colours the FCC's rules and CEA-708 name, or any
/// other red, green and blue (a settings file's `#RRGGBB`).
public struct CaptionColor: Hashable, Sendable {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// The colour of these components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// White.
    public static let white = CaptionColor(red: 255, green: 255, blue: 255)
    /// Yellow.
    public static let yellow = CaptionColor(red: 255, green: 255, blue: 0)
    /// Cyan.
    public static let cyan = CaptionColor(red: 0, green: 255, blue: 255)
    /// Green.
    public static let green = CaptionColor(red: 0, green: 255, blue: 0)
    /// Blue.
    public static let blue = CaptionColor(red: 0, green: 0, blue: 255)
    /// Red.
    public static let red = CaptionColor(red: 255, green: 0, blue: 0)
    /// Magenta.
    public static let magenta = CaptionColor(red: 255, green: 0, blue: 255)
    /// Black.
    public static let black = CaptionColor(red: 0, green: 0, blue: 0)

    /// The eight named colours with their names, in the order a viewer steps through them.
    public static let named: [(name: String, color: CaptionColor)] = [
        ("white", .white), ("yellow", .yellow), ("cyan", .cyan), ("green", .green),
        ("blue", .blue), ("red", .red), ("magenta", .magenta), ("black", .black),
    ]

    /// The colour's name when it is one of the eight ("yellow"), else nil.
    public var name: String? {
        Self.named.first { $0.color == self }?.name
    }

    /// `#RRGGBB`.
    public var hexText: String {
        "#" + red.hexDigits + green.hexDigits + blue.hexDigits
    }

    /// The name of a named colour, else `#RRGGBB`: what a settings file and the log write.
    public var text: String { name ?? hexText }

    /// The next named colour (`forward`) or the one before, staying at the ends; a colour
    /// that is not named steps to the first.
    public func stepped(forward: Bool) -> CaptionColor {
        guard let index = Self.named.firstIndex(where: { $0.color == self }) else {
            return Self.named[0].color
        }
        let next = min(max(index + (forward ? 1 : -1), 0), Self.named.count - 1)
        return Self.named[next].color
    }
}

/// The caption font families: the player's own and the seven CEA-708 and the FCC's rules
/// name.
public enum CaptionFont: Int, Hashable, Sendable, CaseIterable {
    /// The player's own choice: a sans-serif that has the captions' writing system.
    case standard
    /// Monospaced with serifs (as Courier).
    case monospacedSerif
    /// Proportional with serifs (as Times).
    case proportionalSerif
    /// Monospaced without serifs.
    case monospacedSansSerif
    /// Proportional without serifs (as Helvetica).
    case proportionalSansSerif
    /// Casual, handwriting-like.
    case casual
    /// Cursive, joined script.
    case cursive
    /// Small capitals: lowercase drawn as smaller capitals.
    case smallCapitals
}

/// What is drawn around caption characters' edges to set them off from the picture.
public enum CaptionEdge: Int, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// Lit from the top left: light above and left, dark below and right.
    case raised
    /// Pressed in: dark above and left, light below and right.
    case depressed
    /// A dark outline all round.
    case uniform
    /// A dark shadow below and right.
    case dropShadow
}

extension CaseIterable {
    /// The case's name as the log and the settings file write it ("dropShadow").
    public var name: String { String(describing: self) }
}
