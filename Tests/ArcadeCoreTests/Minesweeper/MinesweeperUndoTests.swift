import Foundation
import Testing

@testable import ArcadeCore

/// `u` after a loss, as SGT Mines allows: the losing reveal or chord is taken back exactly, the clock goes on from
/// where the loss stopped it, and the round that follows is kept but not ranked.
@Suite struct MinesweeperUndoTests {
  /// Everything a player can see or a round records of a game, but its clock's bookkeeping and its moves: what an
  /// undo must give back exactly.
  struct Snapshot: Equatable {
    var marks: Grid<MinesweeperCellMark>
    var displays: [MinesweeperCellDisplay]
    var status: MinesweeperStatus
    var minefield: Minefield?
    var startedAt: Instant?
    var endedAt: Instant?
    var clicks: Int
    var flagCount: Int
    var minesLeft: Int
    var hintsUsed: Int
    var revealedCount: Int

    init(_ game: MinesweeperGame) {
      marks = game.marks
      displays = game.allPositions.map(game.display(at:))
      status = game.status
      minefield = game.minefield
      startedAt = game.startedAt
      endedAt = game.endedAt
      clicks = game.clicks
      flagCount = game.flagCount
      minesLeft = game.minesLeft
      hintsUsed = game.hintsUsed
      revealedCount = game.revealedCount
    }
  }

  /// A game a few safe reveals and flags in, at `now`, on each preset: the state a losing reveal is made from.
  static func gameUnderWay(_ configuration: MinefieldConfiguration, seed: UInt64, now: Instant) -> MinesweeperGame {
    var random = SeededGenerator(seed: seed)
    var game = MinesweeperGame(configuration: configuration, seed: seed)
    game.apply(.reveal(configuration.centre), at: .zero)
    let board = game.minefield!
    for _ in 0..<6 {
      let hidden = game.allPositions.filter { game.marks[$0] == .hidden }
      let cell = random.element(of: hidden)
      game.apply(board.isMine(cell) ? .flag(cell) : .reveal(cell), at: now)
    }
    return game
  }

  @Test(arguments: MinesweeperSeeds.configurations)
  func anUndoPutsBackTheBoardFromBeforeTheLosingReveal(configuration: MinefieldConfiguration) throws {
    for seed in 0..<UInt64(20) {
      var game = Self.gameUnderWay(configuration, seed: seed, now: .seconds(10))
      guard game.status == .playing else { continue }
      let board = try #require(game.minefield)
      let mine = try #require(game.allPositions.first { board.isMine($0) && game.marks[$0] == .hidden })
      let before = Snapshot(game)
      let moves = game.moves.count
      #expect(game.apply(.reveal(mine), at: .seconds(12)) == .revealed(.exploded(at: mine)))
      #expect(game.apply(.undo, at: .seconds(40)) == .undone(.tookBack(exploded: mine)))
      #expect(Snapshot(game) == before)
      #expect(game.undos == 1)
      #expect(game.finishedRound == nil)
      // Both moves are on the tape: the replay shows the loss, then its undo.
      #expect(game.moves.dropFirst(moves).map(\.move) == [.reveal(mine), .undo])
    }
  }

  @Test func anUndoPutsBackTheBoardFromBeforeAChordThatExploded() throws {
    for seed in 0..<UInt64(40) {
      var game = MinesweeperGame.started(.expert, seed: seed)
      guard let (number, wrong, mine) = game.oneBesideASafeCellAndAMine() else { continue }
      game.apply(.flag(wrong), at: .seconds(2))
      let before = Snapshot(game)
      #expect(game.apply(.chord(number), at: .seconds(4)) == .revealed(.exploded(at: mine)))
      #expect(game.apply(.undo, at: .seconds(9)) == .undone(.tookBack(exploded: mine)))
      #expect(Snapshot(game) == before)
      // The wrong flag is still there to be put right, and the chord, once it is, opens around the number.
      #expect(game.display(at: wrong) == .flagged)
      game.apply(.flag(wrong), at: .seconds(10))
      game.apply(.flag(mine), at: .seconds(11))
      guard case .revealed(.opened(let opened)) = game.apply(.chord(number), at: .seconds(12)) else {
        Issue.record("the chord after the undo did not open")
        return
      }
      #expect(opened.contains(wrong))
      return
    }
    Issue.record("no board with a suitable number")
  }

  /// Nothing to take back before a loss, during play or after a win: refused, nothing recorded.
  @Test func anUndoIsRefusedUnlessTheGameIsLost() throws {
    var game = MinesweeperGame(configuration: .beginner, seed: 4)
    #expect(game.apply(.undo, at: .zero) == .undone(.notLost))
    #expect(game.apply(.undo, at: .zero).isRefusal)
    game.apply(.reveal(MinefieldConfiguration.beginner.centre), at: .zero)
    let playing = Snapshot(game)
    #expect(game.apply(.undo, at: .seconds(3)) == .undone(.notLost))
    #expect(Snapshot(game) == playing)
    let board = try #require(game.minefield)
    for cell in game.allPositions where !board.isMine(cell) && game.marks[cell] != .revealed {
      game.apply(.reveal(cell), at: .seconds(5))
    }
    #expect(game.status == .won)
    let moves = game.moves
    #expect(game.apply(.undo, at: .seconds(6)) == .undone(.notLost))
    #expect(game.status == .won)
    #expect(game.moves == moves)
    #expect(game.undos == 0)
  }

