import Foundation
import Testing

@testable import ArcadeCore

/// A round played faster than a person plays is refused by name, whatever its figures; the same moves at a person's
/// pace verify. The fast rounds are played by programs with the engines themselves, as an attacker would.
@Suite struct HumanPaceTests {
  /// The round as its player would save it: figures from its moves, so only its pace can be wrong.
  static func verdict<Game: RecordedGame & RecordableGame>(_ game: Game) throws -> RoundVerdict {
    let finished = try #require(game.recordedRound)
    let end = Date().addingTimeInterval(-60)
    let round = finished.playedRound(
      player: "bot", startedAt: end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000), endedAt: end)
    return RoundVerifier.arcade.verdict(on: round)
  }

  /// Expert cleared by revealing every safe cell, one click each `gap` ms (the program clicked 1 ms apart).
  static func sweptExpert(seed: UInt64, gap: Int64) -> MinesweeperGame {
    var game = MinesweeperGame(configuration: .expert, seed: seed, noGuess: false, questionMarks: false)
    var now = Instant(milliseconds: 1_000)
    game.apply(.reveal(MinefieldConfiguration.expert.centre), at: now)
    let field = game.minefield!
    for row in 0..<field.rows {
      for column in 0..<field.columns where !field.isMine(Position(row: row, column: column)) && !game.status.isOver {
        now = now.advanced(byMilliseconds: gap)
        game.apply(.reveal(Position(row: row, column: column)), at: now)
      }
    }
    return game
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aProgramSweepingExpertIsNotAPerson(seed: UInt64) throws {
    #expect(try Self.verdict(Self.sweptExpert(seed: seed, gap: 1)) == .refused(.fasterThanAPerson))
    // 20 clicks a second is the limit: 3BV/s then still says no (an Expert board has more clicks than 3BV).
    #expect(try Self.verdict(Self.sweptExpert(seed: seed, gap: 600)) == .verified)
  }

  /// A PathFinder round steered home a step each `gap` ms.
  static func steered(seed: UInt64, gap: Int64) -> PathFinderRound {
    var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: true))
    var now = Instant.seconds(100)
    round.apply(.drawGrid, at: now)
    let grid = round.grid!
    now = now.advanced(byMilliseconds: 2_000)
    round.apply(.guess(rows: grid.rows, columns: grid.columns), at: now)
    while round.phase == .steering, let walls = round.walls, let robot = round.robot {
      // A detour and back, so that even a small grid takes ten steps or more.
      let away = walls.openNeighbours(of: robot).first!
      for step in [robot.direction(to: away), away.direction(to: robot)] + [walls.route(from: robot, to: round.target!)!.first!] {
        guard round.phase == .steering, let step else { break }
        now = now.advanced(byMilliseconds: gap)
        round.apply(.step(step), at: now)
      }
    }
    return round
  }

  @Test(arguments: [4, 5, 6] as [UInt64])
  func aProgramSteeringPathFinderIsNotAPerson(seed: UInt64) throws {
    #expect(try Self.verdict(Self.steered(seed: seed, gap: 1)) == .refused(.fasterThanAPerson))
    #expect(try Self.verdict(Self.steered(seed: seed, gap: 200)) == .verified)
  }

  /// Ten PriceGuess questions answered right, each `gap` ms after the last: the tape carries the answers.
  static func answered(seed: UInt64, gap: Int64) -> PriceGuessGame {
    let start = Instant(milliseconds: 10_000)
    var game = PriceGuessGame(products: QuizScope.mixed.products(in: .mock)!, scope: .mixed, length: .ten, seed: seed, startedAt: start)
    var now = start
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: gap)
      game.apply(.answer(game.question.answer), at: now)
    }
    return game
  }

  @Test func aProgramAnsweringPriceGuessIsNotAPerson() throws {
    #expect(try Self.verdict(Self.answered(seed: 7, gap: 1)) == .refused(.fasterThanAPerson))
    #expect(try Self.verdict(Self.answered(seed: 7, gap: 900)) == .verified)
  }

  /// Fifteen WordMatch pairs, each answered rightly `reaction` ms after its word starts to fall; each flash waited out.
  static func matched(seed: UInt64, reaction: Int64) -> WordMatchGame {
    var game = WordMatchGame(wordList: .mock, seed: seed)
    game.apply(.start, at: .zero)
    while let round = game.round {
      let outcome: WordMatchMoveOutcome
      switch game.phase {
      case .falling: outcome = game.apply(.answer(round.truth), at: round.fall.start.advanced(byMilliseconds: reaction))
      case .feedback(_, let until): outcome = game.apply(.wait, at: until)
      case .ready, .over: return game
      }
      if outcome.isRefusal { return game }
    }
    return game
  }

  /// The flash between words keeps the answers half a second apart, whoever answers: a program answering as each word
  /// appears is told by the time from the word, not from the last answer.
  @Test func aProgramAnsweringWordMatchIsNotAPerson() throws {
    #expect(try Self.verdict(Self.matched(seed: 5, reaction: 1)) == .refused(.fasterThanAPerson))
    #expect(try Self.verdict(Self.matched(seed: 5, reaction: 400)) == .verified)
  }

  /// A WordSearch puzzle solved by dragging over each word, one drag each `gap` ms.
  static func solved(seed: UInt64, gap: Int64) -> WordSearchGame {
    let puzzle = WordSearchGenerator.generate(size: 12, difficulty: .easy, source: .theme(.mock), seed: seed)
    let start = Instant(milliseconds: 10_000)
    var game = WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: start)
    var now = start
    for placement in puzzle.placements {
      now = now.advanced(byMilliseconds: gap)
      game.apply(.select(from: placement.start, to: placement.end), at: now)
    }
    return game
  }

  @Test func aProgramSolvingWordSearchIsNotAPerson() throws {
    #expect(try Self.verdict(Self.solved(seed: 9, gap: 1)) == .refused(.fasterThanAPerson))
    #expect(try Self.verdict(Self.solved(seed: 9, gap: 2_000)) == .verified)
  }

  @Test func aFewQuickMovesAreNotJudged() throws {
    // Below the least number of moves a pace is judged over, two quick answers are a person's luck, not a program.
    let pace = try #require(GameDefinitions.arcade[.priceguess]?.pace)
    var game = PriceGuessGame(products: QuizScope.mixed.products(in: .mock)!, scope: .mixed, length: .five, seed: 3, startedAt: .zero)
    game.apply(.answer(game.question.answer), at: Instant(milliseconds: 1))
    game.apply(.answer(game.question.answer), at: Instant(milliseconds: 2))
    #expect(!pace.isFasterThanAPerson(try #require(RoundTape(of: game)).bytes))
  }
}
