import ArcadeCore

extension EndOfRoundPanel {
  /// The end-of-round panel of a finished Minesweeper game: the outcome, its figures, the board and its seed.
  static func minesweeper(_ game: MinesweeperGame) -> EndOfRoundPanel {
    let won = game.status == .won
    var figures = [Figure("Time", formatRaceTime(milliseconds: game.durationMilliseconds ?? 0))]
    if let threeBV = game.threeBV { figures.append(Figure("3BV", "\(threeBV)")) }
    if let speed = game.threeBVPerSecond { figures.append(Figure("3BV/s", formatHundredths(speed))) }
    if game.hintsUsed > 0 { figures.append(Figure("Hints", "\(game.hintsUsed)")) }
    if game.undos > 0 { figures.append(Figure("Undos", "\(game.undos)")) }
    let configuration = game.configuration
    let board = configuration.preset == .custom
      ? "Custom \(configuration.rows)×\(configuration.columns), \(counted(configuration.mines, "mine"))"
      : configuration.preset.title
    figures += [Figure("Board", board), Figure("Seed", "\(game.seed)")]
    return EndOfRoundPanel(
      title: "Minesweeper", headline: won ? "You win!" : "Boom!", tone: won ? .good : .bad, figures: figures,
      hasOptions: true)
  }
}
