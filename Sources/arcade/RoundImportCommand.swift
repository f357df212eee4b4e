import ArcadeCore
import ArcadeStore
import Foundation

/// `arcade scores --import FILE`: reads the lines, saves the rounds, says how many (or exits 1 naming the problem).
enum RoundImportCommand {
  static func run(_ source: String, into path: String, busyTimeout: Double) -> String {
    let bytes: Data
    if source == "-" {
      bytes = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard FileManager.default.fileExists(atPath: source) else { fail("--import: \(sanitizedForDisplay(source)): no such file") }
      do {
        bytes = try ContentFile.read(source, limit: 16 << 20)
      } catch {
        fail("--import: \(error)")
      }
    }
    let name = source == "-" ? "stdin" : sanitizedForDisplay(source)
    let report: RoundImport.Report
    do {
      report = try RoundImport.run(bytes, into: path, busyTimeout: busyTimeout)
    } catch {
      fail("--import: \(error)")
    }
    let others = report.otherLines > 0 ? " (\(counted(report.otherLines, "line")) of it not a round, left out)" : ""
    guard report.saved + report.alreadyThere > 0 else {
      fail("--import: no rounds in \(name)\(others): it takes the lines the arcade prints at exit for rounds it could not save")
    }
    let already = report.alreadyThere > 0 ? "; \(report.alreadyThere) \(report.alreadyThere == 1 ? "was" : "were") there already" : ""
    return "Saved \(counted(report.saved, "round")) from \(name) into \(sanitizedForDisplay(path))\(already)\(others).\n"
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    exit(1)
  }
}
