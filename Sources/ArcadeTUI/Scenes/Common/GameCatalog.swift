import ArcadeCore

/// Which scene opens each game, and the leaderboard; the one place the menu and the command line share.
public enum GameCatalog {
  public static func scene(for game: GameID, services: ArcadeServices) -> any Scene {
    switch game {
    case .pathfinder:
      PathFinderGuessScene(services: services)
    case .wordmatch:
      WordMatchSetupScene(services: services)
    case .minesweeper:
      MinesweeperOptionsScene()
    case .priceguess, .tictactoe, .wordsearch:
      NotReadyScene(name: game.title)
    }
  }

  public static func leaderboard(services: ArcadeServices, game: GameID?, variant: String? = nil, highlight: Int64? = nil) -> any Scene {
    LeaderboardScene(game: game, variant: variant, highlight: highlight)
  }
}
