import ArcadeCore
import Foundation
import Testing

@Suite("WordMatch records and leaderboards")
struct WordMatchRecordTests {
  static let started = Date(timeIntervalSince1970: 1_700_000_000)

  static func finishedGame(speed: WordMatchOptions.Speed = .normal) -> WordMatchGame {
    var game = WordMatchGame(wordList: .mock, options: .init(speed: speed), seed: 99)
    game.start(at: at(0))
    for pair in 1...15 { WordMatchGameTests.play(&game, pair == 7 ? game.wrongClaim : game.rightClaim) }
    return game
  }

  @Test func aFinishedGameRecordsEverything() throws {
    let game = Self.finishedGame()
    let round = try #require(game.finishedRound).playedRound(player: "ana", startedAt: Self.started, endedAt: Self.started + 60)
    #expect(round.game == .wordmatch)
    #expect(round.outcome == .won)
    #expect(round.score == game.score)
    #expect(round.moves == 15)
    #expect(round.variant == "en-es/normal")
    #expect(round.seed == 99)
    #expect(round.endedAt == Self.started + 60)
    #expect(round.durationMilliseconds == game.endedAt!.milliseconds)
    let details = try #require(WordMatchDetails(json: round.details))
    #expect(
      details
        == WordMatchDetails(
          correct: 14, wrong: 1, pairs: 15, speed: .normal, languagePair: "en-es", pairCount: 15, lives: 3))
    #expect(round.details.contains("\"languagePair\":\"en-es\""))
  }

  @Test func runningOutOfLivesIsALoss() throws {
    var game = WordMatchGame(wordList: .mock, options: .init(speed: .fast), seed: 1)
    game.start(at: at(0))
    game.advance(to: at(100_000))
    let round = try #require(game.finishedRound).playedRound(player: "bo", startedAt: Self.started, endedAt: Self.started)
    #expect(round.outcome == .lost)
    #expect(round.variant == "en-es/fast")
    #expect(round.score == 0)
  }

  /// An abandoned round is not saved at all, as in every game: the engine has no record to give until the end.
  @Test func aGameNotOverHasNoRecord() {
    var game = WordMatchGame(wordList: .mock, seed: 1)
    #expect(game.finishedRound == nil)
    game.start(at: at(0))
    _ = game.answer(game.rightClaim, at: at(100))
    game.advance(to: at(700))
    #expect(game.outcome == nil)
    #expect(game.finishedRound == nil)
  }

  /// Without their word lists, the shipped language pairs keep their boards, so stored rounds still show.
  @Test func theShippedPairsKeepTheirBoardsWithoutTheirLists() {
    let none = GameBoards.wordMatch(lists: [])
    for code in ["en-es", "en-fr", "en-de"] {
      for speed in WordMatchOptions.Speed.allCases {
        #expect(none.boardIndex(forVariant: "\(code)/\(speed.rawValue)") != nil, "\(code) \(speed)")
      }
    }
    #expect(none.boards.first { $0.selection.variant == "en-fr/normal" }?.title == "English → French · Normal — best scores")
    // A loaded list comes first and is not repeated.
    let some = GameBoards.wordMatch(lists: [.mock])
    #expect(some.boards.count == 9)
    #expect(some.boards.first?.selection.variant == "en-es/normal")
    #expect(Set(some.boards.map(\.selection.variant)).count == 9)
  }

  @Test func nonStandardLengthsKeepBoardsOfTheirOwn() {
    let game = WordMatchGame(wordList: .mock, options: .init(speed: .slow, pairCount: 30, lives: 5), seed: 1)
    #expect(game.variant == "en-es/slow/30x5")
    #expect(WordMatchLeaderboards.variant(languagePair: "en-fr", speed: .normal) == "en-fr/normal")
  }

  @Test func boardsSelectBestScoresPerLanguagePairAndSpeed() {
    let board = WordMatchLeaderboards.bestScores(
      languagePair: "en-es", languageTitle: "English → Spanish", speed: .fast)
    #expect(board.game == .wordmatch)
    #expect(board.selection.variant == "en-es/fast")
    #expect(board.selection.order == .scoreDescending)
    #expect(board.selection.limit == 10)
    #expect(board.selection.completedOnly)
    #expect(board.selection.outcomes == [.won, .lost])
    #expect(board.columns.map(\.title) == ["Rank", "Player", "Score", "Correct", "Wrong", "Time"])
    let boards = WordMatchLeaderboards.boards(for: [.mock, .mock])
    #expect(boards.count == 6)
    #expect(
      boards.map(\.selection.variant) == [
        "en-es/slow", "en-es/normal", "en-es/fast", "en-es/slow", "en-es/normal", "en-es/fast",
      ])
  }

  @Test func rowsRankByScoreThenTime() {
    func round(_ player: String, score: Int, ms: Int64, correct: Int) -> PlayedRound {
      let details = WordMatchDetails(
        correct: correct, wrong: 3, pairs: correct + 3, speed: .normal, languagePair: "en-es", pairCount: 15, lives: 3)
      return PlayedRound(
        game: .wordmatch, player: player, startedAt: Self.started, endedAt: Self.started, outcome: .lost, score: score,
        durationMilliseconds: ms, variant: "en-es/normal", details: details.json)
    }
    let board = WordMatchLeaderboards.bestScores(languagePair: "en-es", speed: .normal)
    let rows = board.rows(from: [
      round("slow", score: 150, ms: 80_000, correct: 9), round("top", score: 200, ms: 70_000, correct: 11),
      round("quick", score: 150, ms: 60_000, correct: 9), round("last", score: 40, ms: 20_000, correct: 3),
    ])
    #expect(rows.map(\.round.player) == ["top", "quick", "slow", "last"])
    #expect(rows.map(\.rank) == [1, 2, 2, 4])
    let cells = board.columns.map { $0.value(rows[1]) }
    #expect(cells == ["2", "quick", "150", "9", "3", "1:00"])
  }
}
