import Foundation
import PlayerCore
import PlayerEngine

extension IPCSession {
    /// Runs the commands mpv's clients send beyond playback's basics: seeking back and by
    /// captions, loops, text, playlist editing, sections and screenshots.
    func runEditing(_ command: IPCCommand, _ arguments: IPCArguments) -> IPCOutcome {
        switch command {
        case .revertSeek: return revertSeek(arguments.flags("flags"))
        case .subSeek: return seekByCaptions(arguments.integer("skip") ?? 0)
        case .subStep: return stepCaptions(arguments.integer("skip") ?? 0)
        case .abLoop: return cycleABLoop()
        case .cycleValues: return cycleValues(arguments)
        case .showProgress: return showProgress()
        case .expandText:
            return .success(.string(expandProperties(arguments.text("text") ?? "")))
        case .printText: return printText(arguments)
        case .subReload: return reloadSubtitleFile(arguments.integer("id"))
        case .subRemove: return removeSubtitleFile(arguments.integer("id"))
        case .audioAdd:
            return .failed(
                IPCFailure(.command, reason: "the player plays the audio tracks of the file"))
        case .screenshot: return screenshotByTemplate(arguments)
        case .scriptBinding: return runScriptBinding(arguments.text("name") ?? "")
        case .defineSection: return defineSection(arguments)
        case .enableSection, .disableSection:
            return switchSection(arguments.text("name") ?? "", on: command == .enableSection)
        case .playlistMove:
            return movePlaylistEntry(
                arguments.integer("index1") ?? -1, before: arguments.integer("index2") ?? -1)
        case .playlistRemove: return removePlaylistEntry(arguments.integer("index") ?? -1)
        case .playlistClear: return clearPlaylist()
        default: return .failure(.invalidParameter, nil)
        }
    }

    /// `cycle-values [!reverse] <name> <value>…`: sets the property to the value after the
    /// one whose string form it has (before it with `!reverse`), the first (last) when it has
    /// none of them, as mpv's does.
    private func cycleValues(_ arguments: IPCArguments) -> IPCOutcome {
        guard case .array(let given)? = arguments["args"] else {
            return .failure(.invalidParameter, nil)
        }
        var words = given.map { Self.text(of: $0) }
        let reverse = words.first == "!reverse"
        if reverse { words.removeFirst() }
        guard words.count >= 2 else { return .failure(.invalidParameter, nil) }
        let name = Self.propertyAliases[words[0]] ?? words[0]
        let values = Array(words.dropFirst())
        guard case .success(let current) = value(ofProperty: name) else {
            return .failure(.command, nil)
        }
        let now = Self.text(of: current)
        let index = values.firstIndex { value in
            value == now
                || (Double(value) != nil && Self.number(current) == Double(value))
                || (try? IPCValueKind.flag.read(.string(value)).get())?.written()
                    == current.written()
        }
        let next: Int
        if let index {
            next = (index + (reverse ? values.count - 1 : 1)) % values.count
        } else {
            next = reverse ? values.count - 1 : 0
        }
        guard let failure = set(property: name, to: .string(values[next])) else {
            return .success(.null)
        }
        return .failed(IPCFailure(.command, reason: failure.reason))
    }
}
