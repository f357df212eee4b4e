import ArcadeCore
import Foundation
import Testing

/// A board line names a rank only for a round the board ranks; any other round says why in a few words.
@Suite struct NotRankedTests {
  static func round(
    _ game: GameID, _ outcome: RoundOutcome, id: Int64 = 9, score: Int? = nil, variant: String?,
    assistance: RoundAssistance = [], ended: Bool = true
  ) -> PlayedRound {
    PlayedRound(
      id: .local(id), game: game, player: "ana", startedAt: Date(timeIntervalSince1970: 100),
      endedAt: ended ? Date(timeIntervalSince1970: 160) : nil, outcome: outcome, score: score, moves: 3,
      durationMilliseconds: 60_000, variant: variant, assistance: assistance)
  }

  @Test func helpIsNamedInTheGamesOwnWords() {
    let quiz = Self.round(.priceguess, .finished, score: 40, variant: "5", assistance: .help)
    #expect(PriceGuessLeaderboards.gameBoards.whyNotRanked(quiz, boardRows: nil) == "50/50 used")
    let mines = Self.round(.minesweeper, .won, variant: "expert", assistance: .help)
    #expect(GameBoards.minesweeper.whyNotRanked(mines, boardRows: nil) == "hints used")
    let seeded = Self.round(.minesweeper, .won, variant: "expert", assistance: [.help, .chosenSeed])
    #expect(GameBoards.minesweeper.whyNotRanked(seeded, boardRows: nil) == "a chosen seed")
  }

  /// A round with undos says how many, in the end panel's line and in the history's words; with hints as well, both.
  @Test func undosAreCountedWhereARoundIsNotRanked() {
    func mines(hints: Int, undos: Int?) -> PlayedRound {
      var round = Self.round(.minesweeper, .won, variant: "expert", assistance: .help)
      round.details = MinesweeperRoundDetails(
        threeBV: 100, threeBVPerSecond: 1, hints: hints, noGuess: true, rows: 16, cols: 30, mines: 99, undos: undos
      ).json
      return round
    }
    #expect(GameBoards.minesweeper.whyNotRanked(mines(hints: 0, undos: 1), boardRows: nil) == "1 undo")
    #expect(GameBoards.minesweeper.whyNotRanked(mines(hints: 0, undos: 2), boardRows: nil) == "2 undos")
    #expect(GameBoards.minesweeper.whyNotRanked(mines(hints: 3, undos: 1), boardRows: nil) == "hints used, 1 undo")
    #expect(GameBoards.minesweeper.whyNotRanked(mines(hints: 3, undos: nil), boardRows: nil) == "hints used")
    var seeded = mines(hints: 0, undos: 1)
    seeded.assistance.insert(.chosenSeed)
    #expect(seeded.assistance.words(help: GameBoards.minesweeper.helpUsed(in: seeded)) == ["1 undo", "chosen seed"])

    var game = Self.round(.tictactoe, .draw, variant: "classic-normal", assistance: .help)
    game.details = TicTacToeDetails(
      variant: .classic, opponent: .normal, firstMove: .human, openedBy: .x, winner: nil, moves: [4, 0, 8], undos: 2
    ).json
    #expect(TicTacToeLeaderboards.gameBoards.whyNotRanked(game, boardRows: nil) == "2 undos")
    #expect(game.assistance.words == ["help"])
  }

  @Test func aLossOnABoardOfWinsSaysOnlyWinsAreRanked() {
    let loss = Self.round(.minesweeper, .lost, variant: "expert")
    #expect(GameBoards.minesweeper.whyNotRanked(loss, boardRows: nil) == "only wins are ranked")
  }

  @Test func optionsNoBoardRanksSayIt() {
    let endless = Self.round(.priceguess, .finished, score: 30, variant: "endless")
    #expect(PriceGuessLeaderboards.gameBoards.whyNotRanked(endless, boardRows: nil) == "no board for these options")
  }

  @Test func aRoundThatScoredNothingIsNotOnABoardOfBestScores() {
    let boards = GameBoards.wordMatch(lists: [])
    let variant = WordMatchLeaderboards.variant(languagePair: "en-es", speed: .normal)
    let nothing = Self.round(.wordmatch, .lost, id: 3, score: 0, variant: variant)
    let others = [Self.round(.wordmatch, .won, id: 1, score: 500, variant: variant), Self.round(.wordmatch, .lost, id: 2, score: 60, variant: variant)]
    let rows = WordMatchLeaderboards.rank(others + [nothing])
    #expect(rows.map(\.round.id) == [1, 2])
    #expect(boards.whyNotRanked(nothing, boardRows: rows) == "no points scored")
    #expect(boards.whyNotRanked(others[1], boardRows: rows) == nil)
    let quiz = Self.round(.priceguess, .finished, id: 4, score: 0, variant: "5")
    #expect(PriceGuessLeaderboards.rank([quiz]).isEmpty)
  }

  @Test func aRoundBelowTheBoardsRowsSaysSo() {
    let slow = Self.round(.minesweeper, .won, id: 11, variant: "expert")
    let rows = (1...10).map { RankedRound(rank: $0, round: Self.round(.minesweeper, .won, id: Int64($0), variant: "expert"), figure: nil) }
    #expect(GameBoards.minesweeper.whyNotRanked(slow, boardRows: rows) == "outside the top 10")
  }

  @Test func theQuizSummaryCountsOnlyRankedQuizzesForBest() {
    let rounds = [
      Self.round(.priceguess, .finished, score: 20, variant: "5", assistance: .help),
      Self.round(.priceguess, .finished, score: 10, variant: "5"),
    ]
    #expect(PriceGuessLeaderboards.gameBoards.summary(PlayerRounds(rounds)).contains("Best on 5 questions: 10"))
  }
}
