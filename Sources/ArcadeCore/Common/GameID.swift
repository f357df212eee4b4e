/// The six games of the arcade, in menu order; the raw value is the command-line name.
public enum GameID: String, CaseIterable, Sendable, Codable, Hashable {
  case pathfinder, priceguess, minesweeper, tictactoe, wordmatch, wordsearch

  public var title: String {
    switch self {
    case .pathfinder: "PathFinder"
    case .priceguess: "PriceGuess"
    case .minesweeper: "Minesweeper"
    case .tictactoe: "TicTacToe"
    case .wordmatch: "WordMatch"
    case .wordsearch: "WordSearch"
    }
  }

  /// One line for the menu.
  public var tagline: String {
    switch self {
    case .pathfinder: "guess the grid, steer the robot"
    case .priceguess: "pick the real price out of four"
    case .minesweeper: "clear the field without a bang"
    case .tictactoe: "three in a row against the machine"
    case .wordmatch: "catch the right translation"
    case .wordsearch: "find the hidden words"
    }
  }
}
