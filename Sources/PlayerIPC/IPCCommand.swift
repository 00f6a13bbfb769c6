import Foundation
import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// A command the IPC runs from `{"command": [name, args…]}`: mpv's own for seeking and
/// properties, and the player's under the `ap-` prefix for screen-reader gestures and the
/// virtual clock. (`get_property`, `observe_property` and the other protocol commands are
/// handled before these, as mpv handles them.)
public enum IPCCommand: String, CaseIterable, Sendable {
    /// `seek <target> [<flags>]`: relative (default), absolute (negative counts from the
    /// end), absolute-percent or relative-percent; `keyframes` and `exact` are accepted
    /// (every seek here is exact).
    case seek
    /// `set <name> <value>`: sets a property from a string.
    case set
    /// `add <name> [<value>]`: adds to a numeric property (1 by default), clamped to its range.
    case add
    /// `multiply <name> <value>`: multiplies a numeric property.
    case multiply
    /// `cycle <name> [up|down]`: flips a flag, or moves to the next track (captions pass
    /// through "no").
    case cycle
    /// `quit [<code>]`: ends the session; the player exits with `code` (0).
    case quit
    /// `stop`: stops the file and clears the playlist; the session idles (`idle-active`) until
    /// a `loadfile` or `quit`.
    case stop
    /// `frame-step`: pauses and moves one video frame forward.
    case frameStep = "frame-step"
    /// `show-text <text> [<duration>]`: a message for the screen, announced and logged.
    case showText = "show-text"
    /// `script-message <args…>`: sends every client a `client-message` event with `args`.
    case scriptMessage = "script-message"
    /// `script-message-to <client> <args…>`: sends client `client` a `client-message` event.
    case scriptMessageTo = "script-message-to"
    /// `keypress <name>`: presses a key (mpv's key names), a `keybind` binding first, else
    /// the player's key map.
    case keypress
    /// `keybind <name> <command>`: binds a key to a command line for `keypress`.
    case keybind
    /// `loadfile <file> [replace|append|append-play]`: plays a file now, or adds it to the
    /// playlist.
    case loadfile
    /// `sub-add <file> [select|auto|cached]`: adds a caption file, as `--sub-file` does.
    case subAdd = "sub-add"
    /// `playlist-next`: plays the next playlist entry.
    case playlistNext = "playlist-next"
    /// `playlist-prev`: plays the previous playlist entry.
    case playlistPrev = "playlist-prev"
    /// `revert-seek [mark|mark-permanent]`: back to where the last seek started (or to the
    /// mark); with `mark`, marks the position for the next `revert-seek`.
    case revertSeek = "revert-seek"
    /// `frame-back-step`: pauses and moves one video frame back.
    case frameBackStep = "frame-back-step"
    /// `sub-step <skip> [primary|secondary]`: shifts `sub-delay` so that the caption `skip`
    /// cues away shows now.
    case subStep = "sub-step"
    /// `sub-seek <skip> [primary|secondary]`: seeks to the start of the caption `skip` cues
    /// away.
    case subSeek = "sub-seek"
    /// `ab-loop`: sets `ab-loop-a` at the position, then `ab-loop-b`, then clears both.
    case abLoop = "ab-loop"
    /// `cycle-values [!reverse] <name> <value> <value>…`: sets the property to the value
    /// after the one it has (the first when it has none of them).
    case cycleValues = "cycle-values"
    /// `show-progress`: announces the position, the length and the percentage.
    case showProgress = "show-progress"
    /// `expand-text <text>`: the text with its properties expanded, as the reply's data.
    case expandText = "expand-text"
    /// `print-text <text>…`: writes the expanded text to standard error (and `log-message`).
    case printText = "print-text"
    /// `sub-reload [<id>]`: reads an added caption file again.
    case subReload = "sub-reload"
    /// `sub-remove [<id>]`: removes an added caption file's track.
    case subRemove = "sub-remove"
    /// `audio-add <file> …`: refused, with the reason: the player plays the file's own audio.
    case audioAdd = "audio-add"
    /// `screenshot [subtitles|video|window]`: writes a picture named by
    /// `screenshot-template` in `screenshot-directory` (the working directory).
    case screenshot
    /// `script-binding <name>`: runs a binding a client made with `define-section`, or sends
    /// `client/name`'s client a `key-binding` message.
    case scriptBinding = "script-binding"
    /// `define-section <name> <contents> [default|force]`: key bindings, one `KEY command` a
    /// line, for `enable-section`.
    case defineSection = "define-section"
    /// `enable-section <name> [<flags>]`: `keypress` uses the section's bindings first.
    case enableSection = "enable-section"
    /// `disable-section <name>`: stops using the section's bindings.
    case disableSection = "disable-section"
    /// `playlist-move <index1> <index2>`: moves entry index1 to stand before index2.
    case playlistMove = "playlist-move"
    /// `playlist-remove <index|current>`: removes an entry (the current one: plays the next).
    case playlistRemove = "playlist-remove"
    /// `playlist-clear`: removes every entry but the one playing.
    case playlistClear = "playlist-clear"
    /// Swipe right: the next element.
    case next = "ap-next"
    /// Swipe left: the previous element.
    case previous = "ap-previous"
    /// The first element.
    case first = "ap-first"
    /// The last element.
    case last = "ap-last"
    /// Double tap: activate the focused element.
    case activate = "ap-activate"
    /// Swipe up on an adjustable element.
    case increment = "ap-increment"
    /// Swipe down on an adjustable element.
    case decrement = "ap-decrement"
    /// Two-finger scrub: close the open panel.
    case escape = "ap-escape"
    /// Two-finger double tap: play or pause.
    case magicTap = "ap-magic-tap"
    /// `ap-tap <id>`: touch element `id` ("playPause", "closedCaptions.0"), moving the
    /// cursor there.
    case tap = "ap-tap"
    /// `ap-advance <seconds>`: lets that much time pass (at once on the virtual clock).
    case advance = "ap-advance"
    /// `ap-run-until-spoken <text> [<timeout>]`: runs until the screen reader says something
    /// containing `text`.
    case runUntilSpoken = "ap-run-until-spoken"
    /// `ap-run-until-caption <text> [<timeout>]`: runs until a caption containing `text` is
    /// on screen.
    case runUntilCaption = "ap-run-until-caption"
    /// `ap-run-until-property <name> <value> [<timeout>]`: runs until the property has `value`.
    case runUntilProperty = "ap-run-until-property"
    /// `ap-run-until-end [<timeout>]`: runs until playback ends.
    case runUntilEnd = "ap-run-until-end"
    /// `screenshot-to-file <filename> [subtitles|video|window]`: writes the picture as PNG.
    case screenshotToFile = "screenshot-to-file"

