/// One player's record on a board of games that end won, lost or drawn: counts, win rate, best streak.
///
/// A `Leaderboard` ranks rounds; a standings board ranks players. Its selection's order is `.standings`: the
/// store reads every round the board takes, counts those that verify (`RoundChecker.counted`, verdicts kept) and
/// returns one row per player, that player's newest round carrying the standing in its `details`, best first. So the columns, the screen and `arcade scores` work as for any board, a just-saved
/// round finds its player's row by id, and a limit cuts the players shown, never the rounds counted.
public struct PlayerStanding: RoundDetails {
  public var player: String
  public var wins: Int
  public var losses: Int
  public var draws: Int
  /// The longest run of games in a row counted by the board's `StreakRule`.
  public var bestStreak: Int
  /// The run the player's latest games make (0 after a game that breaks it): rounds played later continue it.
  public var currentStreak: Int

  public init(player: String, wins: Int, losses: Int, draws: Int, bestStreak: Int, currentStreak: Int = 0) {
    self.player = player
    self.wins = wins
    self.losses = losses
    self.draws = draws
    self.bestStreak = bestStreak
    self.currentStreak = currentStreak
  }

  public var games: Int { wins + losses + draws }
  /// Wins per game, 0…1.
  public var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
  /// Games not lost per game, 0…1.
  public var unbeatenRate: Double { games == 0 ? 0 : Double(wins + draws) / Double(games) }

  /// What a streak counts: wins in a row, or games in a row without a loss (where wins are out of reach).
  public enum StreakRule: Sendable, Hashable {
    case wins, unbeaten

    /// The outcomes that extend a run; any other counted outcome ends it.
    public var extending: Set<RoundOutcome> { self == .wins ? [.won] : [.won, .draw] }
  }

  /// The outcomes a standing counts; rounds that ended otherwise are left out.
  public static let counted: Set<RoundOutcome> = [.won, .lost, .draw]

  /// The board's order: win rate, then games not lost, then games played, all descending; then the name.
  public func ranksAbove(_ other: PlayerStanding) -> Bool {
    rankingKey != other.rankingKey
      ? rankingKey.lexicographicallyPrecedes(other.rankingKey, by: >) : player.utf8.lexicographicallyPrecedes(other.player.utf8)
  }

  /// Equal keys share a place on the board.
  public var rankingKey: [Double] { [winRate, unbeatenRate, Double(games)] }

  /// This standing followed by one more round (played after every round it counts).
  mutating func add(_ outcome: RoundOutcome, streak: StreakRule) {
    switch outcome {
    case .won: wins += 1
    case .lost: losses += 1
    default: draws += 1
    }
    currentStreak = streak.extending.contains(outcome) ? currentStreak + 1 : 0
    bestStreak = max(bestStreak, currentStreak)
  }

  /// This standing followed by a standing of later rounds: runs join across the seam only where the later one
  /// is unbroken (its current run is all its games), since a standing does not say how its rounds began.
  mutating func add(_ later: PlayerStanding) {
    wins += later.wins
    losses += later.losses
    draws += later.draws
    currentStreak = later.currentStreak == later.games ? currentStreak + later.currentStreak : later.currentStreak
    bestStreak = max(bestStreak, later.bestStreak, currentStreak)
  }
}
