import PlayerAccessibility
import PlayerCore
import PlayerEngine

extension IPCSession {
    /// Runs an input command with its arguments read.
    func run(_ command: IPCCommand, _ arguments: IPCArguments) -> IPCOutcome {
        switch command {
        case .quit, .stop, .loadfile, .scriptMessage, .scriptMessageTo, .keybind, .keypress,
            .showText, .showProgress, .expandText, .printText, .scriptBinding, .defineSection,
            .enableSection, .disableSection, .playlistMove, .playlistRemove, .playlistClear,
            .cycleValues:
            break
        default:
            if isIdle {
                return .failed(IPCFailure(.command, reason: "no file is playing"))
            }
        }
        if let gesture = command.gesture {
            return outcome(of: player.perform(gesture))
        }
        switch command {
        case .seek: return seek(arguments)
        case .set:
            guard let name = arguments.text("name"), let value = arguments.text("value") else {
                return .failure(.invalidParameter, nil)
            }
            return commandOutcome(
                set(property: Self.propertyAliases[name] ?? name, to: .string(value)))
        case .add, .multiply, .cycle: return change(command, arguments)
        case .quit:
            finish(.quit(code: Int32(truncatingIfNeeded: arguments.integer("code") ?? 0)))
            return .success(.null)
        case .stop:
            if let rejection = player.state.availability(of: .close) {
                return .failed(IPCFailure(.command, reason: rejection.reason))
            }
            return stopPlaylist()
        case .frameStep: return stepFrame()
        case .showText: return showText(arguments)
        case .scriptMessage: return sendClientMessage(arguments, to: nil)
        case .scriptMessageTo: return sendClientMessage(arguments, to: arguments.text("target"))
        case .keybind: return bindKey(arguments)
        case .keypress: return pressKey(arguments)
        case .loadfile: return loadFile(arguments)
        case .subAdd: return addSubtitleFile(arguments)
        case .playlistNext: return movePlaylist(by: 1)
        case .playlistPrev: return movePlaylist(by: -1)
        case .tap:
            guard let text = arguments.text("id"), let id = ElementID(identifier: text) else {
                return .failed(
                    IPCFailure(.invalidParameter, reason: "no element is called that"))
            }
            let response = player.focus(on: id)
            guard response.utterance != nil else {
                return .failure(
                    .command, gestureData(response, reason: "\(text) is not on screen"))
            }
            return outcome(of: response)
        case .advance:
            guard let seconds = arguments.number("duration"), seconds >= 0 else {
                return .failed(IPCFailure(.invalidParameter, reason: "a duration is not negative"))
            }
            return begin(.time, timeout: seconds)
        case .runUntilSpoken:
            return begin(
                .spoken(arguments.text("text") ?? ""), timeout: arguments.number("timeout"))
        case .runUntilCaption:
            return begin(
                .caption(arguments.text("text") ?? ""), timeout: arguments.number("timeout"))
        case .runUntilProperty:
            guard let name = arguments.text("name"), let expected = arguments["value"] else {
                return .failure(.invalidParameter, nil)
            }
            if case .failure(let failure) = value(ofProperty: name),
                failure.error == .propertyNotFound
            {
                return .failed(failure)
            }
            return begin(.property(name, expected), timeout: arguments.number("timeout"))
        case .runUntilEnd: return begin(.end, timeout: arguments.number("timeout"))
        case .screenshotToFile: return screenshot(arguments)
        case .frameBackStep: return stepFrame(backward: true)
        default: return runEditing(command, arguments)
        }
    }

    /// `seek <target> [<flags>]` as mpv's `cmd_seek` reads it.
    private func seek(_ arguments: IPCArguments) -> IPCOutcome {
        guard let target = arguments.number("target") else {
            return .failure(.invalidParameter, nil)
        }
        let flags = Set(arguments.flags("flags"))
        let modes = flags.intersection(["absolute", "absolute-percent", "relative-percent"])
        guard modes.count <= 1 else { return .failure(.invalidParameter, nil) }
        let state = player.state
        let command: PlayerCommand
        switch modes.first {
        case "absolute":
            if target < 0 {
                guard let duration = state.duration else { return .failure(.command, nil) }
                command = .seek(to: MediaTime(secondsValue: max(0, duration.secondsValue + target)))
            } else {
                command = .seek(to: MediaTime(secondsValue: target))
            }
        case "absolute-percent", "relative-percent":
            guard let duration = state.duration else { return .failure(.command, nil) }
            let span = MediaTime(secondsValue: duration.secondsValue * target / 100)
            command = modes.first == "absolute-percent" ? .seek(to: span) : .seek(by: span)
        default:
            command = .seek(by: MediaTime(secondsValue: target))
        }
        noteSeekStart()
        let response = player.send(command)
        if let rejection = response.rejection {
            return .failed(IPCFailure(.command, reason: rejection.reason))
        }
        return .success(.null)
    }

