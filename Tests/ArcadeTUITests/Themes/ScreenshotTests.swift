import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

/// The pictures in docs/screenshots/ are what the scenes draw: each game's main screen and the menu, in every theme.
///
/// `make screenshots` draws them again (ARCADE_RECORD_SCREENSHOTS=1); otherwise a picture that
/// differs from its scene's drawing, or is missing, fails.
@Suite struct ScreenshotTests {
  /// The screen for each picture: a fuzz start whose route does not depend on the terminal's size.
  static let screens: [(picture: String, start: String)] = [
    ("menu", "title"), ("pathfinder", "pathfinder-steering"), ("priceguess", "priceguess-quiz"),
    ("minesweeper", "minesweeper-playing"), ("tictactoe", "ultimate"), ("wordmatch", "wordmatch-falling"),
    ("wordsearch", "wordsearch-disco"),
  ]
  static let size = Size(width: 100, height: 30)

  static let folder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Themes/ScreenshotTests.swift, ArcadeTUITests, Tests
    return parts.joined(separator: "/") + "/docs/screenshots"
  }()

  static var recording: Bool { ProcessInfo.processInfo.environment["ARCADE_RECORD_SCREENSHOTS"] == "1" }

  /// The last frame of a start's route in `theme`, at 100×30, as the loop draws it.
  static func frame(of startName: String, theme: ThemeName) throws -> Canvas {
    let start = try #require(FuzzStart.all.first { $0.name == startName })
    let clock = ManualClock(start: Instant(milliseconds: 1_000))
    let services = makeServices(clock: clock, seed: 3, theme: theme, size: size)
    let terminal = MemoryTerminal(size: size)
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(min(timeout ?? 50, 2_000))) }
    let app = App(terminal: terminal, services: services, root: start.root(services), menu: { TitleScene(services: services, startedAt: services.now()) })
    app.draw()
    for event in start.route(services) where !app.isFinished {
      terminal.enqueue(event)
      app.step()
    }
    return try #require(terminal.lastFrame)
  }

  @Test(arguments: ThemeName.allCases)
  func picturesMatchTheirScenes(theme: ThemeName) throws {
    for (picture, start) in Self.screens {
      let svg = CanvasPicture.svg(try Self.frame(of: start, theme: theme), theme: Theme(theme, glyphs: .unicode))
      let path = "\(Self.folder)/\(picture)-\(theme.rawValue).svg"
      if Self.recording {
        try FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        continue
      }
      guard let stored = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("\(path) is missing: make screenshots draws it")
        continue
      }
      // Named, not printed: two whole pictures in a failure would bury the line that says what to do.
      if stored != svg { Issue.record("\(path) no longer matches what \(start) draws in \(theme.rawValue): make screenshots draws it again") }
    }
  }

  @Test func aPictureShowsCellsColoursAndAttributes() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    _ = canvas.put("a<b", at: Point(x: 0, y: 0), style: Theme(.light, glyphs: .unicode).found(order: 0))
    _ = canvas.put("x", at: Point(x: 4, y: 0), style: Style(reverse: true))
    let svg = CanvasPicture.svg(canvas, theme: Theme(.light, glyphs: .unicode))
    #expect(svg.contains("fill=\"#eeeeee\""))
    #expect(svg.contains("<text x=\"0 9 18\" y=\"13\" fill=\"#005f00\" font-weight=\"bold\" text-decoration=\"underline\" xml:space=\"preserve\">a&lt;b</text>"))
    // Reverse video: the terminal's text colour behind, its background colour in front.
    #expect(svg.contains("<rect x=\"36\" y=\"0\" width=\"9\" height=\"18\" fill=\"#303030\"/>"))
    #expect(svg.contains("<text x=\"36\" y=\"13\" fill=\"#eeeeee\" xml:space=\"preserve\">x</text>"))
  }
}
