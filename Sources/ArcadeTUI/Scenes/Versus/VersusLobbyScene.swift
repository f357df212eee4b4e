import ArcadeCore
import Foundation

/// Versus: live TicTacToe against another person on this score file. Your matches (Enter opens one), challenges
/// others posted (Enter takes one) and yours waiting to be taken; `n` posts one. It watches the file's folder: a
/// challenge taken or posted elsewhere shows at once, and yours taken opens its match.
public struct VersusLobbyScene: Scene {
  let services: ArcadeServices
  private(set) var lines: [VersusLobbyLine] = []
  /// This player's rating in each variant they have played, for the line under the title.
  private(set) var ratings: [TicTacToeVariant: VersusRating] = [:]
  /// This player's record in races, once one is over.
  private(set) var raceWins: RaceWins?
  /// The races counted at the last wake, so the next replays only those whose tapes changed.
  private var raceResults = RaceResults()
  /// The player's races read at the last wake while some are still to count (`countRaces`); nil once all are.
  private var racesToCount: [VersusRace]?
  private(set) var selected = 0
  var notice: String?
  /// `r` was pressed: the next digit chooses the race's game.
  var choosingRace = false
  /// This player's challenges and races posted here or seen open: the first read that finds one taken opens it. Kept
  /// across reads, not taken from the last one: a read that falls across the other side's commit may see the challenge
  /// neither open nor taken, and the other side may take one between this arcade's write and its next read.
  var awaiting: Set<String> = []
  /// Whether challenges posted from here have clocks (`VersusMatch.standardClock`).
  private(set) var withClocks = true

  public init(services: ArcadeServices) {
    self.services = services
    reload()
  }

  var store: (any VersusStore)? { services.storage.versus }
  /// The store's name for this side (a shared board's login), else the run's player.
  var player: String { store?.seatedPlayer ?? services.player.name }
  public var wake: VersusWake? { store?.wake }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    VersusLobbyAction.table.help(
      title: "Versus",
      notes: [
        "Two arcades on one score file play each other: each names its player (--player NAME or ARCADE_PLAYER).",
        "On a shared board (--db postgres://…) each member plays as their login, from any machine.",
        "n posts a TicTacToe challenge, u an Ultimate one; whoever takes it plays O, and you move first as X.",
        "Others' matches are listed too: Enter watches one as it is played.",
        "r posts a Minesweeper race on the board you last chose: whoever takes it plays the same deal on a board of their own.",
        "Every move is checked with the game's rules by the side that receives it.",
      ])
  }

  public mutating func appear(frame: SceneFrame) { reload() }

  public func nextTick(after now: Instant) -> Instant? { racesToCount == nil ? nil : now }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if event == .tick {
      countRaces()
      return nil
    }
    if event == .storeChanged {
      reload()
      // Yours was just taken: its match opens.
      guard let taken = lines.first(where: { awaiting.contains($0.uid) && $0.kind == .playing }) else { return nil }
      awaiting.remove(taken.uid)
      return open(taken.entry)
    }
    if choosingRace, case .key(let key) = event {
      guard case .character(let digit) = key, let number = digit.wholeNumberValue else {
        (choosingRace, notice) = (false, nil)
        return nil
      }
      postRace(number: number)
      return nil
    }
    guard let action = VersusLobbyAction.table.action(for: event) else { return nil }
    switch action {
    case .move(let delta):
      if !lines.isEmpty { selected = (selected + delta + lines.count) % lines.count }
    case .post(let variant): post(variant)
    case .race: chooseRace()
    case .clocks:
      withClocks.toggle()
      notice = withClocks ? "Your challenges: 2 minutes a side (Ultimate 5)." : "Your challenges: no clocks."
    case .decline:
      guard lines.indices.contains(selected), [.open, .yours].contains(lines[selected].kind), let store else { return nil }
      let line = lines[selected]
      let done = line.race == nil ? store.decline(line.uid, as: player) : (store as? any RaceStore)?.withdrawRace(line.uid, as: player) == true
      notice = done ? nil : line.race == nil ? "It is not open any more." : "Only a race's poster withdraws it; Enter takes it."
      reload()
    case .open:
      guard lines.indices.contains(selected) else { return nil }
      return choose(lines[selected])
    case .back: return .pop
    }
    return nil
  }

  private mutating func post(_ variant: TicTacToeVariant) {
    guard let store else {
      notice = "Versus needs a score file this arcade can write."
      return
    }
    let now = services.clock.wallDate(at: services.now())
    let match = VersusMatch(
      uid: UUID().uuidString.lowercased(), variant: variant, x: player, createdAt: now,
      clockSeconds: withClocks ? VersusMatch.standardClock(for: variant) : nil)
    let posted = store.postChallenge(match)
    if posted { awaiting.insert(match.uid) }
    notice = posted ? "Challenge posted: whoever takes it plays O." : "The challenge did not reach \(store.place)."
    reload()
  }

  private mutating func choose(_ line: VersusLobbyLine) -> Transition? {
    switch line.kind {
    case .playing, .live, .over: return open(line.entry)
    case .yours:
      notice = "Yours: it opens when someone takes it."
      return nil
    case .open:
      guard let taken = take(line) else {
        notice = "Someone took it first."
        reload()
        return nil
      }
      return open(taken)
    }
  }

  /// Takes a challenge or a race: what was taken, read back; nil when someone took it first.
  private func take(_ line: VersusLobbyLine) -> VersusLobbyLine.Entry? {
    let now = services.clock.wallDate(at: services.now())
    guard let store else { return nil }
    guard line.race != nil else {
      return store.take(line.uid, as: player, at: now) ? store.match(line.uid).map { .match($0) } : nil
    }
    guard let races = store as? any RaceStore, races.takeRace(line.uid, as: player, at: now) else { return nil }
    return races.race(line.uid).map { .race($0) }
  }

  private mutating func open(_ entry: VersusLobbyLine.Entry) -> Transition? {
    guard let store else { return .pop }
    guard let scene = services.versusScene(of: entry, store: store, player: player) else {
      notice = "This arcade cannot play that race."
      return nil
    }
    return .push(scene)
  }

  mutating func reload() {
    let now = services.clock.wallDate(at: services.now())
    let taken = store?.takenMatches(limit: VersusLobbyLine.rated) ?? []
    lines = store.map { VersusLobbyLine.all(in: $0, for: player, now: now, games: services.games, taken: taken) } ?? []
    awaiting.formUnion(lines.compactMap { $0.kind == .yours ? $0.uid : nil })
    ratings = [:]
    for variant in [TicTacToeVariant.classic, .ultimate] {
      ratings[variant] = VersusRating.table(of: taken, variant: variant, now: now).first { $0.player == player }
    }
    let races = (store as? any RaceStore)?.takenRaces(limit: VersusLobbyLine.rated) ?? []
    racesToCount = races.filter { $0.rival(of: player) != nil }
    countRaces()
    selected = min(selected, max(0, lines.count - 1))
  }

  /// Counts the next step of the player's races; the line shows their record once every one is counted (until then,
  /// the record as last counted).
  private mutating func countRaces() {
    guard let races = racesToCount else { return }
    let games = services.games.definitions.reading(services.content)
    guard let table = raceResults.table(of: races, in: games, replaying: RaceResults.step) else { return }
    raceWins = table.first { $0.player == player }
    racesToCount = nil
  }
}
