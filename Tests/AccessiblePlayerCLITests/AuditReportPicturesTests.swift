import Foundation
import Testing

/// `audit --report`'s pictures: a small snapshot at each finding with a time.
@Suite("audit --report pictures")
struct AuditReportPicturesTests {
    @Test func eachTimedFindingShowsASmallLazyPicture() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("audit-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let report = folder.appendingPathComponent("report.html").path
        let run = try CLIRunner.run(["audit", "Samples/demo.mkv", "--json", "--report", report])
        #expect(run.status == 1, "\(run.standardError)")
        let findings = try run.standardOutput.split(separator: "\n").map(AuditCommandTests.json)
            .flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        let timed = findings.filter { $0["start"] is Double }
        #expect(!timed.isEmpty)
        let page = try String(contentsOfFile: report, encoding: .utf8)
        let images = page.matches(
            of: /<img loading="lazy" width="320" height="180" src="(report-pictures\/[0-9]+\.png)"/)
        #expect(images.count == timed.count)
        for image in images {
            let path = folder.appendingPathComponent(String(image.output.1)).path
            #expect(try PNGPixels.size(of: path) == (320, 180))
        }
    }
}