  /// An undo takes back one loss: a second in a row has nothing to take back.
  @Test func aSecondUndoInARowIsRefused() throws {
    var game = Self.gameUnderWay(.beginner, seed: 3, now: .seconds(1))
    let board = try #require(game.minefield)
    let mine = try #require(game.allPositions.first { board.isMine($0) && game.marks[$0] == .hidden })
    game.apply(.reveal(mine), at: .seconds(2))
    game.apply(.undo, at: .seconds(3))
    #expect(game.apply(.undo, at: .seconds(4)) == .undone(.notLost))
    #expect(game.undos == 1)
  }

  /// The clock stops at the loss and goes on from there after the undo: looking at the mines is not play time.
  @Test func theClockGoesOnFromWhereTheLossStoppedIt() throws {
    var game = MinesweeperGame(configuration: .beginner, seed: 8)
    game.apply(.reveal(MinefieldConfiguration.beginner.centre), at: .seconds(100))
    let board = try #require(game.minefield)
    let mine = try #require(board.minePositions.first { game.marks[$0] == .hidden })
    game.apply(.reveal(mine), at: .seconds(110))
    #expect(game.elapsedMilliseconds(at: .seconds(170)) == 10_000)
    game.apply(.undo, at: .seconds(170))
    #expect(game.elapsedMilliseconds(at: .seconds(170)) == 10_000)
    #expect(game.elapsedMilliseconds(at: .seconds(175)) == 15_000)
    for cell in game.allPositions where !board.isMine(cell) && game.marks[cell] != .revealed {
      game.apply(.reveal(cell), at: .seconds(180))
    }
    #expect(game.status == .won)
    #expect(game.durationMilliseconds == 20_000)
  }

  /// Every undo is counted; the round is kept, marked as helped, with its undos in its details. A round without
  /// one writes its details as before undo existed, so stored rounds and their boards are unchanged.
  @Test func undosAreCountedInTheRoundAndMarkItHelped() throws {
    var game = Self.gameUnderWay(.beginner, seed: 11, now: .seconds(1))
    let board = try #require(game.minefield)
    for second in [2, 4] as [Int64] {
      let mine = try #require(game.allPositions.first { board.isMine($0) && game.marks[$0] == .hidden })
      game.apply(.reveal(mine), at: .seconds(second))
      game.apply(.undo, at: .seconds(second + 1))
    }
    let mine = try #require(game.allPositions.first { board.isMine($0) && game.marks[$0] == .hidden })
    game.apply(.reveal(mine), at: .seconds(9))
    let round = try #require(game.finishedRound)
    #expect(round.outcome == .lost)
    #expect(round.assisted)
    #expect(MinesweeperRoundDetails(json: round.details)?.undos == 2)

    let plain = try #require(MinesweeperRecordTests.wonGame(seed: 9, seconds: 20).finishedRound)
    #expect(!plain.assisted)
    #expect(!plain.details.contains("undos"))
    #expect(MinesweeperRoundDetails(json: plain.details)?.undos == nil)
  }

  /// Details with undos are bounded like the rest: none is written as 0, and no tape holds more than its moves.
  @Test func undosInDetailsAreBounded() {
    let details = MinesweeperRoundDetails(threeBV: 10, threeBVPerSecond: nil, hints: 0, noGuess: true, rows: 9, cols: 9, mines: 10)
    for (undos, fits) in [(nil, true), (1, true), (100_000, true), (0, false), (-1, false), (100_001, false)] as [(Int?, Bool)] {
      var changed = details
      changed.undos = undos
      #expect(changed.isWithinBounds == fits, "\(String(describing: undos))")
    }
  }

  /// A tape with undos replays to the same round, the undo on it as one byte (the next tag); a tape written before
  /// undo (format 1, tags 0…6, whose bytes have not changed) still reads and replays.
  @Test func tapesWithUndosReplayAndOlderTapesStillRead() throws {
    var game = Self.gameUnderWay(.beginner, seed: 5, now: .seconds(1))
    let board = try #require(game.minefield)
    let mine = try #require(game.allPositions.first { board.isMine($0) && game.marks[$0] == .hidden })
    game.apply(.reveal(mine), at: .seconds(2))
    game.apply(.undo, at: .seconds(3))
    let tape = try #require(RoundTape(of: game))
    #expect(tape.bytes[0] == 1)
    let replayed = try RoundTape<MinesweeperGame>(text: tape.text).replayed()
    #expect(Snapshot(replayed) == Snapshot(game))
    #expect(replayed.undos == 1)
    #expect(replayed.elapsedMilliseconds(at: .seconds(9)) == game.elapsedMilliseconds(at: .seconds(9)))

    let older = try RoundTape<MinesweeperGame>(text: Self.tapeBeforeUndo)
    let round = try older.replayed()
    #expect(round.status == .lost(exploded: Position(row: 0, column: 6)))
    #expect(round.undos == 0)
    #expect(older.moves.map(\.move) == [.reveal(Position(row: 4, column: 4)), .flag(Position(row: 0, column: 0)), .reveal(Position(row: 0, column: 6))])
  }

  /// A format 1 tape spelled out by hand from the format, not written by the code under test: Beginner (preset 1),
  /// 9 × 9, 10 mines, no-guess, seed 42, its mines one bit a cell in reading order (`MinesweeperFixture`'s board),
  /// then 3 moves: reveal row 4 column 4 at 0 ms, flag row 0 column 0 2 s later, reveal the mine at row 0
  /// column 6 1 s after that (rows and columns from 0).
  ///
  ///     01 | 01 09 09 0A 01 2A | 40 10 30 24 00 00 00 41 10 01 00 | 03 | 00 04 04 00 | 02 00 00 D0 0F | 00 00 06 E8 07
  static let tapeBeforeUndo = "AQEJCQoBKkAQMCQAAABBEAEAAwAEBAACAADQDwAABugH"
}
