import ArcadeCore

extension ArcadeServices {
  /// The player's newest Versus match or race still going, as its screen; nil for none (or no score file).
  public func playingVersusMatch() -> (any Scene)? {
    guard let store = storage.versus else { return nil }
    let name = store.seatedPlayer ?? player.name
    let lines = VersusLobbyLine.all(in: store, for: name, now: clock.wallDate(at: now()), games: games)
    guard let line = lines.first(where: { $0.kind == .playing }) else { return nil }
    return versusScene(of: line.entry, store: store, player: name)
  }

  /// The screen of a match or a race `player` plays in (or watches); nil for a race this arcade cannot race.
  func versusScene(of entry: VersusLobbyLine.Entry, store: any VersusStore, player: String) -> (any Scene)? {
    switch entry {
    case .match(let match): VersusMatchScene(store: store, clock: clock, player: player, match: match)
    case .race(let race):
      (store as? any RaceStore).flatMap { races in
        race.rival(of: player) == nil ? RaceWatchScene(services: self, store: races, race: race) : liveRaceScene(race, store: races, player: player)
      }
    }
  }
}
