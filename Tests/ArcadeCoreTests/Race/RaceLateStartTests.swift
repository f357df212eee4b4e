import Foundation
import Testing

@testable import ArcadeCore

/// A race's time runs from its take: a side whose tape says its clock started later (it studied the deal first, or
/// wrote its tape again, faster, once the race was over) is charged the difference; a side that starts in time is not.
@Suite struct RaceLateStartTests {
  static let taken: Int64 = 10_000
  /// Every safe cell of the race's board, one a second: a win whose last move is at `last` ms.
  static let won = RaceWinsTests.ended(won: true)
  static var last: Int64 { RaceTrack.of(won, as: MinesweeperGame.self)!.times.last! }

  static func referee() -> RaceReferee {
    RaceReferee(definition: .minesweeper, opening: RaceRefereeTests.opening().1, takenAt: taken)
  }

  @Test func aSideThatStartsInTimeIsChargedNothing() throws {
    var referee = Self.referee()
    let opened = Self.taken + 1_000
    referee.read(RaceTape(bytes: RaceRefereeTests.opening().1, milliseconds: opened), now: opened)
    referee.read(RaceTape(bytes: Self.won, milliseconds: opened + Self.last + 40), now: opened + Self.last + 40)
    #expect(referee.foul == nil)
    #expect(referee.lateBy == 0)
    let finished = try #require(referee.finished)
    #expect(finished == referee.track?.finished)
  }

  @Test func aSideThatStudiedTheDealFirstIsChargedTheTimeItTook() throws {
    var referee = Self.referee()
    // No tape until its first move, a minute after the take: it played from 70 s on.
    let written = 70_000 + Self.last
    referee.read(RaceTape(bytes: Self.won, milliseconds: written), now: written)
    #expect(referee.foul == nil)
    #expect(referee.lateBy == 70_000 - Self.taken - RaceReferee.startAllowance)
    let played = try #require(referee.track?.finished?.durationMilliseconds)
    #expect(referee.finished?.durationMilliseconds == played + referee.lateBy)
  }

  /// Followed live, a side whose clock leaves out a time away (this arcade's runs on when a race is taken up again;
  /// another's might not) is charged it: what one read of its final tape finds.
  @Test func timeAwayMidRaceIsChargedAsOneReadOfTheFinalTapeChargesIt() throws {
    let (start, opening) = RaceRefereeTests.opening()
    var live = Self.referee()
    live.read(RaceTape(bytes: opening, milliseconds: Self.taken + 100), now: Self.taken + 100)
    live.read(RaceTape(bytes: RaceRefereeTests.played(start, count: 3), milliseconds: Self.taken + 3_150), now: Self.taken + 3_200)
    #expect(live.lateBy == 0)
    let away: Int64 = 120_000
    let written = Self.taken + 100 + Self.last + away
    live.read(RaceTape(bytes: Self.won, milliseconds: written), now: written)
    #expect(live.foul == nil)
    var once = Self.referee()
    once.read(RaceTape(bytes: Self.won, milliseconds: written), now: .max / 2)
    #expect(live.lateBy == away + 100 - RaceReferee.startAllowance)
    #expect(once.lateBy == live.lateBy)
    #expect(once.finished == live.finished)
  }

  /// A pause leaves its time out of the round's, but not out of the race's: a side that paused for a minute after its
  /// first move, then cleared the board fast, is charged the minute.
  @Test func aPauseIsChargedToTheSideThatTookIt() throws {
    var game = RaceRefereeTests.opening().0
    let board = game.minefield!
    _ = game.apply(.pause, at: Instant(milliseconds: 1_000))
    _ = game.apply(.resume, at: Instant(milliseconds: 61_000))
    let safe = game.marks.positions.filter { !board.isMine($0) && game.marks[$0] != .revealed }
    for (index, position) in safe.enumerated() { _ = game.apply(.reveal(position), at: Instant(milliseconds: 61_000 + Int64(index + 1) * 100)) }
    let tape = try #require(RoundTape(of: game)).bytes
    let last = try #require(RaceTrack.of(tape, as: MinesweeperGame.self)?.times.last)
    var referee = Self.referee()
    let written = Self.taken + 200 + last
    referee.read(RaceTape(bytes: tape, milliseconds: written), now: written)
    let played = try #require(referee.track?.finished?.durationMilliseconds)
    #expect(played == last - 60_000)
    #expect(referee.finished?.durationMilliseconds == written - Self.taken - RaceReferee.startAllowance)
    #expect(referee.lateBy == 60_000 + 200 - RaceReferee.startAllowance)
  }

  /// The same moves written again later (a write that went through though it seemed not to, sent again) move the
  /// side's last write on, live as in one read of the final tape; an older read arriving late does not move it back.
  @Test func theSameMovesWrittenLaterCountFromTheLaterWrite() throws {
    var live = Self.referee()
    let first = Self.taken + 1_000 + Self.last
    live.read(RaceTape(bytes: Self.won, milliseconds: first), now: first)
    #expect(live.lateBy == 0)
    live.read(RaceTape(bytes: Self.won, milliseconds: first + 30_000), now: first + 30_000)
    live.read(RaceTape(bytes: Self.won, milliseconds: first + 10_000), now: first + 30_000)
    #expect(live.foul == nil)
    var once = Self.referee()
    once.read(RaceTape(bytes: Self.won, milliseconds: first + 30_000), now: .max / 2)
    #expect(live.lateBy == 26_000)
    #expect(once.finished == live.finished)
  }

  /// A deal that is not its seed's loses the race for the side that dealt it, whatever the rounds.
  @Test func aDealThatIsNotTheSeedsLosesItForItsPoster() throws {
    var tape = try RoundTape<MinesweeperGame>(bytes: RaceRefereeTests.opening().1)
    tape.deal.mines = Array(tape.deal.mines.dropFirst()) + [Position(row: 8, column: 8)].filter { !tape.deal.mines.contains($0) }
    var race = RaceWinsTests.race(ana: nil, eve: nil)
    race.opening = tape.bytes
    race.takenMilliseconds = Self.taken
    #expect(RaceWins.outcome(of: race, for: "ana", in: .arcade) == .lost)
    #expect(RaceWins.outcome(of: race, for: "eve", in: .arcade) == .won)
  }

  /// The loser writes its tape again once the race is over, a faster win: counted from the take, it is slower.
  @Test func aFasterTapeWrittenAfterTheRaceDoesNotWinIt() {
    let games = GameDefinitions.arcade
    let faster = RaceWinsTests.ended(won: true, step: 100)
    var race = RaceWinsTests.race(ana: nil, eve: nil)
    race.takenMilliseconds = Self.taken
    race.tapes["ana"] = RaceTape(bytes: Self.won, milliseconds: Self.taken + 200 + Self.last)
    race.tapes["eve"] = RaceTape(bytes: faster, milliseconds: Self.taken + Self.last + 60_000)
    #expect(RaceWins.outcome(of: race, for: "ana", in: games) == .won)
    #expect(RaceWins.outcome(of: race, for: "eve", in: games) == .lost)
    // Written as it was played, right after the take, the faster round wins.
    race.tapes["eve"] = RaceTape(bytes: faster, milliseconds: Self.taken + 300 + RaceTrack.of(faster, as: MinesweeperGame.self)!.times.last!)
    #expect(RaceWins.outcome(of: race, for: "eve", in: games) == .won)
  }
}
