extension TracksCommand {
    static let declaration = CommandDeclaration(
        name: "tracks", summary: "List the video, audio and caption tracks of a media file",
        operands: [.file],
        description: [
            "Lists every track of FILE (and of the caption files found beside it) with its id,"
                + " kind, codec, language, title and flags."
        ],
        options: [SharedOption.subFile, SharedOption.noSidecars, TracksOption.json],
        exitCodes: [.success, .usage, .mediaUnavailable])
}

/// The options only `tracks` takes.
enum TracksOption {
    /// `--json`: the catalog as a JSON object.
    static let json = CommandSwitch(
        "--json",
        "Print a JSON object: the file, container, duration and title, and its tracks"
            + " with every column of the table.")
}
