import Foundation
import Testing

@testable import ArcadeCore

/// The other side of a live race, read as it grows: an honest round follows, anything else ends the race against it
/// with a reason.
@Suite struct RaceRefereeTests {
  /// A race's opening: seed 9's Beginner board, its centre revealed.
  static func opening(seed: UInt64 = 9) -> (MinesweeperGame, [UInt8]) {
    var game = MinesweeperGame(configuration: .beginner, seed: seed, noGuess: true)
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    return (game, RoundTape(of: game)!.bytes)
  }

  /// The side's round after `count` more safe reveals, one every `step` ms.
  static func played(_ start: MinesweeperGame, count: Int, step: Int64 = 1_000) -> [UInt8] {
    var game = start
    let board = game.minefield!
    let safe = game.marks.positions.filter { !board.isMine($0) && game.marks[$0] != .revealed }
    for (index, position) in safe.prefix(count).enumerated() where !game.status.isOver {
      game.apply(.reveal(position), at: Instant(milliseconds: Int64(index + 1) * step))
    }
    return RoundTape(of: game)!.bytes
  }

  @Test func anHonestRoundIsFollowedMoveByMove() throws {
    let (start, opening) = Self.opening()
    var referee = RaceReferee(definition: .minesweeper, opening: opening)
    #expect(referee.foul == nil && referee.progress == nil)
    referee.read(RaceTape(bytes: opening, milliseconds: 100), now: 100)
    referee.read(RaceTape(bytes: Self.played(start, count: 2), milliseconds: 2_150), now: 2_200)
    #expect(referee.foul == nil)
    let early = try #require(referee.progress)
    referee.read(RaceTape(bytes: Self.played(start, count: 5), milliseconds: 5_120), now: 5_300)
    #expect(referee.foul == nil)
    #expect(referee.progress != early)
    // Read late (the reader was away): moves made long before the read are no foul.
    referee.read(RaceTape(bytes: Self.played(start, count: 8), milliseconds: 8_100), now: 60_000)
    #expect(referee.foul == nil)
  }

  @Test func aDealTheSeedDoesNotDealIsRefused() throws {
    let (_, opening) = Self.opening()
    var tape = try RoundTape<MinesweeperGame>(bytes: opening)
    let mines = Set(tape.deal.mines)
    let cells = (0..<9).flatMap { row in (0..<9).map { Position(row: row, column: $0) } }
    let free = cells.last { !mines.contains($0) && $0 != Position(row: 4, column: 4) }!
    tape.deal.mines = Array(tape.deal.mines.dropFirst()) + [free]
    #expect(RaceReferee(definition: .minesweeper, opening: tape.bytes).foul == .notTheDeal)
    #expect(RaceReferee(definition: .minesweeper, opening: [1, 2, 3]).foul == .notTheDeal)
  }

  @Test func anotherDealARewriteAndAForgedClockEndTheRace() throws {
    let (start, opening) = Self.opening()
    let (other, _) = Self.opening(seed: 10)
    var referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: Self.played(other, count: 1), milliseconds: 1_000), now: 1_000)
    #expect(referee.foul == .anotherDeal)

    // An earlier move changed, its time kept, and a move added: a rewrite.
    referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: Self.played(start, count: 3), milliseconds: 3_000), now: 3_000)
    var changed = try RoundTape<MinesweeperGame>(bytes: Self.played(start, count: 4))
    let board = start.minefield!
    let unused = start.marks.positions.last { !board.isMine($0) && start.marks[$0] != .revealed && !changed.moves.map(\.move).contains(.reveal($0)) }!
    changed.moves[1] = TimedMove(.reveal(unused), at: changed.moves[1].milliseconds)
    referee.read(RaceTape(bytes: changed.bytes, milliseconds: 4_000), now: 4_000)
    #expect(referee.foul == .rewritten)

    // Moves claimed before a write that did not have them: the tape written at 30 s had two moves; three more, timed
    // at 3 to 5 s, come with the next.
    referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: opening, milliseconds: 0), now: 0)
    referee.read(RaceTape(bytes: Self.played(start, count: 2), milliseconds: 30_000), now: 30_000)
    #expect(referee.foul == nil)
    referee.read(RaceTape(bytes: Self.played(start, count: 5), milliseconds: 31_000), now: 31_000)
    #expect(referee.foul == .forgedClock)

    // A move timed after the write that carries it.
    referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: opening, milliseconds: 0), now: 0)
    referee.read(RaceTape(bytes: Self.played(start, count: 3, step: 10_000), milliseconds: 1_000), now: 1_000)
    #expect(referee.foul == .forgedClock)

    // A write dated after the reader's now.
    referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: opening, milliseconds: 50_000), now: 1_000)
    #expect(referee.foul == .forgedClock)
  }

  /// Two reads crossing (the older arriving last) are no foul: the older is no news.
  @Test func anOlderReadIsNoNews() throws {
    let (start, opening) = Self.opening()
    var referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: Self.played(start, count: 5), milliseconds: 5_000), now: 5_000)
    let read = referee.progress
    referee.read(RaceTape(bytes: Self.played(start, count: 2), milliseconds: 2_000), now: 5_100)
    #expect(referee.foul == nil)
    #expect(referee.progress == read)
    // Offline, then sent late: moves made between the two writes are honest however late the second comes.
    referee.read(RaceTape(bytes: Self.played(start, count: 8), milliseconds: 90_000), now: 90_000)
    #expect(referee.foul == nil)
  }

  @Test func anIllegalMoveIsRefused() throws {
    let (start, opening) = Self.opening()
    var tape = try RoundTape<MinesweeperGame>(bytes: Self.played(start, count: 2))
    // Flag a cell the first reveal opened: the rules refuse it.
    tape.moves.append(TimedMove(.flag(Position(row: 4, column: 4)), at: 2_500))
    var referee = RaceReferee(definition: .minesweeper, opening: opening)
    referee.read(RaceTape(bytes: tape.bytes, milliseconds: 2_600), now: 2_600)
    #expect(referee.foul == .illegalMove)
  }
}
