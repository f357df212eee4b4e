import Foundation

/// Checks a stored round by replaying its deal and moves with this version's engines: `verify(deal, moves)`
/// for every game. A round is what its moves give, or it is refused.
///
/// This checks that a round could have been played as claimed, not who played it: a program that plays well
/// makes rounds that verify.
public enum RoundVerifier {
  /// The verdict on one round by its own moves. Copies and player ids need the other rounds of a board
  /// (`RoundVerdicts`); a round without a tape is `.notReplayable`.
  public static func verdict(on round: PlayedRound) -> RoundVerdict {
    // A game this version has no engine for (a test's, a later version's) cannot be checked: as a round without moves.
    guard let tape = round.tape, knownGames.contains(round.game) else { return .notReplayable }
    do {
      return compare(round, with: try replayedRound(of: round.game, tape: Array(tape)))
    } catch {
      return .refused(error)
    }
  }

  /// The games whose rounds this version can replay.
  public static let knownGames: Set<GameID> = [.minesweeper, .wordsearch, .pathfinder, .priceguess, .wordmatch, .tictactoe]

  /// The finished round a tape replays to, with the engine of `game`: `verify(deal, moves) -> FinishedRound`.
  public static func replayedRound(of game: GameID, tape: [UInt8]) throws(RoundRefusal) -> FinishedRound {
    switch game {
    case .minesweeper: return try replayed(MinesweeperGame.self, tape)
    case .wordsearch: return try replayed(WordSearchGame.self, tape)
    case .pathfinder: return try replayed(PathFinderRound.self, tape)
    case .priceguess: return try replayed(PriceGuessGame.self, tape)
    case .wordmatch: return try replayed(WordMatchGame.self, tape)
    case .tictactoe:
      // Each board reads only its own deals: a tape the classic board cannot read is tried as Ultimate's.
      do {
        return try replayed(TicTacToeGame.self, tape)
      } catch {
        guard case .unreadable = error else { throw error }
        return try replayed(UltimateGame.self, tape)
      }
    default: throw .unreadable("a game this version does not know")
    }
  }

  static func replayed<Game: RecordedGame & RecordableGame>(_ type: Game.Type, _ bytes: [UInt8]) throws(RoundRefusal)
    -> FinishedRound
  {
    let tape: RoundTape<Game>
    do { tape = try RoundTape(bytes: bytes) } catch { throw .unreadable(error.description) }
    let game: Game
    do { game = try tape.replayed() } catch { throw .illegalMove(error.moveIndex) }
    guard let finished = game.finishedRound else { throw .unfinished }
    return finished
  }

  /// Verified when every figure the round claims is the one its moves give; else the first that differs.
  static func compare(_ stored: PlayedRound, with replayed: FinishedRound) -> RoundVerdict {
    let figures: [(name: String, same: Bool)] = [
      ("result", stored.outcome == replayed.outcome && stored.endedAt != nil),
      ("score", stored.score == replayed.score),
      ("time", stored.durationMilliseconds == replayed.durationMilliseconds),
      ("move count", stored.moves == replayed.moves),
      ("board", sameBoard(stored, replayed) && stored.gridSize == replayed.gridSize),
      ("seed", stored.seed == replayed.seed),
      ("help", stored.assistance.contains(.help) == replayed.assisted),
      ("details", stored.details == replayed.details),
    ]
    if let differing = figures.first(where: { !$0.same }) { return .refused(.differs(differing.name)) }
    return .verified
  }

  /// A daily's variant names its day, not its options: its moves must be of that day's deal, with the daily's options.
  static func sameBoard(_ stored: PlayedRound, _ replayed: FinishedRound) -> Bool {
    guard let daily = stored.variant.flatMap(DailyVariant.init) else { return stored.variant == replayed.variant }
    return DailyRules.isDailyDeal(replayed, of: daily) && DailyRules.isDailyPlay(stored)
  }
}
