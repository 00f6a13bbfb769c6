import PlayerAccessibility

/// The options several commands take, declared once with the same meaning everywhere.
extension OptionDeclaration {
    static let subFile = file(
        "--sub-file", "PATH", repeats: true,
        "Also load this caption file as a track (repeatable); one that cannot be read is an"
            + " error (exit 3).")
    static let noSidecars = flag("--no-sidecars", "Do not look for caption files beside FILE.")
    static let captions = value(
        "--captions", "auto|off|LANG|ID", words: ["auto", "off"],
        "auto (default: captions in the --locale language, SDH first, else the default track),"
            + " off, a language or a track id.")
    static let audio = value("--audio", "LANG|ID", "The audio track, by language or track id.")
    static let locale = choice(
        "--locale", PlayerLanguage.allCases.map(\.rawValue),
        "The language spoken: en (default), es, fr or de.")
    static let captionStyle = file(
        "--caption-style", "FILE",
        "Draw captions in the style this JSON file gives (keys size, color, opacity, font,"
            + " background, backgroundOpacity, edge, window, windowOpacity; see docs/cli.md);"
            + " default: the settings file $XDG_CONFIG_HOME/accessible-player/caption-style.json"
            + " (~/.config/... when unset), which play --interactive keeps the style in when it"
            + " changes.")
    static let skin = file(
        "--skin", "FILE",
        "The player skin, a JSON file: which controls, in which order, with which visible text"
            + " and labels (default: the built-in skin, Samples/skins/default.json).")
}
