import FuzzSupport
import PlayerCaptions
import PlayerCore

/// A TTML body made from the input's bytes, each byte a step (open a `div`, `p` or `span` with
/// times and a time container the next bytes pick, close one, add text, a `<br/>` or a `<set>`),
/// so that the fuzzer explores TTML's time containment rather than XML's syntax; then read,
/// and every cue checked to end after it starts and no later than the indefinite end.
private func readTimedBody(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = fuzzInput(data, size)[...]
    var body = ""
    var open: [String] = []
    func attributes() -> String {
        let times = [
            "", " begin=\"1s\"", " end=\"2s\"", " dur=\"3s\"", " begin=\"00:00:01:12\"",
            " end=\"45f\"", " dur=\"500ms\"", " begin=\"10000t\"", " end=\"0s\"",
        ]
        let containers = ["", " timeContainer=\"seq\"", " timeContainer=\"par\""]
        let styles = ["", " tts:display=\"none\"", " tts:visibility=\"hidden\"", " region=\"r\""]
        var result = ""
        for choices in [times, times, containers, styles] {
            guard let byte = bytes.popFirst() else { break }
            result += choices[Int(byte) % choices.count]
        }
        return result
    }
    while let step = bytes.popFirst() {
        let inParagraph = open.contains("p")
        switch step % 8 {
        case 0 where !inParagraph:
            body += "<div\(attributes())>"
            open.append("div")
        case 1 where !inParagraph:
            body += "<p\(attributes())>"
            open.append("p")
        case 2 where inParagraph:
            body += "<span\(attributes())>"
            open.append("span")
        case 3:
            if let last = open.popLast() { body += "</\(last)>" }
        case 4 where inParagraph:
            body += "text"
        case 5 where inParagraph:
            body += "<br\(attributes())/>"
        case 6:
            body += "<set\(attributes()) tts:color=\"red\"/>"
        default:
            body += " "
        }
    }
    body += open.reversed().map { "</\($0)>" }.joined()
    let document = """
        <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"
            xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ttp:frameRate="25">
          <head><layout><region xml:id="r" begin="1s" end="5s"/></layout></head>
          <body>\(body)</body>
        </tt>
        """
    guard let read = try? TTMLDocument(parsing: Array(document.utf8)) else { return 0 }
    for cue in read.cues {
        precondition(cue.start < cue.end, "a cue that ends before it starts: \(cue)")
        precondition(cue.end <= TTMLDocument.indefiniteEnd, "a cue past the indefinite end")
    }
    return 0
}

runLibFuzzer(readTimedBody)
