import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession

extension IPCSession {
    /// `define-section <name> <contents> [default|force]`: keeps the section's bindings (one
    /// `KEY command` a line, as in mpv's input.conf) for `enable-section`; with no user
    /// bindings here, `default` and `force` are the same. A section defined again is
    /// replaced; empty contents remove it. A line that is not a key name and a command is
    /// left out, as mpv leaves it out, and said in an `error` `log-message`.
    func defineSection(_ arguments: IPCArguments) -> IPCOutcome {
        guard let name = arguments.text("name"), let contents = arguments.text("contents") else {
            return .failure(.invalidParameter, nil)
        }
        var bindings: [String: String] = [:]
        for line in contents.split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let key = String(text.prefix { !$0.isWhitespace })
            let command = text.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            guard PlayerKey.isMpvKeyName(key), !command.isEmpty else {
                logMessage(
                    "section \(name): not a key and a command, left out: \(text)", level: .error,
                    prefix: "input")
                continue
            }
            bindings[key] = command
        }
        if bindings.isEmpty {
            inputSections[name] = nil
            enabledSections.removeAll { $0 == name }
        } else {
            inputSections[name] = bindings
        }
        return .success(.null)
    }

    /// `enable-section` / `disable-section <name>`: `keypress` looks in the section's
    /// bindings first (the latest enabled first), or no longer. A section not defined yet is
    /// enabled for when it is, as mpv's is.
    func switchSection(_ name: String, on: Bool) -> IPCOutcome {
        enabledSections.removeAll { $0 == name }
        if on { enabledSections.append(name) }
        return .success(.null)
    }

    /// The command line an enabled section binds key `name` to, the latest enabled first.
    func sectionBinding(for name: String) -> String? {
        for section in enabledSections.reversed() {
            if let line = inputSections[section]?[name] { return line }
        }
        return nil
    }

    /// `script-binding <name>`: a `client-message` `["key-binding", name, "p-", "", ""]`, as
    /// mpv sends a script's binding, to the client `name`'s prefix names (`ipc-1/toggle`),
    /// or to every client without a prefix; refused when no client has that name.
    func runScriptBinding(_ name: String) -> IPCOutcome {
        var binding = name
        var target: String?
        if let slash = name.firstIndex(of: "/") {
            target = String(name[..<slash])
            binding = String(name[name.index(after: slash)...])
        }
        return sendClientMessage(["key-binding", .string(binding), "p-", "", ""], to: target)
    }
}
