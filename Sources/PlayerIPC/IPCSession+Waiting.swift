import PlayerCore
import PlayerEngine
import PlayerSession

/// A request answered once time has passed or something happened: `ap-advance` and the
/// `ap-run-until-…` commands.
struct IPCWait {
    /// Identifies a wait within its session.
    typealias ID = Int

    /// What ends the wait.
    enum Condition {
        /// Only the time passing (`ap-advance`).
        case time
        /// The screen reader saying something that contains this text (case and white space
        /// aside).
        case spoken(String)
        /// A caption containing this text (case and white space aside) being on screen.
        case caption(String)
        /// A property having this value.
        case property(String, JSONValue)
        /// Playback ending.
        case end
    }

    let id: ID
    let condition: Condition
    /// The host time it began.
    let started: HostTime
    /// The host time it gives up (or, for ``Condition/time``, is done).
    let deadline: HostTime
    /// The client to answer; nil for a text command.
    var client: IPCClientID?
    /// The request's id, echoed.
    var requestID: JSONValue?
    /// Whether the request was async (other requests go on meanwhile).
    var isAsync = false
    /// The utterance or caption that matched.
    var matchedText: String?

    /// Notes an event a spoken or caption condition is waiting for.
    mutating func observe(_ event: PlayerEvent) {
        guard matchedText == nil else { return }
        switch (condition, event) {
        case (.spoken(let text), .focusMoved(_, let said)) where Self.text(said, contains: text),
            (.spoken(let text), .announcement(let said, _, _))
        where Self.text(said, contains: text):
            matchedText = said
        case (.caption(let text), .cueShown(_, _, let cue))
        where Self.text(cue.spokenText, contains: text):
            matchedText = cue.spokenText
        default: break
        }
    }
}

extension IPCSession {
    /// The default time a wait gives up after: a day on the virtual clock, a minute in real
    /// time.
    var defaultTimeout: Double { isVirtualClock ? 86_400 : 60 }

    /// Starts waiting for `condition` for up to `timeout` seconds: on the virtual clock runs
    /// the player to it at once; in real time returns the wait to answer later (or the answer
    /// now if it already holds).
    func begin(_ condition: IPCWait.Condition, timeout: Double?) -> IPCOutcome {
        let seconds = timeout ?? defaultTimeout
        guard seconds >= 0 else {
            return .failed(IPCFailure(.invalidParameter, reason: "a timeout is not negative"))
        }
        nextWaitID += 1
        var wait = IPCWait(
            id: nextWaitID, condition: condition, started: player.now,
            deadline: player.now.advanced(by: MediaTime(secondsValue: seconds)))
        if case .caption(let text) = condition {
            wait.matchedText = player.activeCues.compactMap(\.text).first {
                IPCWait.text($0, contains: text)
            }
        }
        if isMet(wait) {
            return success(wait)
        }
        guard isVirtualClock else { return .waiting(wait) }
        return runVirtually(wait)
    }

    /// Moves the virtual clock from instant to instant until `wait` is met, its deadline
    /// passes, or nothing more can happen.
    private func runVirtually(_ wait: IPCWait) -> IPCOutcome {
        waits.append(wait)
        defer { waits.removeAll { $0.id == wait.id } }
        while let current = waits.first(where: { $0.id == wait.id }) {
            if isMet(current) { return success(current) }
            if player.isClosed { return failure(current, reason: "the player closed") }
            if player.now >= current.deadline { return timedOut(current) }
            loopIfDue()
            guard let next = [player.nextEventTime(), loopWakeTime].compactMap({ $0 }).min()
            else {
                guard case .time = current.condition else {
                    return failure(
                        current,
                        reason: "nothing more can happen: playback is \(player.state.playback)")
                }
                noteTimePassing()
                player.advance(to: current.deadline)
                absorbPlayerEvents()
                continue
            }
            noteTimePassing()
            player.advance(to: min(next, current.deadline))
            absorbPlayerEvents()
        }
        return .failure(.command, nil)
    }

    /// Answers every real-time wait that is met or whose deadline passed, then goes on with
    /// the requests queued behind them.
    func finishDueWaits() {
        let due = waits.filter { isMet($0) || player.now >= $0.deadline || player.isClosed }
        guard !due.isEmpty else { return }
        waits.removeAll { wait in due.contains { $0.id == wait.id } }
        for wait in due {
            let outcome =
                isMet(wait)
                ? success(wait)
                : player.isClosed ? failure(wait, reason: "the player closed") : timedOut(wait)
            guard let id = wait.client, let client = client(id) else { continue }
            let reply: JSONValue
            switch outcome {
            case .success(let data):
                reply =
                    wait.isAsync
                    ? Self.asyncReply(data: data, error: .success, requestID: wait.requestID)
                    : Self.reply(data: data, error: .success, requestID: wait.requestID)
            case .failure(let error, let data):
                reply =
                    wait.isAsync
                    ? Self.asyncReply(data: data, error: error, requestID: wait.requestID)
                    : Self.reply(data: data, error: error, requestID: wait.requestID)
            case .waiting: continue
            }
            write(reply, to: id)
            if client.blockingWait == wait.id {
                client.blockingWait = nil
                receive([], from: id)
            }
        }
    }

    /// Whether `wait`'s condition holds now.
    func isMet(_ wait: IPCWait) -> Bool {
        switch wait.condition {
        case .time: return player.now >= wait.deadline
        case .spoken, .caption: return wait.matchedText != nil
        case .end: return player.state.playback == .ended
        case .property(let name, let expected):
            guard case .success(let value) = value(ofProperty: name) else { return false }
            return Self.same(value, expected)
        }
    }

    /// Whether two JSON values are equal, numbers by value (1 equals 1.0).
    static func same(_ first: JSONValue, _ second: JSONValue) -> Bool {
        if let left = number(first), let right = number(second) { return left == right }
        switch (first, second) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && left.allSatisfy { key, value in
                    right.contains { $0.0 == key && same($0.1, value) }
                }
        default: return first.written() == second.written()
        }
    }

    private func success(_ wait: IPCWait) -> IPCOutcome {
        var members: [(String, JSONValue)] = [
            ("time-pos", .seconds(player.position)),
            ("elapsed", .number(Double(player.now.nanoseconds(since: wait.started)) / 1e9)),
        ]
        if let text = wait.matchedText { members.append(("text", .string(text))) }
        return .success(.object(members))
    }

    private func timedOut(_ wait: IPCWait) -> IPCOutcome {
        let seconds = Double(wait.deadline.nanoseconds(since: wait.started)) / 1e9
        return failure(wait, reason: "timed out after \(JSONValue.number(seconds).written()) s")
    }

    private func failure(_ wait: IPCWait, reason: String) -> IPCOutcome {
        .failure(
            .command,
            .object([("reason", .string(reason)), ("time-pos", .seconds(player.position))]))
    }
}
