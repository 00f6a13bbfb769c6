import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerTesting

/// An IPC session over a synthetic film on the virtual clock, spoken to without sockets.
///
/// The film: 2 hours, English audio (track 1), English SDH (2) and Spanish (3) captions, and
/// the cues below; a cue at 1:59:00 lets a run reach the far end.
final class IPCTestSession {
    static let english = TrackInfo(
        id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "en",
        title: "English SDH", flags: [.default, .hearingImpaired])
    static let spanish = TrackInfo(
        id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "es")
    static let audio = TrackInfo(
        id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en", channels: 2)
    static let video = TrackInfo(
        id: TrackID(rawValue: 0), kind: .video, codec: "h264", width: 160, height: 90)

    let player: Player
    let session: IPCSession

    /// A session whose player plays from the start unless `paused`; the film has `chapters`,
    /// its video `frameRate` when given, and with `playlist` the session plays those files
    /// after it (each the same film, its catalog path the file's name).
    init(
        paused: Bool = false, clock: PlayerClockMode = .manual, chapters: [MediaChapter] = [],
        frameRate: Double? = nil, playlist: [String] = []
    ) throws {
        var video = Self.video
        video.frameRate = frameRate
        player = try Self.film(
            paused: paused, clock: clock, chapters: chapters, tracks: [video])
        session = IPCSession(
            player: player, playlist: playlist,
            opener: { path, _ in
                Self.source(chapters: chapters, tracks: [video], path: path)
            })
    }

    /// A session over `player`, a film ``film(paused:clock:chapters:tracks:path:)`` made with
    /// tracks of a test's own.
    init(player: Player) {
        self.player = player
        session = IPCSession(player: player)
    }

    /// The synthetic film's player (its catalog path `path`), playing unless `paused`.
    static func film(
        paused: Bool, clock: PlayerClockMode, chapters: [MediaChapter], tracks video: [TrackInfo],
        path: String = "synthetic"
    ) throws -> Player {
        let player = try Player(
            source: source(chapters: chapters, tracks: video, path: path),
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true, prefersSDH: true),
                clock: clock))
        if !paused {
            player.send(.play)
        }
        return player
    }

    /// The synthetic film, its catalog path `path` (its title too, but for the first film's).
    static func source(chapters: [MediaChapter], tracks video: [TrackInfo], path: String)
        -> SyntheticSource
    {
        SyntheticSource(
            duration: .seconds(7_200),
            tracks: video + [Self.audio, Self.english, Self.spanish],
            cues: [
                Self.english.id: [
                    Cue(start: .seconds(1), end: .seconds(4), text: "[DOOR CREAKS OPEN]"),
                    Cue(
                        start: .seconds(15), end: .seconds(19), text: "BEN: Over here.\nWatch out."),
                    Cue(start: .seconds(7_140), end: .seconds(7_150), text: "[CREDITS MUSIC]"),
                ],
                Self.spanish.id: [
                    Cue(start: .seconds(15), end: .seconds(19), text: "Aquí.")
                ],
            ],
            metadata: TitleMetadata(title: path == "synthetic" ? "Long Feature" : path),
            chapters: chapters, path: path)
    }

    deinit {
        player.close()
        session.player.close()
    }

    /// A new client.
    func connect() -> IPCClientID { session.connect() }

    /// Sends `line` (a line break added) from `client` and returns every line written back.
    func send(_ line: String, from client: IPCClientID) -> [String] {
        session.receive(Array((line + "\n").utf8), from: client)
        return output(of: client)
    }

    /// What has been written to `client`, one string a line.
    func output(of client: IPCClientID) -> [String] {
        String(decoding: session.takeOutput(for: client), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    /// Sends `line` and returns the reply (the first line that is not an event) parsed, and
    /// the events written after it.
    func request(_ line: String, from client: IPCClientID) throws -> (
        reply: JSONValue, events: [JSONValue]
    ) {
        let lines = try send(line, from: client).map { try JSONValue(parsing: $0) }
        guard let index = lines.firstIndex(where: { $0[member: "event"] == nil }) else {
            throw IPCTestError("no reply to \(line)")
        }
        return (lines[index], Array(lines[(index + 1)...]))
    }
}

/// A check that could not be made.
struct IPCTestError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension JSONValue {
    /// The value written compactly, for comparing.
    var text: String { written() }
}
