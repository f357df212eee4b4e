import ArcadeCore
import Foundation

extension VersusLobbyScene {
  /// `r`: a Minesweeper race on the board the player last chose, dealt here, its centre open for both sides.
  mutating func postRace() {
    guard let store = store as? any RaceStore else {
      notice = store == nil ? "Versus needs a score file this arcade can write." : "Races are not on \(store?.place ?? "this store") yet."
      return
    }
    guard let opening = services.games[.minesweeper]?.dealRace?(services) else {
      notice = "The race could not be dealt."
      return
    }
    let race = VersusRace(
      uid: UUID().uuidString.lowercased(), game: .minesweeper, opening: opening, poster: player,
      createdAt: services.clock.wallDate(at: services.now()))
    notice = store.postRace(race) ? "Race posted: it starts when someone takes it." : "The race did not reach \(store.place)."
    reload()
  }
}
