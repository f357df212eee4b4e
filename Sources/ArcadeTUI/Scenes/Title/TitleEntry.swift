import ArcadeCore

/// A line of the title menu.
enum TitleEntry: Hashable, CaseIterable {
  case game(GameID)
  case leaderboard, settings, help, quit

  static let allCases: [TitleEntry] = GameID.allCases.map(TitleEntry.game) + [.leaderboard, .settings, .help, .quit]

  var label: String {
    switch self {
    case .game(let game): game.title
    case .leaderboard: "Leaderboard"
    case .settings: "Settings"
    case .help: "Help"
    case .quit: "Quit"
    }
  }

  var detail: String {
    switch self {
    case .game(let game): game.tagline
    case .leaderboard: "best rounds of every game"
    case .settings: "player name, colours, glyphs"
    case .help: "keys and rules"
    case .quit: "back to the shell"
    }
  }

  /// The digit that opens it directly, for games.
  var shortcut: Character? {
    guard case .game(let game) = self, let index = GameID.allCases.firstIndex(of: game) else { return nil }
    return Character(String(index + 1))
  }
}