    /// `frame-step` and `frame-back-step` as mpv's: pauses, then moves one frame of the video
    /// forward or back (its frame duration); refused without video.
    private func stepFrame(backward: Bool = false) -> IPCOutcome {
        guard let rate = player.catalog.tracks.first(where: { $0.kind == .video })?.frameRate,
            rate > 0
        else {
            return .failed(IPCFailure(.command, reason: "no video to step through"))
        }
        absorbPlayerEvents()
        // mpv reports a step back as a seek (it decodes from an earlier keyframe), a step
        // forward not.
        defer { absorbPlayerEvents(reportingSeeks: backward) }
        let step = MediaTime(secondsValue: (backward ? -1 : 1) / rate)
        for command in [PlayerCommand.pause, .seek(by: step)] {
            if let rejection = player.send(command).rejection {
                return .failed(IPCFailure(.command, reason: rejection.reason))
            }
        }
        return .success(.null)
    }

    /// mpv's other names of properties that `add`, `cycle` and `set` take: `sub` for `sid`
    /// (`cycle sub` is mpv's `j` key), `audio` for `aid`.
    static let propertyAliases = ["sub": "sid", "audio": "aid"]

    /// `add`, `multiply` and `cycle` on a property.
    private func change(_ command: IPCCommand, _ arguments: IPCArguments) -> IPCOutcome {
        guard let given = arguments.text("name") else { return .failure(.invalidParameter, nil) }
        let name = Self.propertyAliases[given] ?? given
        guard let property = IPCProperty(rawValue: name) else {
            return .failure(.command, nil)
        }
        let current = value(of: property)
        let down = arguments.text("value") == "down"
        let amount = arguments.number("value") ?? 1
        let newValue: JSONValue
        switch (property.kind, current) {
        case (.flag, .bool(let flag)?):
            if command == .multiply { return .failure(.command, nil) }
            // mpv's add_bool: cycle flips; add sets by the sign of the amount.
            newValue = .bool(command == .cycle ? !flag : amount > 0)
        case (.number(let range), let reading?):
            guard let number = Self.number(reading) else { return .failure(.command, nil) }
            if command == .cycle {
                let step = down ? -1.0 : 1.0
                let next = number + step
                newValue = .number(
                    range.contains(next) ? next : step > 0 ? range.lowerBound : range.upperBound)
            } else {
                let next = command == .add ? number + amount : number * amount
                newValue = .number(min(max(next, range.lowerBound), range.upperBound))
            }
        case (.track(let kind), let reading?):
            guard command != .multiply else { return .failure(.command, nil) }
            let forward = command == .cycle ? !down : amount > 0
            newValue = nextTrack(after: reading, kind: kind, forward: forward)
        default:
            return .failure(.command, nil)
        }
        return commandOutcome(set(property: name, to: newValue))
    }

    /// The track `cycle` moves to from `reading`: the next (or previous) of `kind`, wrapping,
    /// captions passing through "no".
    private func nextTrack(after reading: JSONValue, kind: TrackKind, forward: Bool) -> JSONValue {
        let count = Int64(
            kind == .legible ? player.state.captionTracks.count : player.state.audioTracks.count)
        var choices: [JSONValue] = (1...max(count, 1)).map { .integer($0) }
        if count == 0 { choices = [] }
        if kind == .legible { choices.insert(.bool(false), at: 0) }
        guard !choices.isEmpty else { return reading }
        let index = choices.firstIndex { $0.written() == reading.written() } ?? 0
        let step = forward ? 1 : choices.count - 1
        return choices[(index + step) % choices.count]
    }

    /// A number from an integer, a number or seconds.
    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let whole): Double(whole)
        case .number(let real): real
        case .seconds(let time): time.secondsValue
        default: nil
        }
    }

    /// A command's outcome from a property change: mpv's "error running command" when the
    /// change failed, with the reason.
    private func commandOutcome(_ failure: IPCFailure?) -> IPCOutcome {
        guard let failure else { return .success(.null) }
        return .failed(IPCFailure(.command, reason: failure.reason))
    }

    /// A gesture's outcome: what was said and announced, and where the focus is; a refusal
    /// is mpv's "error running command" with the player's reason.
    private func outcome(of response: ScreenReaderResponse) -> IPCOutcome {
        if let rejection = response.rejection {
            return .failure(.command, gestureData(response, reason: rejection.reason))
        }
        return .success(gestureData(response, reason: nil))
    }

    /// `{utterance, announcements, focus}` and the reason, if refused.
    private func gestureData(_ response: ScreenReaderResponse, reason: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let reason { members.append(("reason", .string(reason))) }
        members += [
            ("utterance", .string(response.utterance)),
            ("announcements", .array(response.announcements.map { .string($0.text) })),
            ("focus", .string(player.screenReader?.focus?.identifier)),
        ]
        return .object(members)
    }
}
