import ArcadeCore

/// The games of the arcade in menu order: the one list the menu, the command line, the leaderboard and Help read.
public struct GameRegistry {
  public let games: [ArcadeGame]

  public init(_ games: [ArcadeGame]) { self.games = games }

  /// The games of Swift Arcade, in menu order.
  public static func arcade() -> GameRegistry {
    GameRegistry([.pathFinder, .priceGuess, .minesweeper, .ticTacToe, .wordMatch, .wordSearch])
  }

  public subscript(id: GameID) -> ArcadeGame? { games.first { $0.id == id } }

  /// The games' core definitions, in the same order: what checks, deals and ranks their rounds.
  public var definitions: GameDefinitions { GameDefinitions(games.map(\.definition)) }

  /// The game a person typed, in any case ("Minesweeper", "minesweeper").
  public func game(named name: String) -> ArcadeGame? {
    games.first { $0.id.rawValue.lowercased() == name.lowercased() }
  }

  /// The command-line names, for messages: "pathfinder, priceguess, …".
  public var names: String { games.map(\.id.rawValue).joined(separator: ", ") }

  /// One line naming an unknown game and the known ones.
  public func unknownGame(_ name: String) -> GameFlagError {
    GameFlagError("no game called '\(name)'; the games: \(names)")
  }
}
