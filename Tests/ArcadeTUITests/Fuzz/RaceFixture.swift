import ArcadeCore
import ArcadeTestSupport
import Foundation

@testable import ArcadeTUI

/// Live races for the screens: eve's race on the fixture's Beginner board (seed 42, its centre open), taken by the
/// run's player, eve three cells in.
enum RaceFixture {
  static var opening: [UInt8] {
    var game = MinesweeperGame(configuration: .beginner, seed: MinesweeperFixture.seed, noGuess: true)
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    return RoundTape(of: game)!.bytes
  }

  /// eve's round after `count` more safe cells, one a second (a mine last when `boom`).
  static func eveTape(count: Int, boom: Bool = false) -> [UInt8] {
    var tape = try! RoundTape<MinesweeperGame>(bytes: opening)
    var game = try! tape.replayed()
    let board = game.minefield!
    let safe = game.marks.positions.filter { !board.isMine($0) && game.marks[$0] != .revealed }
    for (index, position) in safe.prefix(count).enumerated() where !game.status.isOver {
      game.apply(.reveal(position), at: Instant(milliseconds: Int64(index + 1) * 1_000))
    }
    if boom { game.apply(.reveal(board.minePositions[0]), at: Instant(milliseconds: Int64(count + 1) * 1_000)) }
    tape = RoundTape(of: game)!
    return tape.bytes
  }

  static func race(in services: ArcadeServices, uid: String = "eve-race", by poster: String = "eve") -> VersusRace? {
    guard let store = services.storage.versus as? any RaceStore else { return nil }
    let now = services.clock.wallDate(at: services.now())
    store.postRace(VersusRace(uid: uid, game: .minesweeper, opening: opening, poster: poster, createdAt: now.addingTimeInterval(-60)))
    return store.race(uid)
  }

  /// The run's player in eve's race, eve three cells in.
  static func liveScene(in services: ArcadeServices) -> any Scene {
    guard let store = services.storage.versus as? any RaceStore, race(in: services) != nil,
      store.takeRace("eve-race", as: services.player.name, at: services.clock.wallDate(at: services.now()).addingTimeInterval(-5))
    else { return NotReadyScene(name: "Versus", message: "no store") }
    store.sendTape(RaceTape(bytes: eveTape(count: 3), milliseconds: 59_000), in: "eve-race", as: "eve")
    return services.versusScene(of: .race(store.race("eve-race")!), store: store, player: services.player.name)
      ?? NotReadyScene(name: "Versus", message: "no race")
  }

  /// A race against ana's ghost of the day's `game` deal (her round only begun): the game's screen under the line.
  static func ghostOfTheDay(_ game: GameID, in services: ArcadeServices) -> any Scene {
    guard let entry = services.games[game], let daily = entry.daily,
      case .success(let opening) = daily.deal(services.today, daily.key(services), services)
    else { return NotReadyScene(name: game.rawValue, message: "no deal") }
    var round = PlayedRound.mock
    (round.game, round.player, round.tape) = (game, "ana", Data(opening.tape))
    return services.ghostRaceScene(against: round)
  }

  /// eve's race with bob, as the run's player watches it: eve three cells in, bob five.
  static func watchedScene(in services: ArcadeServices) -> any Scene {
    guard let store = services.storage.versus as? any RaceStore, race(in: services, uid: "watched") != nil,
      store.takeRace("watched", as: "bob", at: services.clock.wallDate(at: services.now()).addingTimeInterval(-5))
    else { return NotReadyScene(name: "Versus", message: "no store") }
    store.sendTape(RaceTape(bytes: eveTape(count: 3), milliseconds: 59_000), in: "watched", as: "eve")
    store.sendTape(RaceTape(bytes: eveTape(count: 5), milliseconds: 59_500), in: "watched", as: "bob")
    return services.versusScene(of: .race(store.race("watched")!), store: store, player: services.player.name)
      ?? NotReadyScene(name: "Versus", message: "no race")
  }
}
