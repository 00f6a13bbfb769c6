import Foundation
import PlayerAccessibility
import PlayerCore
import Testing

/// docs/ASSISTIVE-TECHNOLOGIES.md's table of the optional controls, checked against the model:
/// each row's control, in its state, reads as the row says in each language, for
/// Samples/skins/full.json on the episode the page describes (its chapters read from the
/// page's FFmpeg metadata block).
@Suite struct OptionalControlTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let page = root.appendingPathComponent("docs/ASSISTIVE-TECHNOLOGIES.md")

    static func pageLines() throws -> [String] {
        try String(contentsOf: page, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The rows of the table under "## Optional controls": control, state, then en, es, fr, de.
    static func rows() throws -> [[String]] {
        let lines = try pageLines()
        let start = try #require(lines.firstIndex(of: "## Optional controls"))
        return lines[start...].drop { !$0.hasPrefix("| control") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
            .map { line in
                line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            }
    }

    /// The chapters of the page's FFmpeg metadata block.
    static func chapters() throws -> [MediaChapter] {
        let lines = try pageLines()
        let start = try #require(lines.firstIndex(of: ";FFMETADATA1"))
        var chapters: [MediaChapter] = []
        var fields: [String: String] = [:]
        func flush() {
            guard let begin = fields["START"].flatMap(Int64.init),
                let end = fields["END"].flatMap(Int64.init)
            else { return }
            chapters.append(
                MediaChapter(
                    start: .milliseconds(begin), end: .milliseconds(end), title: fields["title"]))
        }
        for line in lines[(start + 1)...].prefix(while: { $0 != "```" }) {
            if line == "[CHAPTER]" {
                flush()
                fields = [:]
            } else if let equals = line.firstIndex(of: "=") {
                fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        flush()
        return chapters
    }

    static let description = TrackInfo(
        id: TrackID(rawValue: 6), kind: .audio, codec: "aac", language: "en",
        title: "Audio Description", flags: .visualImpaired)

    /// The episode: the demo's picture (90 lines) and a 180-line copy, English audio and its
    /// description, the page's chapters.
    static func catalog() throws -> MediaCatalog {
        MediaCatalog(
            path: "episode.mkv", formatName: "matroska,webm", duration: .seconds(60),
            metadata: Demo.metadata,
            tracks: [
                TrackInfo(id: TrackID(rawValue: 0), kind: .video, codec: "h264", height: 90),
                TrackInfo(id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en"),
                TrackInfo(id: TrackID(rawValue: 5), kind: .video, codec: "h264", height: 180),
                description,
            ], chapters: try chapters())
    }

    static func skin() throws -> Skin {
        let path = root.appendingPathComponent("Samples/skins/full.json").path
        return try Skin(json: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    }

    /// The commands that put a control in a row's state.
    static let stateCommands: [String: [PlayerCommand]] = [
        "full screen": [.present(.fullScreen(.on))],
        "picture in picture": [.present(.pictureInPicture(.on))],
        "casting": [.present(.cast(device: "Living Room TV"))],
        "AirPlay": [.present(.airPlay(device: "Bedroom Apple TV"))],
        "180p": [.present(.quality(.height(180)))],
        "on": [.selectAudio(description.id)],
        "credits": [.seek(to: .seconds(50))],
    ]

    /// The episode opened, at `time`, paused, with a screen reader; then `commands`.
    static func model(
        at time: MediaTime, _ commands: [PlayerCommand], language: PlayerLanguage
    ) throws -> ControlModel {
        let catalog = try catalog()
        var state = PlayerState()
        _ = state.apply(.sourceOpened(catalog.sourceDescription), at: .zero)
        _ = state.apply(.screenReaderChanged(true), at: .zero)
        for command in [.seek(to: time)] + commands {
            _ = state.apply(command, at: .zero)
            if let pending = state.pendingSeek {
                _ = state.apply(.seekCompleted(pending), at: .zero)
            }
        }
        return ControlModel(
            state: state, language: language, layout: SkinLayout(skin: try skin(), catalog: catalog)
        )
    }

    @Test func everyOptionalControlReadsAsTheTableSays() throws {
        let rows = try Self.rows()
        #expect(rows.count == 15)
        let controls = Dictionary(
            uniqueKeysWithValues: Control.allCases.map { ($0.identifier, $0) })
        let languages: [PlayerLanguage] = [.english, .spanish, .french, .german]
        for row in rows {
            let control = try #require(controls[row[0]], "\(row[0])")
            for (column, language) in languages.enumerated() {
                let model = try Self.model(
                    at: .seconds(6), Self.stateCommands[row[1]] ?? [], language: language)
                let element = model.element(control)
                #expect(!element.isHidden, "\(row[0]) \(row[1]) \(language)")
                #expect(
                    plain(model.language.changeUtterance(for: element)) == row[2 + column],
                    "\(row[0]) \(row[1]) \(language)")
            }
        }
    }

    /// Skip intro is in the tree exactly during the Intro chapter, Next episode during the
    /// Credits chapter.
    @Test func timedControlsShowOnlyDuringTheirChapter() throws {
        let chapters = try Self.chapters()
        let intro = try #require(chapters.first { $0.title == "Intro" })
        let credits = try #require(chapters.first { $0.title == "Credits" })
        for second in Int64(0)..<60 {
            let time = MediaTime.seconds(second)
            let model = try Self.model(at: time, [], language: .english)
            #expect(model.element(.skipIntro).isHidden == !intro.span.contains(time), "\(second) s")
            #expect(
                model.element(.nextEpisode).isHidden == !credits.span.contains(time), "\(second) s")
        }
    }
}
