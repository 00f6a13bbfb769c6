import Foundation
import PlayerCore

/// The viewer's caption style as a JSON file: `--caption-style FILE`, and the settings file
/// in the XDG config folder that keeps the style from one session to the next.
///
/// Both hold one object of any of the keys ``CaptionStyle/Key`` names; a key left out keeps
/// its default:
///
/// ```json
/// {"size": 150, "color": "yellow", "opacity": 100, "font": "proportionalSansSerif",
///  "background": "#202020", "backgroundOpacity": 50, "edge": "dropShadow",
///  "window": "black", "windowOpacity": 0}
/// ```
enum CaptionStyleFile {
    /// The settings file: `$XDG_CONFIG_HOME/accessible-player/caption-style.json`, with
    /// `~/.config` when XDG_CONFIG_HOME is unset, empty or not absolute (as the XDG Base
    /// Directory specification says).
    static var settingsPath: String {
        let environment = ProcessInfo.processInfo.environment
        let configured = environment["XDG_CONFIG_HOME"] ?? ""
        let folder =
            configured.hasPrefix("/")
            ? configured
            : ((environment["HOME"] ?? NSHomeDirectory()) as NSString)
                .appendingPathComponent(".config")
        return (folder as NSString).appendingPathComponent("accessible-player/caption-style.json")
    }

    /// The style a command starts with: `--caption-style FILE`'s when given, else the
    /// settings file's when there is one, else the default. A file that cannot be read or
    /// holds a wrong key or value is a usage error naming the file, the key and the cause.
    static func initial(file: String?) throws(UsageError) -> CaptionStyle {
        if let path = file {
            return try load(path)
        }
        let settings = settingsPath
        guard FileManager.default.fileExists(atPath: settings) else { return CaptionStyle() }
        return try load(settings)
    }

    /// The style in the JSON file at `path`.
    static func load(_ path: String) throws(UsageError) -> CaptionStyle {
        let name = "caption style \(TerminalText.escaped(path))"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(name): cannot read the file")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw UsageError("\(name): not valid JSON" + (detail.map { " (\($0))" } ?? ""))
        }
        guard let object = root as? [String: Any] else {
            throw UsageError("\(name): expected a JSON object of caption settings")
        }
        var style = CaptionStyle()
        let known = CaptionStyle.Key.allCases.map(\.rawValue).joined(separator: ", ")
        for (keyName, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let key = CaptionStyle.Key(rawValue: keyName) else {
                throw UsageError(
                    "\(name): unknown key \"\(TerminalText.escaped(keyName))\" (the keys are"
                        + " \(known))")
            }
            guard let setting = settingValue(value) else {
                throw UsageError("\(name): \(keyName): expected a number or a string")
            }
            do {
                try style.set(key, setting)
            } catch {
                throw UsageError("\(name): \(TerminalText.escaped(error.description))")
            }
        }
        return style
    }

    /// Writes `style` to the settings file, making its folder; throws saying why it could not.
    static func save(_ style: CaptionStyle) throws(CommandFailure) {
        let path = settingsPath
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data((style.json.written(.spaced) + "\n").utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(
                message: "caption style \(TerminalText.escaped(path)): cannot save: \(error)",
                exitCode: .failure)
        }
    }

    /// Keeps the style an interactive session ended with in the settings file when the
    /// viewer changed it (`started` is what it opened with).
    static func keep(_ ended: CaptionStyle, startedWith started: CaptionStyle)
        throws(CommandFailure)
    {
        guard ended != started else { return }
        try save(ended)
    }

    /// A JSON value as a setting's value: a number (not a boolean) or a string; nil for
    /// anything else.
    private static func settingValue(_ value: Any) -> CaptionStyle.SettingValue? {
        if let text = value as? String { return .text(text) }
        // JSON's true and false come as NSNumber too, told apart by their C type ("c").
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
            return .number(number.doubleValue)
        }
        return nil
    }
}
