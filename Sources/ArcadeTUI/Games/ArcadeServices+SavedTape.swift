import ArcadeCore

extension ArcadeServices {
  /// `screen` on a saved round's game and moves, for a screen that plays them again (`use`: "replayed", "raced"); or
  /// the screen that says why they cannot be: a game this version lacks, a round saved before rounds kept their moves.
  func withSavedTape(of round: PlayedRound, to use: String, _ screen: (ArcadeGame, [UInt8]) -> any Scene) -> any Scene {
    guard let game = games[round.game] else {
      return NotReadyScene(name: round.game.rawValue, message: "This version does not have \(round.game.rawValue).")
    }
    guard let bytes = round.tape else {
      return NotReadyScene(name: game.title, message: "This round was saved before rounds kept their moves: it cannot be \(use).")
    }
    return screen(game, Array(bytes))
  }

  /// The screen for a round whose moves this version cannot read.
  static func unreadableMoves(of game: ArcadeGame) -> NotReadyScene {
    NotReadyScene(name: game.title, message: "This round's moves cannot be read by this version.")
  }
}
