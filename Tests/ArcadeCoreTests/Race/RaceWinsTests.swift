import Foundation
import Testing

@testable import ArcadeCore

/// Races are counted once both rounds end, by the day's ranking; a round that is not the race's loses it; a race
/// going on counts for nobody.
@Suite struct RaceWinsTests {
  static func race(ana: [UInt8]?, eve: [UInt8]?, uid: String = "r") -> VersusRace {
    let (_, opening) = RaceRefereeTests.opening()
    var race = VersusRace(uid: uid, game: .minesweeper, opening: opening, poster: "ana", taker: "eve", createdAt: Date(timeIntervalSince1970: 0))
    if let ana { race.tapes["ana"] = RaceTape(bytes: ana, milliseconds: 0) }
    if let eve { race.tapes["eve"] = RaceTape(bytes: eve, milliseconds: 0) }
    return race
  }

  /// A board played to its end: every safe cell (a win), or a mine after `count` cells (a loss).
  static func ended(won: Bool, count: Int = 3, step: Int64 = 1_000) -> [UInt8] {
    let (start, _) = RaceRefereeTests.opening()
    var game = start
    let board = game.minefield!
    let safe = game.marks.positions.filter { !board.isMine($0) && game.marks[$0] != .revealed }
    for (index, position) in safe.prefix(won ? safe.count : count).enumerated() where !game.status.isOver {
      game.apply(.reveal(position), at: Instant(milliseconds: Int64(index + 1) * step))
    }
    if !won { game.apply(.reveal(board.minePositions[0]), at: Instant(milliseconds: Int64(count + 1) * step)) }
    return RoundTape(of: game)!.bytes
  }

  @Test func aWinBeatsALossAndAFasterWinASlowerOne() {
    let games = GameDefinitions.arcade
    let won = Self.race(ana: Self.ended(won: true), eve: Self.ended(won: false))
    #expect(RaceWins.outcome(of: won, for: "ana", in: games) == .won)
    #expect(RaceWins.outcome(of: won, for: "eve", in: games) == .lost)
    #expect(RaceWins.outcome(of: won, for: "bob", in: games) == nil)
    let faster = Self.race(ana: Self.ended(won: true, step: 2_000), eve: Self.ended(won: true, step: 500), uid: "f")
    let going = Self.race(ana: Self.ended(won: true), eve: RaceRefereeTests.played(RaceRefereeTests.opening().0, count: 2), uid: "g")
    #expect(RaceWins.outcome(of: going, for: "ana", in: games) == nil)
    let table = RaceWins.table(of: [won, faster, going], in: games)
    #expect(table == [RaceWins(player: "ana", wins: 1, losses: 1), RaceWins(player: "eve", wins: 1, losses: 1)])
  }

  /// The lobby counts at every wake: a race read again unchanged keeps its outcome, one whose tape grew is counted
  /// again, and a race no longer read is forgotten; the table is always the one counting from scratch gives.
  @Test func resultsRememberedMatchACountFromScratch() {
    let games = GameDefinitions.arcade
    var results = RaceResults()
    let won = Self.race(ana: Self.ended(won: true), eve: Self.ended(won: false))
    let going = Self.race(ana: Self.ended(won: true), eve: RaceRefereeTests.played(RaceRefereeTests.opening().0, count: 2), uid: "g")
    #expect(results.table(of: [won, going], in: games) == RaceWins.table(of: [won, going], in: games))
    #expect(results.table(of: [won, going], in: games) == [RaceWins(player: "ana", wins: 1), RaceWins(player: "eve", losses: 1)])
    var ended = going
    ended.tapes["eve"] = RaceTape(bytes: Self.ended(won: true, step: 100), milliseconds: 0)
    #expect(results.table(of: [won, ended], in: games) == RaceWins.table(of: [won, ended], in: games))
    #expect(results.table(of: [won, ended], in: games) == [RaceWins(player: "ana", wins: 1, losses: 1), RaceWins(player: "eve", wins: 1, losses: 1)])
    #expect(results.table(of: [ended], in: games) == RaceWins.table(of: [ended], in: games))
  }

