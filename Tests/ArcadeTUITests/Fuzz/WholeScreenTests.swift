import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

/// Every screen the fuzzer's starts reach (each game's first screen, play, end panels, results, the arcade's
/// own screens), drawn by the real loop at 100×30 and 40×12 (and some at other sizes, `moreSizes`) and compared as
/// whole text with a reference file in Tests/ArcadeTUITests/Screens, reviewed when it changes.
///
/// A missing or different file fails. `ARCADE_RECORD_SCREENS=1 swift test --filter WholeScreenTests` writes
/// the files from what the scenes draw now; never set it in CI.
@Suite struct WholeScreenTests {
  static let sizes = [Size(width: 100, height: 30), Size(width: 40, height: 12)]
  /// Starts also compared at these sizes: Expert at 60×20, where its columns scroll but its rows fit.
  static let moreSizes = ["minesweeper-expert": [Size(width: 60, height: 20)]]
  static let recording = ProcessInfo.processInfo.environment["ARCADE_RECORD_SCREENS"] == "1"

  static let folder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)  // Fuzz/WholeScreenTests.swift
    return parts.joined(separator: "/") + "/Screens"
  }()

  /// The screen a start reaches, at `size` (the route is sent at the start's own size, then the terminal resized).
  static func screen(_ start: FuzzStart, size: Size) -> String {
    let run = SceneFuzzRun(start: start, seed: 0)
    run.sendRoute()
    // A second of ticks lets what animates settle (the results' drop, a flash), as a player would see it.
    for _ in 0..<4 {
      run.clock.advance(milliseconds: 250)
      run.terminal.enqueue(nil)
      run.app.step()
    }
    run.terminal.resize(to: size)
    run.app.step()
    return (run.terminal.lastFrame?.text ?? "") + "\n"
  }

  @Test(arguments: FuzzStart.all)
  func everyScreenIsTheReviewedOne(start: FuzzStart) throws {
    for size in Self.sizes + (Self.moreSizes[start.name] ?? []) {
      let path = "\(Self.folder)/\(start.name)-\(size.width)x\(size.height).txt"
      let drawn = Self.screen(start, size: size)
      if Self.recording {
        try drawn.write(toFile: path, atomically: true, encoding: .utf8)
        continue
      }
      guard let reference = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("no reference screen \(path): record it with ARCADE_RECORD_SCREENS=1 and review it")
        continue
      }
      if drawn != reference {
        let (got, want) = (drawn.split(separator: "\n", omittingEmptySubsequences: false), reference.split(separator: "\n", omittingEmptySubsequences: false))
        let row = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        Issue.record("""
          \(start.name) at \(size.width)×\(size.height) differs from \(path) from row \(row):
          drawn:     \(row < got.count ? String(got[row]) : "<end>")
          reference: \(row < want.count ? String(want[row]) : "<end>")
          """)
      }
    }
  }
}
