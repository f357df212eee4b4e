import ArcadeCore

extension ArcadeServices {
  /// The player's newest Versus match still going, as its screen; nil for none (or no score file).
  public func playingVersusMatch() -> (any Scene)? {
    guard let store = storage.versus else { return nil }
    let name = store.seatedPlayer ?? player.name
    let lines = VersusLobbyLine.all(in: store, for: name, now: clock.wallDate(at: now()))
    guard let line = lines.first(where: { $0.kind == .playing }) else { return nil }
    return VersusMatchScene(store: store, clock: clock, player: name, match: line.match)
  }
}
