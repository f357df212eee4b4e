import ArcadeCore
import Foundation
import Testing

/// A recorded round as a race reads it: both sides dealt one opening, the progress at any time the tape's own, and the
/// winner the game's daily ranking's.
@Suite struct RaceTrackTests {
  /// A Beginner board from `seed`, played with random moves (reveals, flags, chords, some on mines) after a first
  /// reveal in the middle, `step` ms apart, until it ends or runs out of moves.
  static func randomRound(seed: UInt64, step: Int64 = 700, flagsFirst: Bool = false) -> MinesweeperGame {
    var generator = SeededGenerator(seed: seed)
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    var clock: Int64 = 3_000
    if flagsFirst { game.apply(.flag(Position(row: 0, column: 0)), at: Instant(milliseconds: clock - 500)) }
    game.apply(.reveal(Position(row: 4, column: 4)), at: Instant(milliseconds: clock))
    for _ in 0..<200 where !game.status.isOver {
      clock += step
      let position = Position(row: Int(generator.next() % 9), column: Int(generator.next() % 9))
      let move: MinesweeperMove = generator.next() % 5 == 0 ? .flag(position) : .reveal(position)
      game.apply(move, at: Instant(milliseconds: clock))
    }
    return game
  }

  @Test func everyRoundsTrackOpensOnItsFirstRevealAndEndsAsTheRound() throws {
    for seed in UInt64(1)...200 {
      let game = Self.randomRound(seed: seed, flagsFirst: seed % 3 == 0)
      let tape = try #require(RoundTape(of: game))
      let track = try #require(GameDefinition.minesweeper.raceTrack(of: tape.bytes), "seed \(seed)")
      let opening = try RoundTape<MinesweeperGame>(bytes: track.opening)
      #expect(opening.deal == tape.deal)
      #expect(opening.moves.count == (seed % 3 == 0 ? 2 : 1), "the flag before it and the first reveal")
      #expect(opening.moves.allSatisfy { $0.milliseconds == 0 })
      #expect(track.times.count + opening.moves.count == tape.moves.count)
      #expect(track.times == track.times.sorted() && track.times.first.map { $0 > 0 } != false)
      let last = track.progress(afterMoves: track.times.count)
      #expect(last == game.raceProgress)
      #expect(last.isOver == game.status.isOver)
      #expect(track.finished?.outcome == game.finishedRound?.outcome)
      #expect(!track.progress(afterMoves: 0).isOver || track.times.isEmpty)
    }
  }

  @Test func progressIsTheTapesAtEveryTime() throws {
    let game = Self.randomRound(seed: 42)
    let tape = try #require(RoundTape(of: game))
    let track = try #require(GameDefinition.minesweeper.raceTrack(of: tape.bytes))
    #expect(track.moves(at: -1) == 0)
    #expect(track.moves(at: 699) == 0)
    #expect(track.moves(at: 700) == 1)
    #expect(track.moves(at: 1_399) == 1)
    #expect(track.nextMove(after: 0) == 700)
    #expect(track.nextMove(after: track.times.count) == nil)
    #expect(track.progress(afterMoves: 10_000) == track.progress(afterMoves: track.times.count))
    // Cleared cells only grow, move by move.
    let cleared = (0...track.times.count).map { Int(track.progress(afterMoves: $0).short.split(separator: "/").first ?? "") ?? -1 }
    #expect(zip(cleared, cleared.dropFirst()).allSatisfy { $0 <= $1 || $1 == -1 })
  }

  @Test func theLineSaysHowFarABoardHasGone() {
    var game = MinesweeperGame(configuration: .beginner, seed: 7)
    #expect(game.raceProgress == RaceProgress(summary: "0/71 cleared · 0 flagged", short: "0/71", isOver: false))
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    let board = game.minefield!
    let mine = board.minePositions.first!
    game.apply(.flag(mine), at: Instant(milliseconds: 10))
    #expect(game.raceProgress.summary.hasSuffix(" cleared · 1 flagged"))
    game.apply(.flag(mine), at: Instant(milliseconds: 20))
    game.apply(.reveal(mine), at: Instant(milliseconds: 30))
    #expect(game.raceProgress.isOver)
    #expect(game.raceProgress.short == "boom")
    #expect(game.raceProgress.summary.hasPrefix("hit a mine · "))
  }

  @Test func theFasterWinWinsAndAWinBeatsALoss() {
    let fast = Self.wonRound(seed: 5, step: 500)
    let slow = Self.wonRound(seed: 5, step: 900)
    let definition = GameDefinition.minesweeper
    #expect(definition.raceOutcome(fast, against: slow) == .won)
    #expect(definition.raceOutcome(slow, against: fast) == .lost)
    #expect(definition.raceOutcome(fast, against: fast) == .tied)
    var lost = Self.randomRound(seed: 5)
    if !(lost.finishedRound?.outcome == .lost) { lost = Self.lostRound(seed: 5) }
    let loss = lost.finishedRound!
    #expect(definition.raceOutcome(slow, against: loss) == .won)
    #expect(definition.raceOutcome(loss, against: slow) == .lost)
    #expect(definition.raceOutcome(loss, against: loss) == .tied, "neither on the day's board")
  }

  static func wonRound(seed: UInt64, step: Int64) -> FinishedRound {
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    var clock: Int64 = 0
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    let board = game.minefield!
    for position in game.marks.positions where !board.isMine(position) && game.status == .playing {
      clock += step
      game.apply(.reveal(position), at: Instant(milliseconds: clock))
    }
    return game.finishedRound!
  }

  static func lostRound(seed: UInt64) -> MinesweeperGame {
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    game.apply(.reveal(game.minefield!.minePositions.first!), at: Instant(milliseconds: 800))
    return game
  }
}
