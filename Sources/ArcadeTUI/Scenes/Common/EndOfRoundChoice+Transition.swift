import ArcadeCore

extension EndOfRoundChoice {
  /// Where a choice on the end-of-round panel leads, the same in every game.
  ///
  /// The leaderboard opens on the board the receipt names (found once, when the round was recorded), with
  /// the round highlighted; the menu is the arcade's menu even when the game was opened by `arcade play`.
  public func transition(
    receipt: RoundReceipt?,
    playAgain: () -> any Scene, options: (() -> any Scene)? = nil
  ) -> Transition {
    switch self {
    case .playAgain where receipt?.daily != nil:
      return .practice(receipt!.round.game, receipt!.daily!.day)
    case .playAgain:
      return .replace(with: playAgain())
    case .options:
      return options.map { .reopen($0()) } ?? .replace(with: playAgain())
    case .menu where receipt?.daily != nil:
      return .daily(receipt!.round.game)
    case .menu:
      return .menu
    case .leaderboard where receipt?.daily != nil:
      // A daily's board is the day's, on the Daily screen.
      return .dailyBoard(receipt?.round.game, receipt?.daily?.day)
    case .leaderboard:
      return .leaderboard(receipt?.round.game, boardIndex: receipt?.boardIndex, highlight: receipt?.round.id)
    }
  }
}
