import Foundation
import Testing

@testable import ArcadeCore

/// A Minesweeper round kept as its deal and moves: encoded, decoded and replayed, it is the same round.
@Suite struct MinesweeperTapeTests {
  /// A game played with random moves (legal and not) at random times, a loss taken back every other time and an
  /// undo now and then when there is nothing to take back: what the tape keeps and what it gives back.
  static func randomGame(seed: UInt64) -> MinesweeperGame {
    var random = SeededGenerator(seed: seed)
    let configurations: [MinefieldConfiguration] = [.classic, .beginner, .intermediate, .expert]
    let configuration = configurations[Int(seed % 4)]
    var game = MinesweeperGame(
      configuration: configuration, seed: seed, noGuess: seed % 5 == 0, questionMarks: seed % 3 == 0)
    var now = Instant(milliseconds: Int64.random(in: 0...1_000_000, using: &random))
    let cells = configuration.rows * configuration.columns
    for _ in 0..<Int.random(in: 1...(cells * 2), using: &random) {
      let cell = Position(row: Int.random(in: -1...configuration.rows, using: &random), column: Int.random(in: 0..<configuration.columns, using: &random))
      let lost = if case .lost = game.status { true } else { false }
      let move: MinesweeperMove =
        if lost && Bool.random(using: &random) {
          .undo
        } else {
          switch Int.random(in: 0..<21, using: &random) {
          case 0..<11: .reveal(cell)
          case 11..<14: .flag(cell)
          case 14..<16: .chord(cell)
          case 16: .hint(near: Bool.random(using: &random) ? cell : nil)
          case 17: .pause
          case 18: .undo
          default: .resume
          }
        }
      now = now.advanced(byMilliseconds: Int64.random(in: 0...3_000, using: &random))
      game.apply(move, at: now)
      if game.status.isOver && Bool.random(using: &random) { break }
    }
    return game
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func dealAndMovesGiveTheSameRound(seed: UInt64) throws {
    let game = Self.randomGame(seed: seed)
    guard let tape = RoundTape(of: game) else {
      #expect(game.minefield == nil)
      return
    }
    let decoded = try RoundTape<MinesweeperGame>(text: tape.text)
    #expect(decoded == tape)
    let replayed = try decoded.replayed()
    #expect(replayed.marks == game.marks)
    #expect(replayed.status == game.status)
    #expect((replayed.hintsUsed, replayed.clicks, replayed.flagCount) == (game.hintsUsed, game.clicks, game.flagCount))
    #expect(replayed.undos == game.undos)
    #expect(replayed.durationMilliseconds == game.durationMilliseconds)
    #expect(replayed.pausedMilliseconds == game.pausedMilliseconds)
    #expect(replayed.finishedRound?.outcome == game.finishedRound?.outcome)
    #expect(replayed.finishedRound?.score == game.finishedRound?.score)
    #expect(replayed.finishedRound?.moves == game.finishedRound?.moves)
    #expect(replayed.finishedRound?.details == game.finishedRound?.details)
    #expect(replayed.finishedRound?.seed == game.finishedRound?.seed)
    #expect(replayed.moves == game.moves)
  }

  /// The random games above take losses back in many seeds and end after an undo in some, so the property holds of
  /// tapes with undos, and of rounds that end after one.
  @Test func theRandomGamesTakeLossesBack() {
    let games = (0..<UInt64(300)).map(Self.randomGame(seed:))
    #expect(games.count { $0.undos > 0 } >= 30)
    #expect(games.count { $0.undos > 0 && $0.status.isOver } >= 10)
    #expect(games.count { $0.undos > 1 } >= 5)
  }

  /// Every cut of a real tape is refused, and random bytes never trap.
  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: Self.randomGame(seed: 7))))
  }

  /// A move the rules refuse is not a legal round: the replay names it.
  @Test func aRefusedMoveIsNotALegalRound() throws {
    var tape = try #require(RoundTape(of: Self.randomGame(seed: 12)))
    tape.moves.insert(TimedMove(.reveal(Position(row: 0, column: 0)), at: 0), at: 0)
    tape.moves.insert(TimedMove(.reveal(Position(row: 0, column: 0)), at: 0), at: 0)
    #expect(throws: ReplayError.self) { try tape.replayed() }
  }

  /// An Expert win is well under 4 KB as text.
  @Test func anExpertWinIsSmall() throws {
    var sizes: [Int] = []
    for seed in 0..<UInt64(20) {
      var game = MinesweeperGame(configuration: .expert, seed: seed, noGuess: true)
      var now = Instant.zero
      game.apply(.reveal(MinefieldConfiguration.expert.centre), at: now)
      // Reveals every safe cell the way a player clears a board: one by one, a second apart.
      while !game.status.isOver, let board = game.minefield,
        let next = game.marks.positions.first(where: { game.marks[$0] == .hidden && !board.isMine($0) })
      {
        now = now.advanced(byMilliseconds: 1_000)
        game.apply(.reveal(next), at: now)
      }
      #expect(game.status == .won)
      sizes.append(try #require(RoundTape(of: game)).text.utf8.count)
    }
    #expect(sizes.max()! < 4_096, "\(sizes)")
  }
}