    /// The arguments in order, as `command-list` lists them and named arguments name them.
    var arguments: [IPCArgument] {
        let timeout = IPCArgument("timeout", .time, optional: true)
        switch self {
        case .seek:
            return [
                IPCArgument("target", .time),
                IPCArgument(
                    "flags",
                    .flags([
                        "relative", "-", "absolute-percent", "absolute", "relative-percent",
                        "keyframes", "exact",
                    ]), optional: true),
                IPCArgument(
                    "legacy", .choice(["unused", "default-precise", "keyframes", "exact"]),
                    optional: true),
            ]
        case .set: return [IPCArgument("name", .string), IPCArgument("value", .string)]
        case .add:
            return [IPCArgument("name", .string), IPCArgument("value", .double, optional: true)]
        case .multiply: return [IPCArgument("name", .string), IPCArgument("value", .double)]
        case .cycle:
            return [
                IPCArgument("name", .string),
                IPCArgument("value", .choice(["up", "down"]), optional: true),
            ]
        case .quit: return [IPCArgument("code", .integer, optional: true)]
        case .stop: return [IPCArgument("flags", .flags(["keep-playlist"]), optional: true)]
        case .frameStep: return []
        case .showText:
            return [
                IPCArgument("text", .string), IPCArgument("duration", .integer, optional: true),
                IPCArgument("level", .integer, optional: true),
            ]
        case .scriptMessage: return [IPCArgument("args", .string, optional: true)]
        case .scriptMessageTo:
            return [IPCArgument("target", .string), IPCArgument("args", .string, optional: true)]
        case .keypress:
            return [IPCArgument("name", .string), IPCArgument("scale", .double, optional: true)]
        case .keybind: return [IPCArgument("name", .string), IPCArgument("cmd", .string)]
        case .loadfile:
            return [
                IPCArgument("url", .string),
                IPCArgument(
                    "flags", .choice(["replace", "append", "append-play"]), optional: true),
                IPCArgument("options", .string, optional: true),
            ]
        case .subAdd:
            return [
                IPCArgument("url", .string),
                IPCArgument("flags", .choice(["select", "auto", "cached"]), optional: true),
                IPCArgument("title", .string, optional: true),
                IPCArgument("lang", .string, optional: true),
            ]
        case .playlistNext, .playlistPrev:
            return [IPCArgument("flags", .choice(["weak", "force"]), optional: true)]
        case .next, .previous, .first, .last, .activate, .increment, .decrement, .escape,
            .magicTap:
            return []
        case .tap: return [IPCArgument("id", .string)]
        case .advance: return [IPCArgument("duration", .time)]
        case .runUntilSpoken, .runUntilCaption: return [IPCArgument("text", .string), timeout]
        case .runUntilProperty:
            return [IPCArgument("name", .string), IPCArgument("value", .node), timeout]
        case .runUntilEnd: return [timeout]
        case .screenshotToFile:
            return [
                IPCArgument("filename", .string),
                IPCArgument("flags", .choice(["subtitles", "video", "window"]), optional: true),
            ]
        case .revertSeek, .frameBackStep, .subStep, .subSeek, .abLoop, .cycleValues,
            .showProgress, .expandText, .printText, .subReload, .subRemove, .audioAdd,
            .screenshot, .scriptBinding, .defineSection, .enableSection, .disableSection,
            .playlistMove, .playlistRemove, .playlistClear:
            return editingArguments
        }
    }

