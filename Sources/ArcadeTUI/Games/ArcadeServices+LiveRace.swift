import ArcadeCore

extension ArcadeServices {
  /// `race`'s screen for `player`: their own round so far when they rejoin it, else its opening; nil when this arcade
  /// cannot race its game.
  func liveRaceScene(_ race: VersusRace, store: any RaceStore, player: String) -> (any Scene)? {
    guard let game = games[race.game], let start = game.race else { return nil }
    let own = race.tapes[player]
    // Rejoined, the clock takes up the time away: it ran on, as a match's clock does.
    let playedFor = own.flatMap { tape in
      game.definition.raceTrack(of: tape.bytes).map { race.milliseconds(at: clock.wallDate(at: now())) - tape.milliseconds + ($0.times.last ?? 0) }
    }
    guard let inner = start(own?.bytes ?? race.opening, max(0, playedFor ?? 0), self) else { return nil }
    return LiveRaceScene(inner: inner, store: store, clock: clock, player: player, race: race, definition: game.definition, content: content)
  }
}
