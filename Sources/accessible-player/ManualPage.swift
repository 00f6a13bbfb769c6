import PlayerEngine
import PlayerSession

/// The man page (roff, section 1), made from the commands' declarations.
enum ManualPage {
    /// The page for `declarations`.
    static func roff(_ declarations: [CommandDeclaration]) -> String {
        var page = [
            ".TH ACCESSIBLE-PLAYER 1 \"\" \"accessible-player \(PlayerVersion.current)\""
                + " \"User Commands\"",
            ".SH NAME", "accessible-player \\- \(escaped(CommandOverview.about))",
            ".SH SYNOPSIS", ".nf",
        ]
        page += declarations.flatMap { $0.synopsis.map(escaped) }
        page += [".fi", ".SH DESCRIPTION", escaped(CommandOverview.about)]
        page += [
            ".PP",
            "Every command takes \\fB\\-h\\fR, \\fB\\-\\-help\\fR;"
                + " \\fBaccessible\\-player \\-\\-version\\fR (or \\fB\\-V\\fR) prints the version.",
            ".SH COMMANDS",
        ]
        for declaration in declarations {
            page += [
                ".SS \(escaped(declaration.name))", escaped(declaration.summary), ".PP", ".nf",
            ]
            page += declaration.synopsis.map(escaped)
            page.append(".fi")
            for paragraph in declaration.description {
                page += [".PP", escaped(paragraph)]
            }
            for option in declaration.options {
                page += [
                    ".TP", "\\fB\(escaped(CommandDeclaration.written(option)))\\fR",
                    escaped(option.help),
                ]
            }
        }
        page.append(".SH EXIT STATUS")
        for code in ExitCode.allCases {
            page += [".TP", "\\fB\(code.rawValue)\\fR", escaped(code.meaning)]
        }
        page += [".SH SEE ALSO", "mpv(1), ffmpeg(1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// `text` as roff text: backslashes and hyphens escaped, a line never starting with a
    /// control character.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e")
            .replacingOccurrences(of: "-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