  /// Counted a step at a time, a table comes only once every race is counted, and it is the one counting at once
  /// gives; a race that changes meanwhile is counted again.
  @Test func resultsCountedInStepsComeOnceAllAreCounted() {
    let games = GameDefinitions.arcade
    let won = Self.race(ana: Self.ended(won: true), eve: Self.ended(won: false))
    var faster = Self.race(ana: Self.ended(won: true, step: 2_000), eve: Self.ended(won: true, step: 500), uid: "f")
    let lost = Self.race(ana: Self.ended(won: false), eve: Self.ended(won: true), uid: "l")
    var results = RaceResults()
    #expect(results.table(of: [won, faster, lost], in: games, replaying: 2) == nil)
    // Counted already, then faster still: counted again, and the third still waits.
    faster.tapes["ana"] = RaceTape(bytes: Self.ended(won: true, step: 100), milliseconds: 0)
    #expect(results.table(of: [won, faster, lost], in: games, replaying: 0) == nil)
    #expect(results.table(of: [won, faster, lost], in: games, replaying: 1) == nil)
    #expect(results.table(of: [won, faster, lost], in: games, replaying: 1) == RaceWins.table(of: [won, faster, lost], in: games))
    #expect(RaceWins.table(of: [won, faster, lost], in: games) == [RaceWins(player: "ana", wins: 2, losses: 1), RaceWins(player: "eve", wins: 1, losses: 2)])
    #expect(results.table(of: [won, faster, lost], in: games, replaying: 0) == RaceWins.table(of: [won, faster, lost], in: games))
  }

  /// A content-dealt opening is re-dealt from the content the arcade reads, as the live referee does: a WordSearch
  /// grid with a letter changed counts on its own deal without the content, and against its poster with it.
  @Test func aContentDealtOpeningIsCheckedAgainstTheContent() throws {
    let honest = try #require(RoundTape(of: Redeal.wordSearch(seed: 3)))
    var deal = honest.deal
    #expect(Redeal.changeALetter(&deal))
    // The same words found on the changed grid, eve at half ana's pace.
    let ana = RoundTape<WordSearchGame>(deal: deal, moves: honest.moves)
    let eve = RoundTape<WordSearchGame>(deal: deal, moves: honest.moves.map { TimedMove($0.move, at: $0.milliseconds * 2) })
    let opening = try #require(GameDefinition.wordSearch.raceTrack(of: ana.bytes)).opening
    var race = VersusRace(uid: "w", game: .wordsearch, opening: opening, poster: "ana", taker: "eve", createdAt: Date(timeIntervalSince1970: 0))
    race.tapes = ["ana": RaceTape(bytes: ana.bytes, milliseconds: 0), "eve": RaceTape(bytes: eve.bytes, milliseconds: 0)]
    #expect(RaceWins.table(of: [race], in: .arcade) == [RaceWins(player: "ana", wins: 1), RaceWins(player: "eve", losses: 1)])
    // Checked against the content, the deal is not the seed's: the race is lost by ana, who dealt it.
    #expect(
      RaceWins.table(of: [race], in: GameDefinitions.arcade.reading(Redeal.content)) == [RaceWins(player: "eve", wins: 1), RaceWins(player: "ana", losses: 1)])
  }

  @Test func aRoundThatIsNotTheRacesLosesIt() {
    let games = GameDefinitions.arcade
    var other = MinesweeperGame(configuration: .beginner, seed: 77, noGuess: true)
    other.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    let forged = Self.race(ana: RoundTape(of: other)!.bytes, eve: RaceRefereeTests.played(RaceRefereeTests.opening().0, count: 1))
    #expect(RaceWins.outcome(of: forged, for: "eve", in: games) == .won)
    #expect(RaceWins.outcome(of: forged, for: "ana", in: games) == .lost)
    #expect(RaceWins.table(of: [forged], in: games).map(\.player) == ["eve", "ana"])
  }
}
