import ArcadeCore

/// Others' race as it is played: one side's board in the game's own screen (its tape replayed to now), both sides'
/// progress on the line above, each read through the referee as it arrives. Tab shows the other side. Opened late,
/// it shows the race as it stands.
public struct RaceWatchScene: Scene {
  let services: ArcadeServices
  let store: any RaceStore
  private(set) var race: VersusRace
  /// The side whose board shows.
  private(set) var watched: String
  private(set) var referees: [String: RaceReferee] = [:]
  /// The watched side's screen after its moves; nil before its first tape.
  private(set) var board: (any Scene)?

  init(services: ArcadeServices, store: any RaceStore, race: VersusRace) {
    self.services = services
    self.store = store
    self.race = race
    watched = race.poster
    read()
  }

  var rival: String { race.sides.first { $0 != watched } ?? "?" }
  public var wake: VersusWake? { store.wake }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    RaceWatchAction.table.help(
      title: "Watching a race",
      notes: ["Each side's round arrives as it is played and is checked by the game's rules; Tab shows the other side's board."])
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if event == .storeChanged {
      read()
      return nil
    }
    switch RaceWatchAction.table.action(for: event) {
    case .otherSide?:
      watched = rival
      showBoard()
    case .back?: return .pop
    case nil: break
    }
    return nil
  }

  /// Reads the race again: each side's tape through its referee, and the watched side's board.
  private mutating func read() {
    if let fresh = store.race(race.uid) { race = fresh }
    let now = race.milliseconds(at: services.clock.wallDate(at: services.now()))
    guard let definition = services.games[race.game]?.definition else { return }
    for side in race.sides {
      var referee = referees[side] ?? RaceReferee(
          definition: definition, opening: race.opening, content: services.content, takenAt: race.takenMilliseconds)
      referee.read(race.tapes[side], now: now)
      referees[side] = referee
    }
    showBoard()
  }

  private mutating func showBoard() {
    guard let tape = race.tapes[watched], let replay = services.games[race.game]?.replay?(tape.bytes, services) else {
      board = nil
      return
    }
    board = replay.screen(replay.times.count, services.now().advanced(byMilliseconds: -(replay.times.last ?? 0)))
  }
}
