/// The games the core knows, each by its definition: the one list that names every game. A test adds a game of its
/// own with `adding(_:)`.
public struct GameDefinitions: Sendable {
  public let all: [GameDefinition]

  public init(_ all: [GameDefinition]) { self.all = all }

  /// Swift Arcade's six games, in the order the Daily screen lists their dailies.
  public static let arcade = GameDefinitions([.minesweeper, .wordSearch, .pathFinder, .priceGuess, .wordMatch, .ticTacToe])

  public subscript(id: GameID) -> GameDefinition? { all.first { $0.id == id } }

  /// These games and one more.
  public func adding(_ definition: GameDefinition) -> GameDefinitions { GameDefinitions(all + [definition]) }

  /// The games that have a daily, in order.
  public var dailyGames: [GameID] { all.filter { $0.daily != nil }.map(\.id) }
}
