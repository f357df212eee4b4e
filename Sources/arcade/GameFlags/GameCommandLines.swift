import ArcadeCore
import ArcadeTUI

/// Each game's command line: `arcade play`'s flags and `arcade generate`'s printers, thin adapters over the games'
/// plain options. A flags type or printer belongs to the game whose options type it makes, so this list names no game.
struct GameCommandLines {
  var flags: [any GameFlags.Type]
  var printers: [any DealPrinter.Type]

  /// Swift Arcade's command lines. A game without flags here is still played (with none) from `arcade play`.
  static let arcade = GameCommandLines(
    flags: [
      PathFinderFlags.self, PriceGuessFlags.self, MinesweeperFlags.self, TicTacToeFlags.self, WordMatchFlags.self,
      WordSearchFlags.self,
    ],
    printers: [PathFinderGenerateOptions.self, PriceGuessGenerateOptions.self, MinesweeperGenerateOptions.self, WordSearchGenerateOptions.self]
  )

  /// The flags of `game`, nil for a game that takes none.
  func flags(of game: ArcadeGame) -> (any GameFlags.Type)? {
    flags.first { ObjectIdentifier($0.optionsType) == ObjectIdentifier(game.optionsType) }
  }

  /// The printer of `game`'s deals, nil for a game whose deals are not printed.
  func printer(of game: ArcadeGame) -> (any DealPrinter.Type)? {
    printers.first { ObjectIdentifier($0.optionsType) == ObjectIdentifier(game.optionsType) }
  }

  /// The options `arguments` give `game`: nil for none, else parsed by its flags, or one line naming what is wrong.
  func options(of game: ArcadeGame, from arguments: [String]) throws(GameFlagError) -> (any GameOptions)? {
    guard !arguments.isEmpty else { return nil }
    guard let flags = flags(of: game) else { throw GameFlagError("\(game.title) takes no options, and '\(arguments[0])' is one") }
    return try flags.options(from: arguments)
  }

  /// `arcade play --help`: each game's own options.
  func playHelp(_ registry: GameRegistry) -> String {
    registry.games.map { game in
      let lines = flags(of: game)?.optionLines ?? []
      return (["\(game.id.rawValue): \(game.title), \(game.tagline)"] + (lines.isEmpty ? ["  (no options)"] : lines)).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// The games `arcade generate` can print, for messages: "pathfinder, priceguess, …".
  func generatorNames(_ registry: GameRegistry) -> String {
    registry.games.filter { printer(of: $0) != nil }.map(\.id.rawValue).joined(separator: ", ")
  }

  /// `arcade generate --help`: each printer's options.
  func generateHelp(_ registry: GameRegistry) -> String {
    registry.games.compactMap { game in
      printer(of: game).map { printer in ([game.id.rawValue + ": " + printer.abstract] + printer.optionLines).joined(separator: "\n") }
    }.joined(separator: "\n\n")
  }
}
