import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession

/// `play --ipc-server` and `play --ipc stdio`: serves mpv's JSON IPC over the player until a
/// client ends the session.
enum IPCPlay {
    /// Serves `player` on `endpoints` (running `script` too, at its times), with the files of
    /// `playlist` after it, each made by `opener` (which `loadfile` uses too), and returns
    /// the exit status the session ended with: 0, `quit`'s code, or 128 + a stop signal. Says
    /// on standard error where it listens.
    static func serve(
        _ player: Player, on endpoints: [IPCEndpoint], script: PlayerScript?,
        playlist: [String], opener: @escaping IPCSourceOpener
    ) throws(CommandFailure) -> Int32 {
        if let script {
            player.schedule(script)
        }
        let server: IPCServer
        do {
            server = try IPCServer(
                session: IPCSession(
                    player: player, playlist: playlist, opener: opener, media: mediaServices),
                endpoints: endpoints)
        } catch {
            throw CommandFailure(message: "cannot serve the IPC: \(error)", exitCode: .failure)
        }
        defer {
            server.close()
            server.session.player.close()
        }
        for endpoint in server.endpoints where endpoint != .standardIO {
            StandardError.write(
                "accessible-player: IPC server listening on \(endpoint.description)")
        }
        switch server.run() {
        case .quit(let code): return code
        case .stopped: return 0
        }
    }
}
