import PlayerCore
import Testing

/// The caption style's named settings: what a settings file may say and what it may not.
@Suite struct CaptionStyleSettingsTests {
    @Test func everyKeyTakesItsValues() throws {
        var style = CaptionStyle()
        try style.set(.size, .number(175))
        try style.set(.color, .text("Cyan"))
        try style.set(.opacity, .number(50))
        try style.set(.font, .text("cursive"))
        try style.set(.background, .text("#0A0B0C"))
        try style.set(.backgroundOpacity, .number(0))
        try style.set(.edge, .text("depressed"))
        try style.set(.window, .text("magenta"))
        try style.set(.windowOpacity, .number(100))
        try style.set(.edgeColor, .text("yellow"))
        try style.set(.edgeOpacity, .number(25))
        try style.set(.shadowColor, .text("#FF0000"))
        try style.set(.shadowOpacity, .number(75))
        try style.set(.position, .number(150))
        #expect(style.size == 175 && style.color == .cyan && style.opacity == 50)
        #expect(style.font == .cursive && style.edge == .depressed)
        #expect(style.background == CaptionColor(red: 10, green: 11, blue: 12))
        #expect(style.backgroundOpacity == 0 && style.window == .magenta)
        #expect(style.windowOpacity == 100)
        #expect(style.edgeColor == .yellow && style.edgeOpacity == 25)
        #expect(style.shadowColor == .red && style.shadowOpacity == 75)
        #expect(style.position == 150)
    }

    @Test func theJSONNamesEveryKeyAndReadsBack() throws {
        var style = CaptionStyle()
        style.size = 60
        style.background = CaptionColor(red: 1, green: 2, blue: 3)
        style.edge = .uniform
        style.shadowColor = .cyan
        style.position = 80
        #expect(
            style.json.written()
                == ##"{"size":60,"color":"white","opacity":100,"font":"standard","##
                + ##""background":"#010203","backgroundOpacity":80,"edge":"uniform","##
                + ##""window":"black","windowOpacity":0,"edgeColor":"black","edgeOpacity":100,"##
                + ##""shadowColor":"cyan","shadowOpacity":100,"position":80}"##)
        guard case .object(let members) = style.json else { return }
        var read = CaptionStyle()
        for (name, value) in members {
            let key = try #require(CaptionStyle.Key(rawValue: name))
            switch value {
            case .integer(let number): try read.set(key, .number(Double(number)))
            case .string(let text): try read.set(key, .text(text))
            default: Issue.record("\(name) is neither a number nor a string")
            }
        }
        #expect(read == style)
    }

    @Test(arguments: [
        (CaptionStyle.Key.size, CaptionStyle.SettingValue.number(49), "size: 49 is not a whole"),
        (.size, .number(201), "size: 201 is not a whole percent from 50 to 200"),
        (.opacity, .number(50.5), "opacity: 50.5 is not a whole percent from 0 to 100"),
        (.opacity, .text("half"), #"opacity: expected a number (percent), found "half""#),
        (.color, .text("#GG0000"), ##"color: "#GG0000" is not a colour"##),
        (.color, .text("#+FFFFF"), ##"color: "#+FFFFF" is not a colour"##),
        (.window, .number(3), "window: 3 is not a colour"),
        (.font, .text("Arial"), #"font: "Arial" is not one of standard, monospacedSerif"#),
        (.edge, .text("shadow"), #"edge: "shadow" is not one of none, raised"#),
        (.position, .number(151), "position: 151 is not a whole percent from 0 to 150"),
        (.edgeColor, .text("gray"), #"edgeColor: "gray" is not a colour"#),
    ])
    func aWrongValueSaysTheKeyAndWhy(
        key: CaptionStyle.Key, value: CaptionStyle.SettingValue, message: String
    ) {
        var style = CaptionStyle()
        #expect {
            try style.set(key, value)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
        #expect(style == CaptionStyle(), "a refused value changes nothing")
    }
}
