/// The games the core knows, each by its definition: the one list that names every game. A test adds a game of its
/// own with `adding(_:)`.
public struct GameDefinitions: Sendable {
  public let all: [GameDefinition]
  /// The content rounds of content-dealt games are re-dealt from (the shipped content this arcade reads); nil
  /// where none was given: such rounds are then checked on their own deal, as before re-dealing.
  public let content: ContentLibrary?

  public init(_ all: [GameDefinition], content: ContentLibrary? = nil) {
    self.all = all
    self.content = content
  }

  /// These games, re-dealing content-dealt rounds from `content`.
  public func reading(_ content: ContentLibrary?) -> GameDefinitions { GameDefinitions(all, content: content) }

  /// Swift Arcade's six games, in the order the Daily screen lists their dailies.
  public static let arcade = GameDefinitions([.minesweeper, .wordSearch, .pathFinder, .priceGuess, .wordMatch, .ticTacToe])

  public subscript(id: GameID) -> GameDefinition? { all.first { $0.id == id } }

  /// These games and one more.
  public func adding(_ definition: GameDefinition) -> GameDefinitions { GameDefinitions(all + [definition], content: content) }

  /// The games that have a daily, in order.
  public var dailyGames: [GameID] { all.filter { $0.daily != nil }.map(\.id) }
}
