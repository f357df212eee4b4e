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
