import Foundation
import PlayerCore
import PlayerEngine

extension IPCSession {
    /// The value of one of the options the session keeps (``IPCSettings``), and of the
    /// readings that do not depend on the file (`working-directory`, `osd-dimensions`).
    func settingValue(_ property: IPCProperty) -> JSONValue? {
        switch property {
        case .loopFile:
            guard let count = settings.loopFile else { return .bool(false) }
            return count == .max ? .string("inf") : .integer(count)
        case .keepOpen: return .bool(true)
        case .audioDelay: return .number(settings.audioDelay)
        case .fullscreen: return .bool(settings.fullscreen)
        case .abLoopA: return settings.abLoopA.map { .number($0) } ?? .string("no")
        case .abLoopB: return settings.abLoopB.map { .number($0) } ?? .string("no")
        case .screenshotTemplate: return .string(settings.screenshotTemplate)
        case .screenshotFormat: return .string("png")
        case .screenshotDirectory: return .string(settings.screenshotDirectory)
        case .workingDirectory: return .string(FileManager.default.currentDirectoryPath)
        case .pausedForCache: return .bool(false)
        case .osdDimensions:
            // A headless player has no window, so no on-screen display: mpv's zeros.
            return .object(
                ["w", "h"].map { ($0, .integer(0)) } + [
                    ("par", .number(0)), ("aspect", .number(0)),
                ]
                    + ["mt", "mb", "ml", "mr"].map { ($0, .integer(0)) })
        default: return nil
        }
    }

    /// Sets one of the options the session keeps to `value`, already read as the property's
    /// kind, and names it changed; nil when done, else why not.
    func applySetting(_ value: JSONValue, to property: IPCProperty) -> IPCFailure? {
        switch (property, value) {
        case (.loopFile, .bool(false)): settings.loopFile = nil
        case (.loopFile, .string("inf")): settings.loopFile = .max
        case (.loopFile, .integer(let count)):
            settings.loopFile = count
            settings.loopsDone = 0
        case (.keepOpen, .bool(true)): break
        case (.keepOpen, _):
            return IPCFailure(.propertyError, reason: "the player always stays open at the end")
        case (.audioDelay, .number(let seconds)): settings.audioDelay = seconds
        case (.fullscreen, .bool(let flag)): settings.fullscreen = flag
        case (.abLoopA, _): settings.abLoopA = Self.number(value)
        case (.abLoopB, _): settings.abLoopB = Self.number(value)
        case (.screenshotTemplate, .string(let template)):
            guard !template.isEmpty else {
                return IPCFailure(.propertyFormat, reason: "a template names a file")
            }
            settings.screenshotTemplate = template
        case (.screenshotDirectory, .string(let folder)): settings.screenshotDirectory = folder
        default: return IPCFailure(.propertyError)
        }
        changedProperties.insert(property)
        return nil
    }

    /// The property `options/NAME` reads and sets: NAME, for the properties that are also
    /// mpv options (`options/volume`, `options/keep-open`); nil for any other.
    static func optionProperty(_ path: String) -> IPCProperty? {
        guard path.hasPrefix("options/") else { return nil }
        let property = IPCProperty(rawValue: String(path.dropFirst("options/".count)))
        return property.flatMap { optionNames.contains($0) ? $0 : nil }
    }

    /// The properties mpv also has as options (`options/…`).
    static let optionNames: Set<IPCProperty> = [
        .pause, .mute, .volume, .volumeMax, .speed, .sid, .aid, .secondarySid, .subVisibility,
        .subDelay, .loopFile, .keepOpen, .subPos, .subScale, .audioDelay, .fullscreen, .abLoopA,
        .abLoopB, .screenshotTemplate, .screenshotFormat, .screenshotDirectory, .subColor,
        .subBackColor, .subFont, .subFontSize, .subBorderColor, .subBorderSize, .subShadowColor,
        .subShadowOffset,
    ]
}
