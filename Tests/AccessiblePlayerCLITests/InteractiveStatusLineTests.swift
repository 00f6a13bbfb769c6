import Foundation
import Testing

@testable import accessible_player

@Suite("The interactive status line, at the terminal's width")
struct InteractiveStatusLineTests {
    /// The first cue of the demo's English SDH track, as its source file has it.
    private func firstSDHCue() throws -> String {
        let source = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("Samples/src/demo.en.srt"),
            encoding: .utf8)
        let blocks = source.components(separatedBy: "\n\n")
        return try #require(blocks.first?.split(separator: "\n").dropFirst(2).first).description
    }

    /// At 80 and 120 columns: the key help starts a line of its own, one status line shows
    /// the caption on screen and never takes more than the width (the capture joins wrapped
    /// lines, so a wrapped status line would be longer), and after `q` nothing of it is left.
    @Test(arguments: [80, 120])
    func fitsTheTerminalShowsTheCaptionAndIsClearedOnExit(columns: Int) throws {
        let cue = try firstSDHCue()
        let session = TmuxSession()
        defer { session.kill() }
        try session.start(
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play "
                + "Samples/demo.mkv --interactive; echo exit=$?; sleep 30", columns: columns)
        let screen = try session.waitFor(joiningWrappedLines: true) {
            $0.contains("captions English SDH: \(cue.prefix(5))")
        }
        let lines = screen.split(separator: "\n")
        let help = lines.filter { $0.contains("keys: space play/pause") }
        #expect(help.count == 1)
        #expect(help.first?.hasPrefix("keys: space play/pause") == true, "\(screen)")
        let status = lines.filter { $0.contains(" | captions ") }
        #expect(status.count == 1, "\(screen)")
        let line = String(status.first ?? "")
        #expect(TerminalColumns.width(of: line) <= columns - 1, "\(line)")
        let full = "| captions English SDH: \(cue)"
        #expect(
            line.contains(full)
                || (line.hasSuffix("…") && TerminalColumns.width(of: line) == columns - 1),
            "\(line)")
        if columns >= 120 {
            #expect(line.contains(full), "\(line)")
        }
        try session.send("q")
        let after = try session.waitFor(joiningWrappedLines: true) { $0.contains("exit=") }
        #expect(!after.contains(" | captions "), "\(after)")
        #expect(after.split(separator: "\n").contains("exit=0"), "\(after)")
    }
}

extension InteractiveStatusLineTests {
    /// Narrowing the terminal redraws the status line to the new width, and the copy the
    /// terminal reflowed onto two rows is cleared: one status line is left.
    @Test func narrowingTheTerminalRedrawsTheLineToTheNewWidth() throws {
        let session = TmuxSession()
        defer { session.kill() }
        try session.start(
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play "
                + "Samples/demo.mkv --interactive --screen-reader --pause; sleep 30",
            columns: 120)
        try session.waitFor { $0.contains("keys: space play/pause") }
        try session.send("Tab")
        let wide = try session.waitFor(joiningWrappedLines: true) {
            $0.contains("| focus: Close, button")
        }
        let before = wide.split(separator: "\n").filter { $0.contains(" | captions ") }
        #expect(before.count == 1)
        #expect(before.allSatisfy { TerminalColumns.width(of: $0) > 60 }, "\(wide)")
        try session.resize(columns: 60)
        let narrow = try session.waitFor(joiningWrappedLines: true) {
            $0.split(separator: "\n").contains {
                $0.contains(" | captions ") && TerminalColumns.width(of: $0) <= 59
            }
        }
        let after = narrow.split(separator: "\n").filter { $0.contains(" | ") }
        #expect(after.count == 1, "\(narrow)")
        #expect(after.allSatisfy { TerminalColumns.width(of: $0) <= 59 }, "\(narrow)")
    }
}

@Suite("Terminal columns")
struct TerminalColumnsTests {
    /// glibc's wcwidth in a UTF-8 locale: the C library's own table of East Asian widths and
    /// zero-width characters, summed over the scalars. Looked up with dlsym: the header
    /// declares it only for X/Open builds, which Swift's import of it is not.
    private func glibcWidth(_ text: String) throws -> Int {
        typealias WidthFunction = @convention(c) (Int32) -> Int32
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"))
        let wcwidth = unsafeBitCast(symbol, to: WidthFunction.self)
        return text.unicodeScalars.reduce(0) { total, scalar in
            total + max(Int(wcwidth(Int32(bitPattern: scalar.value))), 0)
        }
    }

    @Test(arguments: [
        "Hello", "日本語の字幕", "한국어 자막", "e\u{301}te\u{301}", "Ｆｕｌｌｗｉｄｔｈ", "🎵 music 🎵",
        "中文（简体）", "ANNA: Is anyone here?", "カタカナ・ひらがな",
    ])
    func widthIsTheCLibrarysWidth(text: String) throws {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        #expect(TerminalColumns.width(of: text) == (try glibcWidth(text)))
    }

    @Test func aCutLineFitsAndSaysItWasCut() {
        #expect(TerminalColumns.fitting("Hello, world", in: 8) == "Hello, …")
        #expect(TerminalColumns.fitting("Hello", in: 8) == "Hello")
        // A wide character that would straddle the edge is left out whole.
        let cut = TerminalColumns.fitting("日本語の字幕", in: 6)
        #expect(cut == "日本…")
        #expect(TerminalColumns.width(of: cut) <= 6)
    }
}
