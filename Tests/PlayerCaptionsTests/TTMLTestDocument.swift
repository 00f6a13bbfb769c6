import PlayerCaptions
import PlayerCore

/// Reads a TTML document made of `body` (the content of `<body>`), `head` (the content of
/// `<head>`) and extra `<tt>` attributes, with the TTML namespaces declared as `tts:`, `ttp:`
/// and `ttm:`.
func ttmlCues(_ body: String, head: String = "", ttAttributes: String = "") throws -> [Cue] {
    let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"
            xmlns:ttp="http://www.w3.org/ns/ttml#parameter"
            xmlns:ttm="http://www.w3.org/ns/ttml#metadata" \(ttAttributes)>
          <head>\(head)</head>
          <body>\(body)</body>
        </tt>
        """
    return try TTMLDocument(parsing: Array(document.utf8)).cues
}

/// The start and end of each cue in microseconds.
func microsecondSpans(_ cues: [Cue]) -> [[Int64]] {
    cues.map { [$0.start.microseconds, $0.end.microseconds] }
}
