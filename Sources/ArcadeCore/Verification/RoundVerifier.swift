import Foundation

/// Checks a stored round with this version's engines, as its game's definition names them: its deal re-dealt from
/// its seed and options must be the tape's, then `verify(deal, moves)`. A round is what its moves give on the deal its
/// seed deals, or it is refused.
///
/// This checks that a round could have been played as claimed, not who played it: a program that plays well
/// makes rounds that verify.
public struct RoundVerifier: Sendable {
  public let games: GameDefinitions

  public init(_ games: GameDefinitions) { self.games = games }

  /// The arcade's own games.
  public static let arcade = RoundVerifier(.arcade)

  /// The verdict on one round by its own moves. Copies and player ids need the other rounds of a board
  /// (`RoundVerdicts`); a round without a tape is `.notReplayable`.
  public func verdict(on round: PlayedRound) -> RoundVerdict { judged(round).verdict }

  /// The verdict, and whether it holds for as long as this version and the round's bytes do (`lasting`): not for a
  /// round verified on its own deal because the content it was dealt from is not here, which that content could refuse.
  public func judged(_ round: PlayedRound) -> (verdict: RoundVerdict, lasting: Bool) {
    // A game this version has no definition for (a later version's) cannot be checked: as a round without moves.
    guard let tape = round.tape, let game = games[round.game] else { return (.notReplayable, false) }
    let bytes = Array(tape)
    do {
      let (replayed, deal) = try game.redealt(bytes, content: games.content)
      let verdict = Self.compare(round, with: replayed, isDaily: { game.isDaily(bytes, of: $0) })
      // Checked once the round is what it claims: a faster one is a program's, whatever its figures.
      if verdict == .verified, game.pace?.isFasterThanAPerson(bytes) == true { return (.refused(.fasterThanAPerson), true) }
      return (verdict, verdict != .verified || deal != .contentNotHere)
    } catch {
      return (.refused(error), true)
    }
  }

  /// The finished round a tape replays to, with the engines of `game`: `verify(deal, moves) -> FinishedRound`.
  public func replayedRound(of game: GameID, tape: [UInt8]) throws(RoundRefusal) -> FinishedRound {
    guard let definition = games[game] else { throw .unreadable("a game this version does not know") }
    return try definition.replayed(tape)
  }

  /// Verified when every figure the round claims is the one its moves give; else the first that differs.
  static func compare(_ stored: PlayedRound, with replayed: FinishedRound, isDaily: (DailyVariant) -> Bool) -> RoundVerdict {
    let figures: [(name: String, same: Bool)] = [
      ("result", stored.outcome == replayed.outcome && stored.endedAt != nil),
      ("score", stored.score == replayed.score),
      ("time", stored.durationMilliseconds == replayed.durationMilliseconds),
      ("move count", stored.moves == replayed.moves),
      ("board", sameBoard(stored, replayed, isDaily: isDaily) && stored.gridSize == replayed.gridSize),
      ("seed", stored.seed == replayed.seed),
      ("help", stored.assistance.contains(.help) == replayed.assisted),
      ("details", stored.details == replayed.details),
      ("day", startsOnItsDay(stored)),
    ]
    if let differing = figures.first(where: { !$0.same }) { return .refused(.differs(differing.name)) }
    return .verified
  }

  /// A ranked daily starts on its day (UTC), and may end after it (resumed after midnight); practice may be of any day.
  static func startsOnItsDay(_ round: PlayedRound) -> Bool {
    guard let daily = round.context.daily, !daily.practice else { return true }
    return DailyDate(containing: round.startedAt) == daily.day
  }

  /// A daily's variant names its day, not its options: its tape must be that day's deal, by its game's daily rule.
  static func sameBoard(_ stored: PlayedRound, _ replayed: FinishedRound, isDaily: (DailyVariant) -> Bool) -> Bool {
    guard let daily = stored.context.daily else { return stored.variant == replayed.variant }
    // The engine's variant is not known where a daily is spelled as its day (a shared board's row, a journal line).
    return (stored.variant == nil || stored.variant == replayed.variant) && isDaily(daily)
  }
}
