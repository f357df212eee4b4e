import ArcadeCore
import Foundation

extension VersusLobbyScene {
  /// The games a race can be posted for, with their places in the menu (the digit that chooses one).
  var raceableGames: [(number: Int, game: ArcadeGame)] {
    services.games.games.enumerated().compactMap { $0.element.race == nil ? nil : ($0.offset + 1, $0.element) }
  }

  /// `r`: the line that asks which game; the next digit posts it.
  mutating func chooseRace() {
    choosingRace = true
    let games = raceableGames.map { "\($0.number) \($0.game.title)" }.joined(separator: " · ")
    notice = "Race which game? " + games
  }

  /// The question for a narrow terminal: the games' digits, as on the menu.
  var shortRaceChoice: String { "Race which game? " + raceableGames.map { "\($0.number)" }.joined(separator: " ") + ", as on the menu" }

  /// A race of the game at `number` in the menu, dealt here: Minesweeper on the board the player last chose (its
  /// centre open for both sides), the others with their daily's options from a new seed.
  mutating func postRace(number: Int) {
    choosingRace = false
    guard let store = store as? any RaceStore else {
      notice = store == nil ? "Versus needs a score file this arcade can write." : "Races are not on \(store?.place ?? "this store") yet."
      return
    }
    guard let game = raceableGames.first(where: { $0.number == number })?.game else {
      notice = nil
      return
    }
    let opening: [UInt8]
    switch game.raceOpening(services) {
    case .success(let dealt): opening = dealt
    case .failure(let problem):
      notice = "No \(game.title) race: \(problem)."
      return
    }
    let race = VersusRace(
      uid: UUID().uuidString.lowercased(), game: game.id, opening: opening, poster: player,
      createdAt: services.clock.wallDate(at: services.now()))
    let posted = store.postRace(race)
    if posted { awaiting.insert(race.uid) }
    notice = posted ? "Race posted: it starts when someone takes it." : "The race did not reach \(store.place)."
    reload()
  }
}
