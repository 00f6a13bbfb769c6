import PlayerCore
import PlayerEngine

/// What running a command came to: its data, or mpv's error with the player's explanation,
/// or (in real time) a wait the reply comes after.
enum IPCOutcome {
    /// Done; the reply's `data` (null when there is nothing to say).
    case success(JSONValue)
    /// Failed or refused; `data` carries the reason (and a gesture's response), if any.
    case failure(IPCError, JSONValue?)
    /// Answered once the wait ends.
    case waiting(IPCWait)

    /// A failure from `failure`, its reason in `data.reason`.
    static func failed(_ failure: IPCFailure) -> IPCOutcome {
        .failure(failure.error, failure.reason.map { .object([("reason", .string($0))]) })
    }
}

extension IPCSession {
    /// mpv's command prefixes (`input/cmd.c`, `cmd_flags`), skipped before a command's name.
    static let commandPrefixes: Set<String> = [
        "no-osd", "osd-bar", "osd-msg", "osd-msg-bar", "osd-auto", "expand-properties", "raw",
        "repeatable", "nonrepeatable", "nonscalable", "async", "sync",
    ]

    /// Answers one line from client `id`: a JSON request, a text command or nothing.
    func answer(_ line: [UInt8], from id: IPCClientID) {
        let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } ?? line.endIndex
        guard start < line.endIndex, line[start] != UInt8(ascii: "#") else { return }
        answering = id
        if line[start] != UInt8(ascii: "{") {
            runTextCommand(String(decoding: line[start...], as: UTF8.self))
        } else if let reply = reply(toJSON: line, from: id) {
            write(reply, to: id)
        }
        absorbPlayerEvents()
        answering = nil
        if let client = client(id), !client.heldEvents.isEmpty {
            client.output.append(contentsOf: client.heldEvents)
            client.heldEvents.removeAll()
        }
    }

    /// Appends `value` and a line break to what client `id` is sent.
    func write(_ value: JSONValue, to id: IPCClientID) {
        guard let client = client(id) else { return }
        client.output.append(contentsOf: value.written().utf8)
        client.output.append(0x0A)
    }

    /// The reply to a JSON request, or nil when it comes later (a real-time wait).
    private func reply(toJSON text: [UInt8], from id: IPCClientID) -> JSONValue? {
        let invalid = Self.reply(data: nil, error: .invalidParameter, requestID: nil)
        guard let message = try? JSONValue(parsingUTF8: text), case .object = message else {
            return invalid
        }
        var isAsync = false
        if let flag = message[member: "async"] {
            guard case .bool(let value) = flag else { return invalid }
            isAsync = value
        }
        let requestID = message[member: "request_id"]
        if let requestID, isAsync {
            guard case .integer = requestID else { return invalid }
        }
        guard let command = message[member: "command"] else {
            return Self.reply(data: nil, error: .invalidParameter, requestID: requestID)
        }
        if case .array(let items) = command, case .string(let name)? = items.first,
            let answer = protocolCommand(name, items: items, from: id)
        {
            return Self.reply(data: answer.data, error: answer.error, requestID: requestID)
        }
        switch run(command) {
        case .success(let data):
            return isAsync
                ? Self.asyncReply(data: data, error: .success, requestID: requestID)
                : Self.reply(data: data, error: .success, requestID: requestID)
        case .failure(let error, let data):
            return isAsync
                ? Self.asyncReply(data: data, error: error, requestID: requestID)
                : Self.reply(data: data, error: error, requestID: requestID)
        case .waiting(var wait):
            wait.client = id
            wait.requestID = requestID
            wait.isAsync = isAsync
            if !isAsync {
                client(id)?.blockingWait = wait.id
            }
            waits.append(wait)
            return nil
        }
    }

    /// A reply as mpv writes one (`input/ipc.c`, `json_execute_command`): `data` when there
    /// is some, then `request_id` (0 when the request had none), then `error`.
    static func reply(data: JSONValue?, error: IPCError, requestID: JSONValue?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let data { members.append(("data", data)) }
        members.append(("request_id", requestID ?? .integer(0)))
        members.append(("error", .string(error.rawValue)))
        return .object(members)
    }

    /// The reply to an async command, as mpv writes one (`mpv_format_command_reply`):
    /// `request_id`, `error`, then `data`.
    static func asyncReply(data: JSONValue?, error: IPCError, requestID: JSONValue?)
        -> JSONValue
    {
        .object([
            ("request_id", requestID ?? .integer(0)), ("error", .string(error.rawValue)),
            ("data", data ?? .null),
        ])
    }

    /// Runs one of the commands mpv's IPC handles itself (`client_name`, `get_property` …),
    /// checking the arguments as mpv does; nil for any other command.
    private func protocolCommand(_ name: String, items: [JSONValue], from id: IPCClientID)
        -> (error: IPCError, data: JSONValue?)?
    {
        let invalid: (IPCError, JSONValue?) = (.invalidParameter, nil)
        switch name {
        case "client_name": return (.success, .string(client(id)?.name ?? ""))
        case "get_time_us": return (.success, .integer(player.now.nanoseconds / 1_000))
        case "get_version": return (.success, .integer(Self.clientAPIVersion))
        case "get_property", "get_property_string":
            guard items.count == 2, case .string(let property) = items[1] else { return invalid }
            switch value(ofProperty: property) {
            case .success(let value):
                return (.success, name == "get_property" ? value : .string(Self.text(of: value)))
            case .failure(let failure):
                // mpv answers get_property_string of a missing property with null and
                // "success" (input/ipc.c leaves rc as it was); so does this.
                return name == "get_property" ? (failure.error, nil) : (.success, .null)
            }
        case "set_property", "set_property_string":
            guard items.count == 3, case .string(let property) = items[1] else { return invalid }
            guard let failure = set(property: property, to: items[2]) else {
                return (.success, nil)
            }
            return (failure.error, failure.reason.map { .object([("reason", .string($0))]) })
        case "observe_property", "observe_property_string":
            guard items.count == 3, case .integer(let number) = items[1],
                case .string(let property) = items[2]
            else { return invalid }
            guard let client = client(id) else { return (.success, nil) }
            let observation = IPCObservation(
                id: number, name: property, asString: name == "observe_property_string",
                property: IPCProperty.observed(property))
            client.observations.append(observation)
            // The current value follows the reply (held back until it is written).
            var readings: [String: JSONValue?] = [:]
            report(observation, to: client, readings: &readings)
            return (.success, nil)
        case "unobserve_property":
            guard items.count == 2, case .integer(let number) = items[1] else { return invalid }
            client(id)?.observations.removeAll { $0.id == number }
            return (.success, nil)
        case "request_log_messages":
            guard items.count == 2, case .string(let name) = items[1],
                let level = IPCLogLevel(named: name)
            else { return invalid }
            client(id)?.logLevel = level
            return (.success, nil)
        case "enable_event", "disable_event":
            guard items.count == 2, case .string(let event) = items[1],
                event == "all" || IPCClient.eventNames.contains(event), let client = client(id)
            else { return invalid }
            let names = event == "all" ? IPCClient.eventNames : [event]
            if name == "enable_event" {
                client.enabledEvents.formUnion(names)
            } else {
                client.enabledEvents.subtract(names)
            }
            return (.success, nil)
        default: return nil
        }
    }

    /// Runs an input command given as a list (`["seek", 10]`, prefixes skipped) or with
    /// named arguments (`{"name": "seek", "target": 10}`).
    private func run(_ command: JSONValue) -> IPCOutcome {
        let invalid = IPCOutcome.failure(.invalidParameter, nil)
        switch command {
        case .array(let items):
            let start = items.firstIndex {
                guard case .string(let word) = $0 else { return true }
                return !Self.commandPrefixes.contains(word)
            }
            guard let start, case .string(let name) = items[start],
                let command = IPCCommand(named: name),
                let arguments = command.bind(positional: items[(start + 1)...])
            else { return invalid }
            return run(command, arguments)
        case .object(let members):
            let name = command[member: "_name"] ?? command[member: "name"]
            guard case .string(let text)? = name, let command = IPCCommand(named: text),
                let arguments = command.bind(named: members)
            else { return invalid }
            return run(command, arguments)
        default:
            return invalid
        }
    }

    /// Runs an input.conf-style line (`seek 10 absolute`, `cycle pause`) without a reply, as
    /// mpv runs non-JSON lines (and key bindings); words may be quoted with `"` or `'`.
    @discardableResult
    func runTextCommand(_ line: String) -> IPCOutcome {
        let words = Self.words(of: line).drop { Self.commandPrefixes.contains($0) }
        guard let name = words.first, let command = IPCCommand(named: name),
            let arguments = command.bind(positional: words.dropFirst().map { .string($0) }[...])
        else { return .failure(.invalidParameter, nil) }
        return run(command, arguments)
    }

    /// The words of a text command, quotes removed.
    static func words(of line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"" {
                    escaped = true
                } else {
                    word = (word ?? "") + String(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == " " || character == "\t" {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }
}
