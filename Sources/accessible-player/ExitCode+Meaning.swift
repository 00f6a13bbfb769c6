extension ExitCode {
    /// What the status means, as the exit-code table of the help, the man page and the docs
    /// says it: one table for every command.
    var meaning: String {
        switch self {
        case .success:
            "Success: the command did what was asked."
        case .failure:
            "A failure after the media opened: a read error, or a read that ended early or met"
                + " damaged data (the cues read are written first), speech that cannot be"
                + " rendered; or a check that failed (controls --check, audit at --fail-on)."
        case .usage:
            "A usage error: an unknown option or command, a missing operand, a bad value (a"
                + " time that is not one or is out of range, no track matching, an --ipc-server"
                + " path that exists and is not a socket), a skin file that cannot be read or"
                + " is not a skin."
        case .mediaUnavailable:
            "The media cannot be opened (missing, unreadable, a directory, a FIFO or device,"
                + " empty, not media, a WebVTT file without the WEBVTT signature, truncated"
                + " before its headers, over its size limit, a playlist pointing outside its"
                + " folder or nesting masters), or a caption file --sub-file names cannot be"
                + " read."
        case .scriptError:
            "The --script file cannot be read (the message says why) or has a bad line;"
                + " nothing was played."
        case .outputUnwritable:
            "A file the command was asked to write (play --output, audit --report, a snapshot)"
                + " cannot be"
                + " written; the message names it and the cause."
        }
    }
}
