import PlayerCore
import PlayerEngine
import PlayerSession

extension IPCSession {
    /// Looks at what the player put out since the last look, in order: a seek asked of the
    /// source (`seek`, and `seeking` true), every log event (`ap-log`, for clients that
    /// enabled it; the end as `end-file` with reason "eof"), the seek completed
    /// (`playback-restart`), the close; notes the last utterance, lets waits see each event,
    /// and sends `property-change` for every observed property an output named; at the end
    /// of a file the playlist's next one plays, as mpv's `--keep-open=yes` does. With
    /// `reportingSeeks` false the seeks are not mpv's (`frame-step`'s, `sub-add`'s return to
    /// the position), which mpv does not report as seeks.
    func absorbPlayerEvents(reportingSeeks: Bool = true) {
        var outputs: [SessionOutput] = []
        swap(&outputs, &playerOutputs)
        let logging = clients.contains { $0.receivesLog }
        var reachedEnd = false
        for output in outputs {
            switch output {
            case .seekSource where !reportingSeeks, .seeked where !reportingSeeks:
                continue
            default:
                changedProperties.formUnion(IPCProperty.changed(by: output))
            }
            switch output {
            case .seekSource:
                if !isSeeking {
                    isSeeking = true
                    emit(.object([("event", "seek")]))
                    reportPropertyChanges()
                }
            case .seeked:
                if isSeeking {
                    isSeeking = false
                    emit(.object([("event", "playback-restart")]))
                }
            case .log(let logged):
                reachedEnd = absorb(logged, logging: logging) || reachedEnd
            case .close:
                if !isIdle { finish(.stopped) }
            default:
                break
            }
        }
        if reachedEnd {
            playNextAfterEnd()
        }
        if player.isClosed, !isIdle {
            finish(.stopped)
        }
        reportPropertyChanges()
    }

    /// Takes in one log event; true when it is the end of the file.
    private func absorb(_ logged: LoggedEvent, logging: Bool) -> Bool {
        switch logged.event {
        case .focusMoved(_, let utterance): lastUtterance = utterance
        case .announcement(let text, _, _): lastUtterance = text
        default: break
        }
        for index in waits.indices {
            waits[index].observe(logged.event)
        }
        if logging {
            emit(Self.logEvent(logged))
        }
        guard case .ended = logged.event, !loopFileAtEnd() else { return false }
        emit(endFile(reason: "eof"))
        return true
    }

    /// The `ap-log` event for a log event: `{"event": "ap-log"}` and the fields of its JSON
    /// Lines log line (`t`, `kind`, `text` …).
    static func logEvent(_ logged: LoggedEvent) -> JSONValue {
        .object([("event", "ap-log")] + logged.jsonFields)
    }

    /// Sends `event` to every client that has its kind enabled (held back for the client
    /// whose reply is being written).
    func emit(_ event: JSONValue) {
        for client in clients {
            emit(event, to: client)
        }
    }

    /// Sends `event` to `client` if it has the event's kind enabled.
    func emit(_ event: JSONValue, to client: IPCClient) {
        guard case .string(let name)? = event[member: "event"],
            client.enabledEvents.contains(name)
        else { return }
        send(Array((event.written() + "\n").utf8), to: client)
    }

    private func send(_ line: [UInt8], to client: IPCClient) {
        if answering == client.id {
            client.heldEvents.append(contentsOf: line)
        } else {
            client.output.append(contentsOf: line)
        }
    }

    /// Sends `property-change` to each client for each observed property the outputs or the
    /// session's own setters named as changed since the last report, as mpv writes it:
    /// `event`, `id` (unless 0), `name`, and `data` unless the property is unavailable.
    func reportPropertyChanges() {
        guard !changedProperties.isEmpty else { return }
        let changed = changedProperties
        changedProperties.removeAll()
        var readings: [String: JSONValue?] = [:]
        for client in clients {
            for observation in client.observations {
                guard let property = observation.property, changed.contains(property) else {
                    continue
                }
                report(observation, to: client, readings: &readings)
            }
        }
    }

    /// Sends `client` the current value of `observation` (the first event of an observation,
    /// and each change), reading each property once per report.
    func report(
        _ observation: IPCObservation, to client: IPCClient,
        readings: inout [String: JSONValue?]
    ) {
        guard client.enabledEvents.contains("property-change") else { return }
        let reading: JSONValue?
        if let known = readings[observation.name] {
            reading = known
        } else {
            reading = try? value(ofProperty: observation.name).get()
            readings[observation.name] = reading
        }
        let data = observation.asString ? reading.map { .string(Self.text(of: $0)) } : reading
        var members: [(String, JSONValue)] = [("event", "property-change")]
        if observation.id != 0 { members.append(("id", .integer(observation.id))) }
        members.append(("name", .string(observation.name)))
        if let data { members.append(("data", data)) }
        send(Array((JSONValue.object(members).written() + "\n").utf8), to: client)
    }
}
