/// TicTacToe's boards: one per variant and computer opponent, each a table of players' standings.
public enum TicTacToeLeaderboards {
  /// Every board, classic first, in the order the options form offers the opponents; two-player games have none.
  public static var all: [Leaderboard] {
    TicTacToeVariant.allCases.flatMap { variant in
      variant.opponents.filter(\.isComputer).map { board(variant: variant, opponent: $0) }
    }
  }

  public static func board(variant: TicTacToeVariant, opponent: TicTacToeOpponent) -> Leaderboard {
    // Nobody beats Perfect, so its streak counts games without a loss.
    let streak: PlayerStanding.StreakRule = opponent == .perfect ? .unbeaten : .wins
    return .standings(
      game: .tictactoe, title: "\(variant.title) vs \(opponent.title)",
      variant: TicTacToeOptions(variant: variant, opponent: opponent).boardKey, streak: streak,
      columns: columns(streak: streak))
  }

  static func columns(streak: PlayerStanding.StreakRule) -> [LeaderboardColumn] {
    LeaderboardColumn.rankAndPlayer + [
      LeaderboardColumn("Won") { standing($0).map { "\($0.wins)" } ?? "—" },
      LeaderboardColumn("Lost") { standing($0).map { "\($0.losses)" } ?? "—" },
      LeaderboardColumn("Drawn") { standing($0).map { "\($0.draws)" } ?? "—" },
      LeaderboardColumn("Win rate") { standing($0).map { percent($0.winRate) } ?? "—" },
      LeaderboardColumn(streak == .wins ? "Best streak" : "Unbeaten run") { standing($0).map { "\($0.bestStreak)" } ?? "—" },
    ]
  }

  /// The boards with the hint an empty one shows (one for the game; it tells the truth about Perfect).
  public static var gameBoards: GameBoards {
    GameBoards(
      game: .tictactoe, boards: all,
      emptyHint: "Finish a game against the computer to get on this board. Against Perfect, draws are the best you can do.",
      describeHelp: helpUsed(in:))
  }

  /// "1 undo", "2 undos": the only help TicTacToe gives; nil for a round without one.
  @Sendable static func helpUsed(in round: PlayedRound) -> String? {
    TicTacToeDetails(json: round.details)?.undos.map { counted($0, "undo") }
  }

  private static func standing(_ row: RankedRound) -> PlayerStanding? { PlayerStanding(json: row.round.details) }

  private static func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }
}
