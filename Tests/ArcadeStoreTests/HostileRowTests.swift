import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// Rows no arcade writes (a stranger's insert, a damaged file): skipped and counted, never trusted, never a trap.
@Suite struct HostileRowTests {
  static let now = Date()
  static let start = now.addingTimeInterval(-3_600)

  static func row(
    _ game: GameID, player: String = "evil", end: Date? = nil, outcome: RoundOutcome = .won, score: Int? = nil,
    moves: Int? = 5, duration: Int64? = 5_000, variant: String? = nil, gridSize: Int? = 1, details: String = "{}"
  ) -> PlayedRound {
    PlayedRound(
      game: game, player: player, startedAt: start, endedAt: end ?? start.addingTimeInterval(8), outcome: outcome,
      score: score, moves: moves, durationMilliseconds: duration, variant: variant, gridSize: gridSize, details: details)
  }

  /// The three rows that crashed every member's arcade, as the shared board returned them.
  static let reported: [PlayedRound] = [
    row(.pathfinder, end: Date(timeIntervalSince1970: 8_000_000_000_000), moves: 9_000_000_000_000_000_000, variant: "6x6"),
    row(.minesweeper, variant: "expert", details: #"{"threeBV":10,"threeBVPerSecond":1e300,"hints":0,"noGuess":true,"rows":16,"cols":30,"mines":99}"#),
    row(.priceguess, outcome: .finished, score: 10, variant: "5", details: #"{"score":10,"correct":9223372036854775807,"answered":1,"skipped":0,"category":"x","length":"5","answers":[],"fiftyFiftyUsed":false,"seed":1}"#),
  ]

  @Test func theReportedRowsAreOutOfRange() {
    #expect(Self.reported.map { RoundBounds.problem(with: $0, now: Self.now) } == [
      "its end is out of range", "its details are out of range", "its details are out of range",
    ])
    // A details decode of such a row gives nothing to show (a column shows "-"), whoever asks.
    #expect(MinesweeperRoundDetails(json: Self.reported[1].details) == nil)
    #expect(PriceGuessRoundDetails(json: Self.reported[2].details) == nil)
  }

  @Test func theLocalFileSkipsAndCountsThem() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let good = Self.row(.pathfinder, moves: 12, duration: 30_000, variant: "6x6", gridSize: 36)
    try store.save(contentsOf: Self.reported + [good])
    let pathfinder = try store.rounds(matching: RoundSelection(game: .pathfinder, outcomes: [.won], order: .newestFirst, limit: 5))
    #expect(pathfinder.map(\.moves) == [12])
    _ = try store.rounds(matching: RoundSelection(game: .minesweeper, order: .newestFirst, limit: 5))
    _ = try store.rounds(matching: RoundSelection(game: .priceguess, order: .newestFirst, limit: 5))
    #expect(store.outOfRangeRoundCount == 3)
    #expect(store.unreadableRoundCount == 0)
  }

  /// Random rows of every game: Int64 extremes, 1e300, NaN, wrong JSON types, huge strings. Those that fit the
  /// bounds go through every board's ranking, columns, summary and chart, the text table and the JSON: none traps.
  @Test func randomRowsThatFitDrawWithoutATrap() {
    var random = SeededGenerator(seed: 2026)
    let boards: [GameBoards] = [
      .minesweeper, .pathFinder, PriceGuessLeaderboards.gameBoards, .wordSearch, GameBoards.wordMatch(lists: []),
      TicTacToeLeaderboards.gameBoards,
    ]
    let numbers: [Int] = [0, 1, -1, 7, 1_000, Int.max, Int.min, 1_000_000, 100_000_000, Int(Int32.max)]
    let doubles = ["1e300", "-1e300", "0.5", "NaN", "\"x\"", "null", "3"]
    var kept = 0
    for _ in 0..<2_000 {
      let game = random.element(of: [GameID.minesweeper, .pathfinder, .priceguess, .tictactoe, .wordmatch, .wordsearch])
      let number = { random.element(of: numbers) }
      let details = """
        {"threeBV":\(number()),"threeBVPerSecond":\(random.element(of: doubles)),"hints":\(number()),"noGuess":true,\
        "rows":\(number()),"cols":\(number()),"mines":\(number()),"columns":\(number()),"shortestPath":\(number()),\
        "target":{"row":\(number()),"column":\(number())},"score":\(number()),"correct":\(number()),"answered":\(number()),\
        "skipped":\(number()),"wrong":\(number()),"pairs":\(number()),"pairCount":\(number()),"lives":\(number()),\
        "speed":"normal","languagePair":"en-es","size":\(number()),"wordsFound":\(number()),"wordCount":\(number()),\
        "revealsUsed":\(number()),"theme":"\(String(repeating: "t", count: random.int(in: 0...400)))"}
        """
      let round = Self.row(
        game, player: String(repeating: "n", count: random.int(in: 0...300)),
        end: Self.start.addingTimeInterval(Double(random.element(of: [1, 60, -60, 1e7, 1e12]))),
        outcome: random.element(of: RoundOutcome.allCases), score: number(), moves: number(),
        duration: Int64(number()), variant: random.chance(0.5) ? nil : "expert", gridSize: number(), details: details)
      guard RoundBounds.fits(round, now: Self.now) else { continue }
      kept += 1
      for gameBoards in boards where gameBoards.game == game {
        _ = gameBoards.summary(PlayerRounds([round]))
        _ = gameBoards.trend?.value(round)
        _ = gameBoards.whyNotRanked(round, boardRows: nil)
        for board in gameBoards.boards {
          let report = LeaderboardReport(board: board, rows: board.rows(from: [round]))
          _ = LeaderboardTextTable.render(report)
          _ = LeaderboardJSON.encode([report])
        }
      }
    }
    #expect(kept > 40)
  }

  /// A long name from any source is cut to 24 cells in every board's Player column (the standings' too).
  @Test func longNamesAreCutWhereverTheyAreShown() {
    let name = String(repeating: "W", count: 200)
    let boards: [GameBoards] = [
      .minesweeper, .pathFinder, PriceGuessLeaderboards.gameBoards, .wordSearch, GameBoards.wordMatch(lists: []),
      TicTacToeLeaderboards.gameBoards,
    ]
    for gameBoards in boards {
      for board in gameBoards.boards {
        let round = Self.row(gameBoards.game, player: name, outcome: board.selection.outcomes.first ?? .won, score: 10, variant: board.selection.variant)
        guard let player = board.columns.first(where: { $0.title == "Player" }) else { continue }
        for row in board.rows(from: [round]) { #expect(displayWidth(player.value(row)) <= PlayerName.maxWidth, "\(board.title)") }
      }
    }
  }
}