    /// The arguments of the commands mpv's clients send beyond playback's basics.
    private var editingArguments: [IPCArgument] {
        let skip = [
            IPCArgument("skip", .integer),
            IPCArgument("flags", .choice(["primary", "secondary"]), optional: true),
        ]
        switch self {
        case .revertSeek:
            return [IPCArgument("flags", .flags(["mark", "mark-permanent"]), optional: true)]
        case .subStep, .subSeek: return skip
        case .cycleValues, .printText: return [IPCArgument("args", .string, optional: true)]
        case .expandText: return [IPCArgument("text", .string)]
        case .subReload, .subRemove: return [IPCArgument("id", .integer, optional: true)]
        case .audioAdd:
            return [
                IPCArgument("url", .string),
                IPCArgument("flags", .choice(["select", "auto", "cached"]), optional: true),
                IPCArgument("title", .string, optional: true),
                IPCArgument("lang", .string, optional: true),
            ]
        case .screenshot:
            return [
                IPCArgument(
                    "flags", .flags(["video", "window", "subtitles", "each-frame"]),
                    optional: true),
                IPCArgument("legacy", .choice(["single", "each-frame"]), optional: true),
            ]
        case .scriptBinding, .disableSection: return [IPCArgument("name", .string)]
        case .defineSection:
            return [
                IPCArgument("name", .string), IPCArgument("contents", .string),
                IPCArgument("flags", .choice(["default", "force"]), optional: true),
            ]
        case .enableSection:
            return [
                IPCArgument("name", .string),
                IPCArgument(
                    "flags",
                    .flags(["default", "exclusive", "allow-hide-cursor", "allow-vo-dragging"]),
                    optional: true),
            ]
        case .playlistMove:
            return [IPCArgument("index1", .integer), IPCArgument("index2", .integer)]
        case .playlistRemove: return [IPCArgument("index", .entryIndex, optional: true)]
        default: return []
        }
    }

