import ArcadeCore

/// A line of the title menu: a game of the registry, or one of the arcade's own screens.
enum TitleEntry: Hashable {
  /// `number` is the game's place in the menu, from 1; its digit opens it.
  case game(GameID, title: String, tagline: String, number: Int)
  /// The rounds left before their end: `newest` names the one played last, `count` how many wait.
  case resume(newest: String, count: Int)
  case daily, leaderboard, settings, help
  /// `hosted`: the run is a host's ssh session, which quitting ends (there is no shell to go back to).
  case quit(hosted: Bool)

  /// Resume when a round waits, the registry's games in order, then the rest.
  static func all(in games: GameRegistry, unfinished: [UnfinishedRound] = [], hosted: Bool = false) -> [TitleEntry] {
    let resume = unfinished.first.map { [TitleEntry.resume(newest: $0.summary, count: unfinished.count)] } ?? []
    return resume
      + games.games.enumerated().map {
        .game($0.element.id, title: $0.element.title, tagline: $0.element.tagline, number: $0.offset + 1)
      }
      + [.daily, .leaderboard, .settings, .help, .quit(hosted: hosted)]
  }

  var label: String {
    switch self {
    case .game(_, let title, _, _): title
    case .resume: "Resume"
    case .daily: "Daily"
    case .leaderboard: "Leaderboard"
    case .settings: "Settings"
    case .help: "Help"
    case .quit: "Quit"
    }
  }

  var detail: String {
    switch self {
    case .game(_, _, let tagline, _): tagline
    case .resume(let newest, let count): sanitizedForDisplay(newest) + (count > 1 ? " (+\(count - 1))" : "")
    case .daily: "the day's deal, same for everyone"
    case .leaderboard: "best rounds of every game"
    case .settings: "player name, theme, sound"
    case .help: "keys and rules"
    case .quit(let hosted): hosted ? "end the session" : "back to the shell"
    }
  }

  /// The digit that opens it directly, for the first nine games.
  var shortcut: Character? {
    guard case .game(_, _, _, let number) = self, number <= 9 else { return nil }
    return Character(String(number))
  }
}
