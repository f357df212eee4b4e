import ArcadeCore

extension ArcadeServices {
  /// A race against `round`'s ghost on its deal, or a screen that says why there is none.
  public func ghostRaceScene(against round: PlayedRound) -> any Scene {
    withSavedTape(of: round, to: "raced") { game, bytes in
      guard let race = game.race else {
        return NotReadyScene(name: game.title, message: "\(game.title) rounds cannot be raced yet.")
      }
      guard let track = game.definition.raceTrack(of: bytes), let scene = race(track.opening, 0, self) else {
        return Self.unreadableMoves(of: game)
      }
      let ghostName = round.player == player.name ? nil : round.player
      return GhostRaceScene(inner: scene, ghost: track, ghostName: ghostName, definition: game.definition, now: now())
    }
  }
}
