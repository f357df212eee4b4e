import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// While a daily is played, every game's top line says which day and whether it counts; no footer or help offers
/// what a daily refuses (a new deal, other options).
@Suite struct DailyMarkTests {
  static func opened(_ id: GameID, size: Size, attempts: Int = 1) throws -> (App, MemoryTerminal) {
    let clock = DailyPlayTests.clock()
    let services = makeServices(clock: clock, size: size)
    let game = try #require(services.games[id])
    var opened: (App, MemoryTerminal)?
    for _ in 0..<attempts {
      let terminal = MemoryTerminal(size: size, events: [])
      let app = App(terminal: terminal, services: services, root: services.dailyScene(for: game, on: services.today))
      app.draw()
      opened = (app, terminal)
    }
    return try #require(opened)
  }

  @Test(arguments: GameRegistry.arcade().games.map(\.id))
  func theTopLineSaysDailyAndRankedThenPractice(id: GameID) throws {
    let (_, first) = try Self.opened(id, size: Size(width: 100, height: 30))
    let top = first.screenText.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    #expect(top.contains("Daily 2026-11-26 · ranked") || top.contains("Daily 11-26 · ranked"), "\(id.rawValue): \(top)")
    let (_, second) = try Self.opened(id, size: Size(width: 100, height: 30), attempts: 2)
    let again = second.screenText.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    #expect(again.contains("Daily 2026-11-26 · practice") || again.contains("Daily 11-26 · practice"), "\(id.rawValue): \(again)")
  }

  /// The mark never runs into the title or other text on the line: two blanks at least between them, whichever side
  /// of a centred title is a column wider (both parities of width).
  @Test(arguments: GameRegistry.arcade().games.map(\.id))
  func theMarkStandsApartFromTheTitle(id: GameID) throws {
    for width in [100, 101, 80] {
      let (_, terminal) = try Self.opened(id, size: Size(width: width, height: 30))
      let top = String(terminal.screenText.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      let mark = try #require(top.range(of: #"Daily( [0-9-]+)? · ranked"#, options: .regularExpression), "\(id.rawValue) at \(width): \(top)")
      let (before, after) = (top[..<mark.lowerBound], top[mark.upperBound...])
      let apart = (before.allSatisfy { $0 == " " } || before.hasSuffix("  ")) && (after.allSatisfy { $0 == " " } || after.hasPrefix("  "))
      #expect(apart, "\(id.rawValue) at \(width): \(top)")
    }
  }

  @Test(arguments: GameRegistry.arcade().games.map(\.id))
  func aDailyOffersNoNewDealAndNoOptions(id: GameID) throws {
    let (app, terminal) = try Self.opened(id, size: Size(width: 100, height: 30))
    let keys = app.topScene.help.keys.map { "\($0.keys) \($0.action)" }.joined(separator: "\n")
    #expect(!keys.contains("new game") && !keys.contains("new puzzle") && !keys.contains("new grid"), "\(id.rawValue): \(keys)")
    #expect(!terminal.screenText.contains("r new") && !terminal.screenText.contains("g new grid"), "\(id.rawValue)")
  }
}
