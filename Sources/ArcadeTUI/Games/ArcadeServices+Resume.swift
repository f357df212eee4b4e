import ArcadeCore

extension ArcadeServices {
  /// The unfinished rounds the menu lists, the most recently played first; none while the store is not open yet
  /// (the menu's first frame never waits for it: the loop shows the menu again once it is open).
  public var unfinishedRounds: [UnfinishedRound] {
    storage.store?.unfinishedRounds(of: player.name, limit: UnfinishedRound.listed) ?? []
  }

  /// The screen that takes `round` up again where it was left, or one that says why it cannot be.
  public func resumeScene(for round: UnfinishedRound) -> any Scene {
    guard let game = games[round.game] else {
      return NotReadyScene(name: round.game.rawValue, message: "This version does not have \(round.game.rawValue).")
    }
    guard let scene = game.resume?(round, self) else {
      return NotReadyScene(
        name: game.title, message: "This round cannot be taken up here: its options or moves are from another version.")
    }
    return scene
  }
}

extension ArcadeServices {
  /// The game of an unfinished round replayed onto this run's clock, its clock at `clock` ms now (where it was left,
  /// unless given); nil when its moves cannot be read. The scene takes the round's context from `round`.
  /// `start` makes the game the moves are played onto, for a game that deals on from what only its screen has.
  public func resumed<Game: RecordedGame>(
    _ round: UnfinishedRound, as type: Game.Type, clock: Int64? = nil, start: ((Game.Deal, Instant) -> Game)? = nil
  ) -> Game? {
    let origin = now().advanced(byMilliseconds: -(clock ?? round.clockMilliseconds))
    guard let tape = try? RoundTape<Game>(bytes: Array(round.tape)),
      let game = try? tape.replayed(onto: start?(tape.deal, origin) ?? Game(replaying: tape.deal, at: origin), from: origin)
    else { return nil }
    return game
  }
}
