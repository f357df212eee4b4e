import Foundation
import Testing

@testable import ArcadeCore

/// The receiving arcade reads a match with the engine: good moves play, the first bad one loses for the side that sent it.
@Suite struct VersusRefereeTests {
  static func match(_ cells: [Int], marks: [TicTacToeMark]? = nil, times: [Int64]? = nil, o: String? = "eve") -> VersusMatch {
    let moves = cells.enumerated().map { index, cell in
      VersusMove(
        ply: index, mark: marks?[index] ?? (index.isMultiple(of: 2) ? .x : .o), cell: cell,
        milliseconds: times?[index] ?? Int64(1_000 * (index + 1)))
    }
    return VersusMatch(uid: "m", variant: .classic, x: "ana", o: o, createdAt: Date(timeIntervalSince1970: 0), moves: moves)
  }

  static func state(_ match: VersusMatch, now: Int64 = 60_000) -> VersusState {
    VersusReferee<TicTacToeGame>(match, now: now).state
  }

  @Test func movesPlayInTurnToAWinADrawOrTheNextMove() {
    #expect(Self.state(Self.match([], o: nil)) == .open)
    #expect(Self.state(Self.match([])) == .toMove(.x))
    #expect(Self.state(Self.match([4])) == .toMove(.o))
    guard case .won(.x, _) = Self.state(Self.match([4, 1, 0, 2, 8])) else {
      Issue.record("X's diagonal did not win")
      return
    }
    #expect(Self.state(Self.match([0, 1, 2, 4, 3, 5, 7, 6, 8])) == .drawn)
  }

  @Test func theFirstBadMoveLosesForItsSideWithItsReason() {
    #expect(Self.state(Self.match([4, 4])) == .fouled(.o, .illegalMove(ply: 1, cell: 4)))
    #expect(Self.state(Self.match([4, 81])) == .fouled(.o, .illegalMove(ply: 1, cell: 81)))
    #expect(Self.state(Self.match([4, -1])) == .fouled(.o, .illegalMove(ply: 1, cell: -1)))
    #expect(Self.state(Self.match([4], marks: [.o])) == .fouled(.o, .outOfTurn(ply: 0)))
    #expect(Self.state(Self.match([4, 0, 1], marks: [.x, .o, .o])) == .fouled(.o, .outOfTurn(ply: 2)))
    #expect(Self.state(Self.match([4, 0], times: [5_000, 4_000])) == .fouled(.o, .forgedClock(ply: 1)))
    #expect(Self.state(Self.match([4], times: [90_000]), now: 60_000) == .fouled(.x, .forgedClock(ply: 0)))
    #expect(Self.state(Self.match([4, 1, 0, 2, 8, 3])) == .fouled(.o, .afterTheEnd(ply: 5)))
    var gap = Self.match([4, 0])
    gap.moves[1].ply = 2
    #expect(Self.state(gap) == .fouled(.o, .outOfOrder(ply: 1)))
  }

  @Test func aResignationEndsOnlyAGameStillGoing() {
    var match = Self.match([4])
    match.resigned = .o
    #expect(Self.state(match) == .resigned(.o))
    #expect(Self.state(match).winner == .x)
    var won = Self.match([4, 1, 0, 2, 8])
    won.resigned = .x
    #expect(Self.state(won).winner == .x)
  }

  /// Any run of random cells and marks: the referee never lets a move the engine refuses stand, and a match it calls
  /// going on has exactly the good moves on its board.
  @Test(arguments: 0..<200)
  func randomMovesAreEitherPlayedOrTheFoul(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...11, using: &generator)
    let cells = (0..<count).map { _ in Int.random(in: -1...9, using: &generator) }
    let marks = (0..<count).map { index in Int.random(in: 0..<10, using: &generator) == 0 ? (index.isMultiple(of: 2) ? TicTacToeMark.o : .x) : (index.isMultiple(of: 2) ? .x : .o) }
    let referee = VersusReferee<TicTacToeGame>(Self.match(cells, marks: marks), now: 60_000)
    if case .toMove = referee.state {
      #expect(referee.game.cellsTaken == cells)
      #expect(Set(cells).count == cells.count && cells.allSatisfy { (0..<9).contains($0) })
    }
    if case .fouled(let side, let foul) = referee.state {
      let ply: Int
      switch foul {
      case .illegalMove(let p, _), .outOfTurn(let p), .outOfOrder(let p), .forgedClock(let p), .afterTheEnd(let p): ply = p
      }
      #expect(marks[ply] == side)
      #expect(referee.game.cellsTaken == Array(cells.prefix(ply)))
    }
  }
}

/// A clock per side: each side's turns add up, the side to move's runs until now, and a flag that falls loses.
@Suite struct VersusClockTests {
  static func match(_ times: [Int64], clock: Int = 60, taken: Int64 = 10_000) -> VersusMatch {
    var match = VersusRefereeTests.match(Array([4, 0, 8, 2, 6, 1].prefix(times.count)), times: times)
    (match.clockSeconds, match.takenMilliseconds) = (clock, taken)
    return match
  }

  @Test func eachSideUsesItsOwnTurnsFromTheMomentItWasTaken() {
    let referee = VersusReferee<TicTacToeGame>(Self.match([15_000, 45_000]), now: 50_000)
    #expect(referee.used == [.x: 5_000, .o: 30_000])
    #expect(referee.state == .toMove(.x))
    #expect(referee.remaining(.x, limit: 60_000, now: 50_000) == 50_000)
    #expect(referee.remaining(.o, limit: 60_000, now: 50_000) == 30_000)
  }

  @Test func theSideToMoveLosesWhenItsTimeRunsOut() {
    #expect(VersusReferee<TicTacToeGame>(Self.match([15_000]), now: 75_000).state == .toMove(.o))
    #expect(VersusReferee<TicTacToeGame>(Self.match([15_000]), now: 75_001).state == .lostOnTime(.o))
    #expect(VersusReferee<TicTacToeGame>(Self.match([15_000]), now: 75_001).state.winner == .x)
    // Without a clock nobody's time runs out.
    var untimed = Self.match([15_000])
    untimed.clockSeconds = nil
    #expect(VersusReferee<TicTacToeGame>(untimed, now: 10_000_000).state == .toMove(.o))
  }

  /// A move sent after its side's flag fell does not count, however it is timed.
  @Test func aMoveAfterTheFlagFellLoses() {
    #expect(VersusReferee<TicTacToeGame>(Self.match([15_000, 80_000]), now: 90_000).state == .lostOnTime(.o))
    // Claimed before the match was taken: forged.
    #expect(VersusReferee<TicTacToeGame>(Self.match([5_000]), now: 90_000).state == .fouled(.x, .forgedClock(ply: 0)))
  }
}
