import PlayerAccessibility
import PlayerCore

extension PlayerScript {
    /// Reads a script; throws for the first bad line, naming its number and what is wrong.
    ///
    /// ```swift
    /// let script = try PlayerScript(parsing: "play\nat 00:12 forward\nwait 2s\ncaptions off")
    /// script.entries.map(\.time)     // [0 s, 12 s, 14 s]
    /// script.entries.map(\.wait)     // [nil, nil, 2 s]
    /// ```
    public init(parsing text: String) throws(PlayerScriptError) {
        var entries: [Entry] = []
        var cursor = MediaTime.zero
        // The session time a line waits after the one before; nil while lines are placed at
        // positions (`at`).
        var wait: MediaTime?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = offset + 1
            let content = rawLine.prefix { $0 != "#" }
            var words = content.split(whereSeparator: \.isWhitespace).map(String.init)
            while let first = words.first, first == "at" || first == "wait" {
                guard words.count >= 2 else {
                    throw PlayerScriptError(line: line, message: "\"\(first)\" needs a time")
                }
                guard let time = MediaTime(scriptText: words[1]) else {
                    throw PlayerScriptError(line: line, message: "\"\(words[1])\" is not a time")
                }
                if first == "at" {
                    // An earlier time than the line before is fine: after a seek back,
                    // playback reaches it again.
                    cursor = time
                    wait = nil
                } else {
                    cursor = cursor + time
                    wait = (wait ?? .zero) + time
                }
                words.removeFirst(2)
            }
            guard !words.isEmpty else { continue }
            let action = try Self.action(from: words, line: line)
            entries.append(Entry(time: cursor, wait: wait, action: action, line: line))
            if wait != nil {
                // The next line without a prefix follows this one at once.
                wait = .zero
            }
        }
        self.init(entries: entries)
    }

    /// The action a command line names, or an error saying what is wrong with it.
    private static func action(from words: [String], line: Int) throws(PlayerScriptError)
        -> ScriptAction
    {
        let name = words[0]
        let arguments = words.dropFirst()
        if let action = try assistiveAction(from: words, line: line) {
            return action
        }
        if let action = argumentFreeActions[name] {
            guard arguments.isEmpty else {
                throw PlayerScriptError(line: line, message: "\"\(name)\" takes no argument")
            }
            return action
        }
        guard argumentTakingCommands.contains(name) else {
            throw PlayerScriptError(line: line, message: "unknown command \"\(name)\"")
        }
        guard arguments.count == 1, let argument = arguments.first else {
            throw PlayerScriptError(
                line: line, message: "\"\(name)\" needs exactly one argument")
        }
        switch name {
        case "seek":
            guard let time = MediaTime(scriptText: argument) else {
                throw PlayerScriptError(line: line, message: "\"\(argument)\" is not a time")
            }
            return .command(.seek(to: time))
        case "volume":
            guard let level = volumeLevel(argument) else {
                throw PlayerScriptError(
                    line: line,
                    message: "\"\(argument)\" is not a volume (0 to 1, or a percent like 50%)")
            }
            return .command(.setVolume(level))
        case "slowmo":
            guard argument == "on" || argument == "off" else {
                throw PlayerScriptError(line: line, message: "slowmo takes \"on\" or \"off\"")
            }
            return .command(.slowMotion(argument == "on" ? .on : .off))
        case "captions":
            return .captions(trackChoice(argument))
        case "chapter":
            return .chapter(try chapterMove(argument, line: line))
        case "descriptions":
            return .descriptions(trackChoice(argument))
        case "extended":
            guard argument == "on" || argument == "off" else {
                throw PlayerScriptError(line: line, message: "extended takes \"on\" or \"off\"")
            }
            return .extendedDescriptions(argument == "on")
        default:
            let choice = trackChoice(argument)
            guard choice != .off else {
                throw PlayerScriptError(line: line, message: "audio cannot be turned off")
            }
            return .audio(choice)
        }
    }

    private static let argumentTakingCommands: Set<String> = [
        "seek", "volume", "slowmo", "captions", "descriptions", "extended", "audio", "chapter",
    ]

    private static let argumentFreeActions: [String: ScriptAction] = [
        "play": .command(.play), "pause": .command(.pause),
        "toggle": .command(.togglePlayPause), "forward": .command(.forward),
        "rewind": .command(.rewind), "mute": .command(.mute), "unmute": .command(.unmute),
        "lock": .command(.lock), "unlock": .command(.unlock),
        "show-controls": .command(.showControls), "tap": .command(.showControls),
        "close": .command(.close),
        "next": .gesture(.next), "previous": .gesture(.previous),
        "activate": .gesture(.activate), "increment": .gesture(.increment),
        "decrement": .gesture(.decrement), "escape": .gesture(.escape),
        "magic-tap": .gesture(.magicTap),
    ]

    /// `next`, `previous`, or a chapter's number counted from 1 (stored from 0, as mpv's
    /// `chapter` property counts).
    private static func chapterMove(_ text: String, line: Int) throws(PlayerScriptError)
        -> ChapterMove
    {
        switch text {
        case "next": return .next
        case "previous": return .previous
        default:
            guard let number = Int(text), number >= 1 else {
                throw PlayerScriptError(
                    line: line,
                    message: "chapter takes \"next\", \"previous\" or a number from 1")
            }
            return .index(number - 1)
        }
    }

    /// "0.4" or "40%" as a level from 0 to 1.
    private static func volumeLevel(_ text: String) -> Double? {
        let isPercent = text.hasSuffix("%")
        guard let number = Double(isPercent ? String(text.dropLast()) : text), number.isFinite
        else { return nil }
        let level = isPercent ? number / 100 : number
        return (0...1).contains(level) ? level : nil
    }

    private static func trackChoice(_ text: String) -> ScriptTrackChoice {
        if text == "off" {
            return .off
        }
        if let number = Int(text) {
            return .id(TrackID(rawValue: number))
        }
        return .language(text)
    }
}
