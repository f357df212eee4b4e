import ArcadeCore

extension EndOfRoundChoice {
  /// Where a choice on the end-of-round panel leads, the same in every game.
  ///
  /// The leaderboard opens on the board the round counts on (found from the round, not a string),
  /// with the round highlighted; the menu is the arcade's menu even when the game was opened by `arcade play`.
  public func transition(
    services: ArcadeServices, round: PlayedRound?, receipt: RoundReceipt?,
    playAgain: () -> any Scene, options: (() -> any Scene)? = nil
  ) -> Transition {
    switch self {
    case .playAgain:
      return .replace(with: playAgain())
    case .options:
      return options.map { .replace(with: $0()) } ?? .replace(with: playAgain())
    case .menu:
      return .menu
    case .leaderboard:
      let round = receipt?.round ?? round
      let boards = round.map { services.boards(of: $0.game) }
      let board = receipt?.placement?.boardIndex
        ?? round.flatMap { round in boards?.boardIndex(for: round) ?? boards?.boardIndex(forVariant: round.variant) }
      return .push(LeaderboardScene(game: round?.game, boardIndex: board, highlight: receipt?.round.id))
    }
  }
}
