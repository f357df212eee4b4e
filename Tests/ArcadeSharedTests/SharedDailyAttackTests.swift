#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared

/// The daily attacks of issue #35 on a real server, through member logins: Eve sends as her ranked attempt at
/// today's daily a round that is not today's deal by its rules; Ana and Bob send theirs. Every game has a daily
/// (`GameDefinitions.arcade.dailyGames`); these are the ones the issue names.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedDailyAttackTests {
  typealias Play = AttackRounds

  /// The board of `game`'s daily on `day`, as the Daily screen reads it.
  static func dayBoard(_ game: GameID, on day: DailyDate = Play.today) throws -> RoundSelection {
    let ranking = try #require(GameDefinitions.arcade[game]?.daily?.ranking)
    return Leaderboard.daily(game, DailyVariant(day: day), ranking: ranking).selection
  }

  /// `game` saved by `player` as their ranked attempt at `day`'s daily.
  static func daily<Game: RecordedGame & RecordableGame>(_ game: Game, by player: String, on day: DailyDate = Play.today) throws -> PlayedRound {
    try Play.saved(game, by: player, in: .daily(DailyVariant(day: day)))
  }

  /// Ana and Bob solve the day's puzzle (in two orders: the same moves would be a copy); Eve solves a puzzle dealt
  /// from the day's seed with the daily's size and difficulty, but from another theme.
  @Test func aWordSearchDailyOnAnotherThemeIsNotTheDays() throws {
    let seed = DailyDeal.seed(for: .wordsearch, on: Play.today)
    let days = try #require(WordSearchGame.daily(on: Play.today, seed: seed, themes: Play.themes))
    let other = try #require(Play.themes.first { $0.name != days.puzzle.theme && $0.edition == nil })
    let honest = try [
      Self.daily(Play.solved(days.puzzle), by: "ana"), Self.daily(Play.solved(days.puzzle, backwards: true), by: "bob"),
    ]
    let forged = try Self.daily(Play.solved(Play.puzzle(other, seed: seed)), by: "eve")
    // The day's theme is the shipped themes' in turn, which the daily's rule knows by name without the files.
    try SharedAttackTests.attack(forged, hiddenAs: .differs("board"), beside: honest, on: Self.dayBoard(.wordsearch))
  }

  /// Eve's quiz of the day's seed and length is drawn from one category, all ten answers right.
  @Test func aPriceGuessDailyFromOneCategoryIsNotTheDays() throws {
    let seed = DailyDeal.seed(for: .priceguess, on: Play.today)
    let honest = try [
      Self.daily(Play.answered(Play.quiz(seed: seed)) { $0 <= 3 }, by: "ana"),
      Self.daily(Play.answered(Play.quiz(seed: seed)) { $0 <= 5 }, by: "bob"),
    ]
    let category = try #require(Play.catalog.allProducts.first?.categoryPath.prefix(1)).map { $0 }
    let products = try #require(QuizScope.category(category).products(in: Play.catalog))
    let quiz = PriceGuessGame(
      products: products, scope: .category(category), length: .ten, seed: seed, startedAt: .zero, edition: Play.catalog.edition)
    let forged = try Self.daily(Play.answered(quiz), by: "eve")
    try SharedAttackTests.attack(forged, hiddenAs: .differs("board"), beside: honest, on: Self.dayBoard(.priceguess))
  }

  /// Eve's Ultimate daily states the computer's replies itself (O on the last legal cell each time): the day's seed
  /// and options, but replies Hard would not make.
  @Test func anUltimateDailyWithRepliesOfItsOwnIsNotTheDays() throws {
    let seed = DailyDeal.seed(for: .tictactoe, on: Play.today)
    let honest = try [
      Self.daily(Play.ultimate(seed: seed) { $0.chooseComputerMove() }, by: "ana"),
      Self.daily(Play.ultimate(seed: seed, last: true) { $0.chooseComputerMove() }, by: "bob"),
    ]
    let forged = try Self.daily(Play.ultimate(seed: seed) { game in game.board.legalMoves.last.map { .computer($0) } }, by: "eve")
    try SharedAttackTests.attack(forged, hiddenAs: .notDealtFromSeed, beside: honest, on: Self.dayBoard(.tictactoe))
  }

  /// The day's Minesweeper daily cleared a click a second, in reading order or backwards.
  static func sweptDaily(on day: DailyDate, backwards: Bool = false) throws -> MinesweeperGame {
    try Play.swept(MinesweeperGame.daily(seed: DailyDeal.seed(for: .minesweeper, on: day)), from: .zero, gap: 1_000, backwards: backwards)
  }

  /// Eve plays tomorrow's deal (known to anyone in advance) and sends it as today's attempt.
  @Test func tomorrowsDailySentAsTodaysIsNotTheDays() throws {
    let honest = try [Self.daily(Self.sweptDaily(on: Play.today), by: "ana"), Self.daily(Self.sweptDaily(on: Play.today, backwards: true), by: "bob")]
    let forged = try Self.daily(Self.sweptDaily(on: Play.today.adding(days: 1)), by: "eve")
    try SharedAttackTests.attack(forged, hiddenAs: .differs("board"), beside: honest, on: Self.dayBoard(.minesweeper))
  }

  /// Eve plays tomorrow's deal today and sends it as tomorrow's attempt, its start claimed just after midnight (the
  /// server takes ends up to a day ahead of its clock): received before its day began, it is never on its day's board.
  @Test func tomorrowsDailySentTodayIsNeverTomorrowsAttempt() throws {
    let tomorrow = Play.today.adding(days: 1)
    let finished = try #require(Self.sweptDaily(on: tomorrow).recordedRound)
    let start = Date(timeIntervalSince1970: Double(tomorrow.dayNumber) * 86_400 + 1)
    let end = start.addingTimeInterval(Double(finished.durationMilliseconds ?? 0) / 1000)
    // In the first minutes after midnight the server refuses such an end outright; nothing to read then.
    guard end < Date().addingTimeInterval(RoundBounds.clockSkew - 60) else { return }
    let forged = finished.playedRound(in: .daily(DailyVariant(day: tomorrow)), player: "eve", startedAt: start, endedAt: end)
    let logins = try MemberLogins(on: TestServer.freshBoard(), checksMoves: true, games: SharedAttackTests.games)
    defer { logins.owner.close() }
    let eve = try logins.member("eve", checksMoves: true)
    defer { eve.close() }
    #expect(try eve.push([SharedRound(uid: UUID().uuidString, playerID: "p-eve", machine: "lab", round: forged)]).sent == 1)
    let board = try Self.dayBoard(.minesweeper, on: tomorrow)
    #expect(board.accepts(forged))
    let read = try eve.boardRows(matching: board)
    #expect(read.rounds.isEmpty && read.hidden.hiddenCount == 0, "\(read.rounds.map(\.round.player))")
  }
}
#endif
