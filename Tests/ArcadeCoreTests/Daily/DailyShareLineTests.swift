import Foundation
import Testing

@testable import ArcadeCore

/// The line to share: what the issue shows, in emoji or ASCII, and nothing of the deal.
@Suite struct DailyShareLineTests {
  static let day = DailyDate("2026-11-26")!

  @Test func theLineReadsAsTheIssueShowsIt() {
    let line = DailyShareLine(day: Self.day, gameTitle: "Minesweeper", result: "1:42.31", rank: (3, 17), streak: 12)
    #expect(line.text(ascii: false) == "Swift Arcade daily 2026-11-26 · Minesweeper 1:42.31 · #3 of 17 · 🔥 12")
    #expect(line.text(ascii: true) == "Swift Arcade daily 2026-11-26 | Minesweeper 1:42.31 | #3 of 17 | streak 12")
    #expect(line.text(ascii: true).unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func aStripAndNoRankOrStreak() {
    let line = DailyShareLine(day: Self.day, gameTitle: "WordMatch", result: "640 points", rank: nil, streak: 0, strip: [.right, .wrong, .right])
    #expect(line.text(ascii: false) == "Swift Arcade daily 2026-11-26 · WordMatch 640 points · ✅❌✅")
    #expect(line.text(ascii: true) == "Swift Arcade daily 2026-11-26 | WordMatch 640 points | +x+")
  }

  /// WordSearch's strip: each word's axis in the order found, read back from a solved puzzle's moves.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func aWordSearchStripFollowsTheOrderFound(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let puzzle = WordSearchGenerator.generate(size: 15, difficulty: .medium, source: .theme(.mock), seed: seed)
    var game = WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: .zero)
    let order = puzzle.placements.shuffled(using: &random)
    for (index, word) in order.enumerated() {
      game.apply(.select(from: word.start, to: word.end), at: .seconds(Int64(index + 1)))
    }
    var round = RoundVerifierTests.saved(try #require(game.recordedRound))
    round.context = RoundContext(storedText: "daily 2026-11-26")!
    let expected = order.map { word -> DailyMark in
      switch word.direction {
      case .left, .right: .across
      case .up, .down: .down
      default: .diagonal
      }
    }
    #expect(round.outcome == .won)
    #expect(GameDefinitions.arcade[round.game]!.daily!.marks(of: round) == expected)
  }

  /// WordMatch's strip: a mark per answered pair, as many right and wrong as the game counted.
  @Test func aWordMatchStripCountsEveryAnswer() {
    var checked = 0
    for seed in 0..<UInt64(100) {
      let game = WordMatchTapeTests.randomGame(seed: seed)
      guard let finished = game.recordedRound else { continue }
      var round = RoundVerifierTests.saved(finished)
      round.context = RoundContext(storedText: "daily 2026-11-26/en-es")!
      let marks = GameDefinitions.arcade[round.game]!.daily!.marks(of: round)
      #expect(marks.filter { $0 == .right }.count == game.correctAttempts, "\(seed)")
      #expect(marks.filter { $0 == .wrong }.count == game.wrongAttempts, "\(seed)")
      if !marks.isEmpty { checked += 1 }
    }
    #expect(checked > 10)
  }
}
