/// One player's record on a board of games that end won, lost or drawn: counts, win rate, best streak.
///
/// A `Leaderboard` ranks rounds; a standings board ranks players. `Leaderboard.standings` makes one
/// from the rounds the store returns without changing the board's shape: each row is the player's
/// newest round, carrying the standing in its `details`, so the columns, the screen and
/// `arcade scores` work as for any board, and a just-saved round finds its player's row by id.
public struct PlayerStanding: RoundDetails {
  public var player: String
  public var wins: Int
  public var losses: Int
  public var draws: Int
  /// The longest run of games in a row counted by the board's `StreakRule`.
  public var bestStreak: Int

  public init(player: String, wins: Int, losses: Int, draws: Int, bestStreak: Int) {
    self.player = player
    self.wins = wins
    self.losses = losses
    self.draws = draws
    self.bestStreak = bestStreak
  }

  public var games: Int { wins + losses + draws }
  /// Wins per game, 0…1.
  public var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
  /// Games not lost per game, 0…1.
  public var unbeatenRate: Double { games == 0 ? 0 : Double(wins + draws) / Double(games) }

  /// What a streak counts: wins in a row, or games in a row without a loss (where wins are out of reach).
  public enum StreakRule: Sendable {
    case wins, unbeaten
  }

  /// Each player's standing from their won, lost and drawn rounds (any order); other outcomes are left out.
  public static func standings(from rounds: [PlayedRound], streak: StreakRule) -> [PlayerStanding] {
    let byPlayer = Dictionary(grouping: rounds.filter { [.won, .lost, .draw].contains($0.outcome) }, by: \.player)
    return byPlayer.map { player, rounds in
      var standing = PlayerStanding(player: player, wins: 0, losses: 0, draws: 0, bestStreak: 0)
      var run = 0
      for round in rounds.sorted(by: { $0.startedAt < $1.startedAt }) {
        switch round.outcome {
        case .won: standing.wins += 1
        case .lost: standing.losses += 1
        default: standing.draws += 1
        }
        let extends = round.outcome == .won || (streak == .unbeaten && round.outcome == .draw)
        run = extends ? run + 1 : 0
        standing.bestStreak = max(standing.bestStreak, run)
      }
      return standing
    }
  }
}

extension Leaderboard {
  /// A board with one row per player, ranked by win rate, then by games not lost, then by games played;
  /// players equal on all three share a place. The rows' `figure` is the win rate.
  public static func standings(
    game: GameID, title: String, variant: String, streak: PlayerStanding.StreakRule, columns: [LeaderboardColumn],
    limit: Int = 5000
  ) -> Leaderboard {
    Leaderboard(
      game: game, title: title,
      selection: RoundSelection(
        game: game, variant: variant, outcomes: [.won, .lost, .draw], completedOnly: true, unassistedOnly: true,
        order: .newestFirst, limit: limit),
      columns: columns,
      rank: { rounds in RankedRound.standings(of: rounds, streak: streak) })
  }
}

extension RankedRound {
  /// The standings rows for a board's rounds: each player's newest round with the standing as its details.
  public static func standings(of rounds: [PlayedRound], streak: PlayerStanding.StreakRule) -> [RankedRound] {
    let newest = Dictionary(rounds.map { ($0.player, $0) }) { a, b in a.startedAt >= b.startedAt ? a : b }
    let order: (PlayerStanding) -> [Double] = { [$0.winRate, $0.unbeatenRate, Double($0.games)] }
    let sorted = PlayerStanding.standings(from: rounds, streak: streak).sorted { a, b in
      order(a) != order(b) ? order(a).lexicographicallyPrecedes(order(b), by: >) : a.player < b.player
    }
    var rows: [RankedRound] = []
    for (index, standing) in sorted.enumerated() {
      guard var round = newest[standing.player] else { continue }
      round.details = standing.json
      let tied = rows.last.flatMap { PlayerStanding(json: $0.round.details) }.map { order($0) == order(standing) } ?? false
      rows.append(RankedRound(rank: tied ? rows[rows.count - 1].rank : index + 1, round: round, figure: standing.winRate))
    }
    return rows
  }
}
