extension GameDefinition {
  /// TicTacToe, classic and Ultimate: each board reads only its own tapes. Its daily is Ultimate against Hard with
  /// the player starting, ranked by result then fewest moves.
  public static let ticTacToe = GameDefinition(
    id: .tictactoe,
    engines: [
      RecordedEngine(TicTacToeGame.self),
      RecordedEngine(
        UltimateGame.self,
        daily: DailyRule { deal, _ in deal == UltimateGame.daily(seed: deal.seed).deal }),
    ],
    details: TicTacToeDetails.self,
    daily: DailyDefinition(title: "Ultimate vs Hard", ranking: .bestResult),
    boards: { _ in TicTacToeLeaderboards.gameBoards })
}
