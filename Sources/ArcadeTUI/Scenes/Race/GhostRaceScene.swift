import ArcadeCore

/// A race against a recorded round on its deal: the player plays their own round in the game's screen, dealt the
/// ghost's opening, while a line over it shows both sides' progress, the ghost's at the pace it was played. The
/// player's round is kept as any round (Resume, replay), off the boards: its deal was known before it was played.
public struct GhostRaceScene: Scene {
  private(set) var stage: RaceStage
  let ghost: RaceTrack
  /// Whose round the ghost is; nil for the player's own.
  let ghostName: String?
  let definition: GameDefinition
  private(set) var ghostMoves = 0
  private(set) var ghostProgress: RaceProgress
  private(set) var me: RaceSide
  /// Set when the player's round ends: the ghost's whole round is known, so the race is decided then.
  private(set) var outcome: RaceOutcome?

  init(inner: any ResumableScene, ghost: RaceTrack, ghostName: String?, definition: GameDefinition, now: Instant) {
    stage = RaceStage(inner)
    self.ghost = ghost
    self.ghostName = ghostName
    self.definition = definition
    ghostProgress = ghost.progress(afterMoves: 0)
    me = RaceSide(progress: ghostProgress)
    follow(at: now)
  }

  public var minimumSize: Size { stage.minimumSize }

  /// "ana's ghost", "your ghost".
  var ghostLabel: String { ghostName.map { "\(PlayerName.shown($0))'s ghost" } ?? "your ghost" }
  public var isEditingText: Bool { stage.isEditingText }

  public var help: SceneHelp { stage.help(against: ghostLabel, how: "the ghost playing at the pace its round was played") }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let transition = stage.handle(event, frame: frame)
    follow(at: frame.now)
    return transition
  }

  /// Reads both sides again at `now`: the player's progress when their moves changed, the ghost's at the player's
  /// clock, and the outcome once the player's round has ended.
  private mutating func follow(at now: Instant) {
    let standing = stage.round.raceStanding(at: now)
    if me.follow(stage.round, standing: standing, definition: definition), me.progress.isOver, outcome == nil {
      outcome = me.track?.finished.map { mine in ghost.finished.map { definition.raceOutcome(mine, against: $0) } ?? .won } ?? .tied
    }
    let moves = outcome != nil ? ghost.times.count : ghost.moves(at: standing?.milliseconds ?? 0)
    if moves != ghostMoves {
      ghostMoves = moves
      ghostProgress = ghost.progress(afterMoves: moves)
    }
  }

  public func nextTick(after now: Instant) -> Instant? {
    let own = stage.nextTick(after: now)
    guard outcome == nil, let clock = stage.round.raceStanding(at: now)?.milliseconds, let next = ghost.nextMove(after: ghostMoves) else {
      return own
    }
    let ghostMove = now.advanced(byMilliseconds: max(1, next - clock))
    return own.map { min($0, ghostMove) } ?? ghostMove
  }

  public mutating func appear(frame: SceneFrame) {
    stage.appear(frame: frame)
  }

  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {
    stage.covered(isShowing, frame: frame)
  }
}
