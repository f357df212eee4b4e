import ArcadeCore

extension ArcadeServices {
  /// A race against `round`'s ghost on its deal, or a screen that says why there is none.
  public func ghostRaceScene(against round: PlayedRound) -> any Scene {
    guard let game = games[round.game] else {
      return NotReadyScene(name: round.game.rawValue, message: "This version does not have \(round.game.rawValue).")
    }
    guard let bytes = round.tape else {
      return NotReadyScene(name: game.title, message: "This round was saved before rounds kept their moves: it cannot be raced.")
    }
    guard let race = game.race else {
      return NotReadyScene(name: game.title, message: "\(game.title) rounds cannot be raced yet.")
    }
    guard let track = game.definition.raceTrack(of: Array(bytes)), let scene = race(track.opening, 0, self) else {
      return NotReadyScene(name: game.title, message: "This round's moves cannot be read by this version.")
    }
    return GhostRaceScene(inner: scene, ghost: track, ghostName: round.player == player.name ? nil : round.player, definition: game.definition, now: now())
  }
}
