import Foundation
import Testing

/// Imports point down (DESIGN.md, "Layout"): the IPC speaks to the engine and the session
/// only, the drawing and the audit take the session, not the runtime around it, and no
/// module re-exports another.
@Suite struct ImportDirectionTests {
    @Test func theIPCBuildsWithoutDrawingOrMedia() throws {
        let closure = try PackageManifest.current.get().closure(of: "PlayerIPC")
        #expect(closure.contains("PlayerEngine"))
        for lower in ["PlayerRender", "PlayerMedia", "CLibass", "CFFmpeg"] {
            #expect(!closure.contains(lower), "PlayerIPC builds on \(lower)")
        }
    }

    @Test func drawingAndAuditTakeTheSessionNotTheEngine() throws {
        let manifest = try PackageManifest.current.get()
        for target in ["PlayerRender", "PlayerAudit"] {
            let closure = manifest.closure(of: target)
            #expect(closure.contains("PlayerSession"), "\(target) does not build on the session")
            #expect(!closure.contains("PlayerEngine"), "\(target) builds on PlayerEngine")
        }
        // The audit's caption and player checks need no FFmpeg either.
        #expect(!manifest.closure(of: "PlayerAudit").contains("PlayerMedia"))
    }

    @Test func theSessionIsBelowTheRuntime() throws {
        let closure = try PackageManifest.current.get().closure(of: "PlayerSession")
        for upper in ["PlayerEngine", "PlayerMedia", "CFFmpeg"] {
            #expect(!closure.contains(upper), "PlayerSession builds on \(upper)")
        }
    }

    @Test func noModuleReExportsAnother() throws {
        let sources = PackageManifest.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var exporting: [String] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift",
                let text = try? String(contentsOf: file, encoding: .utf8)
            else { continue }
            if text.split(separator: "\n").contains(where: { $0.hasPrefix("@_exported") }) {
                exporting.append(file.lastPathComponent)
            }
        }
        #expect(exporting.isEmpty, "@_exported import in \(exporting)")
    }
}
