extension GameDefinition {
  /// Minesweeper: its daily is a guess-free Intermediate board (16 × 16, 40 mines), ranked by the fastest win.
  public static let minesweeper = GameDefinition(
    id: .minesweeper,
    engines: [
      RecordedEngine(
        MinesweeperGame.self,
        daily: DailyRule { deal, _ in
          deal.configuration == .intermediate && deal.mines.count == deal.configuration.mines && deal.noGuess
        })
    ],
    details: MinesweeperRoundDetails.self,
    daily: DailyDefinition(title: "Intermediate, guess-free", ranking: .fastestWin),
    pace: .minesweeper,
    boards: { _ in .minesweeper })
}
