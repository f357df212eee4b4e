import ArcadeCore

/// A live race against another person on one deal: the player plays their own round in the game's screen, their tape
/// written to the store after every move, while the line over it shows the other side's round as it arrives, checked
/// by `RaceReferee`. Decided by the game's ranking of a day once both rounds end, each side's time run from the take
/// (`RaceReferee.lateBy`), or against a side whose round is not the race's. The player's round is kept as any round
/// (Resume, replay), off the boards.
public struct LiveRaceScene: Scene {
  private(set) var stage: RaceStage
  let store: any RaceStore
  let clock: any GameClock
  let player: String
  private(set) var race: VersusRace
  /// The other side's tape as this arcade judges it; its definition is the race's game's.
  private(set) var referee: RaceReferee
  private(set) var me: RaceSide
  /// The player's own tape as the store keeps it, through the rules the other side's referee applies: what it is
  /// charged (`lateBy`), and the race's end as the records count it.
  private(set) var judged: RaceReferee
  private(set) var outcome: RaceOutcome?
  /// A write the store did not take, said under the line until the next one goes through.
  private(set) var notice: String?
  /// The player's latest tape while the store has not taken it, and when it is sent again.
  private(set) var unsent: (tape: RaceTape, retry: Instant)?

  /// `content` re-deals an opening dealt from content (a word list, a catalog) to check it is its seed's.
  init(
    inner: any ResumableScene, store: any RaceStore, clock: any GameClock, player: String, race: VersusRace, definition: GameDefinition,
    content: ContentLibrary? = nil
  ) {
    stage = RaceStage(inner)
    self.store = store
    self.clock = clock
    self.player = player
    self.race = race
    referee = RaceReferee(definition: definition, opening: race.opening, content: content, takenAt: race.takenMilliseconds)
    judged = referee
    me = RaceSide(progress: definition.raceTrack(of: race.opening)?.progress(afterMoves: 0) ?? RaceProgress(summary: "", short: "", isOver: false))
    // The store's copy first: a race taken up again goes on from the tape it holds, which is not sent again.
    let now = clock.now()
    readRival(at: now)
    send(at: now)
  }

  /// The other side's name.
  var rival: String { race.rival(of: player) ?? "?" }
  public var wake: VersusWake? { store.wake }
  public var minimumSize: Size { stage.minimumSize }
  public var isEditingText: Bool { stage.isEditingText }

  public var help: SceneHelp {
    var help = stage.help(against: PlayerName.shown(rival), how: "each playing their own round live, theirs checked as it arrives")
    help.notes.append(
      "Time runs from the take: time after it (and \(RaceReferee.startAllowance / 1000) s) that a round does not count, "
        + "a late start or a pause, is added to its time, shown as \"late\" on the line. A game ranked by points counts "
        + "time only between equal scores.")
    return help
  }

  /// Milliseconds since the race was made, by this arcade's clock.
  private func raceMilliseconds(at now: Instant) -> Int64 { race.milliseconds(at: clock.wallDate(at: now)) }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if let unsent, frame.now >= unsent.retry { send(at: frame.now) }
    if event == .storeChanged {
      readRival(at: frame.now)
      return nil
    }
    let transition = stage.handle(event, frame: frame)
    send(at: frame.now)
    // Out of the round mid-race: back to the lobby it was opened from (the round waits in Resume, the race in the lobby).
    if case .leave? = transition { return .pop }
    return transition
  }

  /// Writes the player's tape when their moves changed since the last write (their first tape, the opening, at once;
  /// not the one the store holds already), and again each second while the last did not reach the store: the final
  /// move has no next one to carry it.
  private mutating func send(at now: Instant) {
    let standing = stage.round.raceStanding(at: now)
    if me.follow(stage.round, standing: standing, definition: referee.definition), let standing, race.tapes[player]?.bytes != standing.tape {
      unsent = (RaceTape(bytes: standing.tape, milliseconds: raceMilliseconds(at: now)), now)
    }
    guard let tape = unsent?.tape, let retry = unsent?.retry, now >= retry else { return }
    guard store.sendTape(tape, in: race.uid, as: player) else {
      unsent = (tape, now.advanced(byMilliseconds: 1_000))
      notice = "The move did not reach \(store.place); it is sent again each second."
      return
    }
    (unsent, notice) = (nil, nil)
    // Read back as the other side reads it: the first tape (what the player is charged shows at once), and the last,
    // which decides the race if the other round has ended.
    if me.progress.isOver || judged.track == nil { readRival(at: now) }
  }

  /// Reads the race again: the other side's tape through its referee, and the player's own as the store keeps it
  /// (the server's stamp on a shared board) through a referee of its own, so each side is charged as the other's
  /// arcade and the race records charge it.
  private mutating func readRival(at now: Instant) {
    if let read = store.race(race.uid) { race = read }
    referee.read(race.tapes[rival], now: raceMilliseconds(at: now))
    // Only what the player is charged is in question here, not this arcade's clock against the server's. Read until
    // their first tape is in, and once their round has ended: replaying their growing tape at every wake would slow the
    // other side's line on a machine both arcades share.
    if judged.track == nil || me.progress.isOver { judged.read(race.tapes[player], now: .max / 2) }
    decide()
  }

  /// The race's end, as the race records count it (`RaceWins.outcome`); decided once, from the reads that end it.
  private mutating func decide() {
    if outcome == nil { outcome = RaceWins.outcome(judged, against: referee, dealtIt: race.poster == player) }
  }

  public func nextTick(after now: Instant) -> Instant? {
    [stage.nextTick(after: now), unsent?.retry].compactMap { $0 }.min()
  }

  public mutating func appear(frame: SceneFrame) {
    stage.appear(frame: frame)
    readRival(at: frame.now)
  }

  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {
    stage.covered(isShowing, frame: frame)
  }
}