    /// The gesture an `ap-` gesture command makes, if it is one.
    var gesture: ScreenReaderGesture? {
        switch self {
        case .next: .next
        case .previous: .previous
        case .first: .first
        case .last: .last
        case .activate: .activate
        case .increment: .increment
        case .decrement: .decrement
        case .escape: .escape
        case .magicTap: .magicTap
        default: nil
        }
    }

    /// The command named `name`, `_` read as `-` as mpv reads it (`ap_magic_tap`).
    init?(named name: String) {
        self.init(rawValue: name.replacingOccurrences(of: "_", with: "-"))
    }

    /// Whether its last argument takes every value left (`script-message`), as mpv's
    /// `vararg` commands do; they arrive as an array of strings.
    var isVararg: Bool {
        [.scriptMessage, .scriptMessageTo, .cycleValues, .printText].contains(self)
    }

    /// How many values a vararg command needs at least (mpv's required arguments).
    var leastVarargCount: Int {
        switch self {
        case .cycleValues: 2
        case .printText: 1
        default: 0
        }
    }

    /// The command as a `command-list` entry: `{name, vararg, args}`.
    var listing: JSONValue {
        .object([
            ("name", .string(rawValue)), ("vararg", .bool(isVararg)),
            ("args", .array(arguments.map(\.listing))),
        ])
    }

    /// Reads `values` (after the name) by position, as mpv does: each read as its
    /// argument's type; a missing required argument, one too many or one that does not read
    /// is nil ("invalid parameter").
    func bind(positional values: ArraySlice<JSONValue>) -> IPCArguments? {
        if isVararg {
            return bindVararg(values)
        }
        guard values.count <= arguments.count else { return nil }
        var bound = IPCArguments()
        for (argument, value) in zip(arguments, values) {
            guard let read = argument.type.read(value) else { return nil }
            bound.values[argument.name] = read
        }
        let required = arguments.filter { !$0.isOptional }.count
        return values.count >= required ? bound : nil
    }

    /// Reads a vararg command's values: the fixed arguments, then the rest as strings under
    /// the last argument's name.
    private func bindVararg(_ values: ArraySlice<JSONValue>) -> IPCArguments? {
        let fixed = arguments.dropLast()
        guard values.count >= max(fixed.count, leastVarargCount), let rest = arguments.last
        else { return nil }
        var bound = IPCArguments()
        for (argument, value) in zip(fixed, values) {
            guard let read = argument.type.read(value) else { return nil }
            bound.values[argument.name] = read
        }
        var remaining: [JSONValue] = []
        for value in values.dropFirst(fixed.count) {
            guard let read = rest.type.read(value) else { return nil }
            remaining.append(read)
        }
        bound.values[rest.name] = .array(remaining)
        return bound
    }

    /// Reads named arguments (`{"name": "seek", "target": 10}`), ignoring the name keys.
    func bind(named members: [(String, JSONValue)]) -> IPCArguments? {
        var bound = IPCArguments()
        for (key, value) in members where key != "name" && key != "_name" && key != "_flags" {
            guard let argument = arguments.first(where: { $0.name == key }),
                bound.values[key] == nil, let read = argument.type.read(value)
            else { return nil }
            bound.values[key] = read
        }
        let missing = arguments.contains { !$0.isOptional && bound.values[$0.name] == nil }
        return missing ? nil : bound
    }
}
