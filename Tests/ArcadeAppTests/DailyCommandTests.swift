import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI
@testable import arcade

/// `arcade daily`'s arguments: a game of the registry, a real day, no seed (the deal is the day's).
@Suite struct DailyCommandTests {
  @Test func argumentsThatCannotBeADailyAreRefused() {
    #expect(throws: (any Error).self) { try DailyCommand.parse(["nosuchgame"]) }
    #expect(throws: (any Error).self) { try DailyCommand.parse(["--date", "2026-02-30"]) }
    #expect(throws: (any Error).self) { try DailyCommand.parse(["minesweeper", "--seed", "3"]) }
    #expect((try? DailyCommand.parse(["Minesweeper", "--date", "2026-11-20", "--share", "--ascii"])) != nil)
  }

  /// `scores --all` marks a practice round as such.
  @Test func practiceIsMarkedInTheHistory() {
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    let practice = PlayedRound(
      id: 1, game: .priceguess, player: "ana", startedAt: start, endedAt: start.addingTimeInterval(60), outcome: .finished,
      score: 40, context: RoundContext(storedText: "daily 2026-11-26 practice")!)
    let text = RoundHistory.render([practice], registry: .arcade(), boards: [:])
    #expect(text.split(separator: "\n").last?.hasSuffix("practice, not replayable") == true, "\(text)")
  }
}
