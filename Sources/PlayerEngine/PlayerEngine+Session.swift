// The session's types (events, scripts, the log formats, the session itself) are the
// engine's vocabulary: whoever imports the engine gets them.
@_exported import PlayerSession
