import ArcadeCore

extension PathFinderRound {
  /// "PathFinder 6×7 walls — 12 steps, 0:35 in", or "PathFinder — guessing the grid".
  func summary(at now: Instant) -> String {
    let kind = options.walls ? " walls" : ""
    let time = playedFor(milliseconds: tapeMilliseconds(at: now))
    guard phase == .steering, let grid else { return "PathFinder\(kind) — guessing the grid, \(time)" }
    return "PathFinder \(grid.rows)×\(grid.columns)\(kind) — \(stepCount) step\(stepCount == 1 ? "" : "s"), \(time)"
  }
}

extension PathFinderGuessScene: ResumableScene {
  public var moveCount: Int { round.moves.count }
  public var roundHasEnded: Bool { round.phase == .arrived }
  public func raceStanding(at now: Instant) -> RaceStanding? { standing(round, at: now) }
  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    unfinished(round, choices: PathFinderChoices(round.options), summary: round.summary(at: now), at: now)
  }
}

extension PathFinderGridScene: ResumableScene {
  public var moveCount: Int { round.moves.count }
  public var roundHasEnded: Bool { round.phase == .arrived }
  public func raceStanding(at now: Instant) -> RaceStanding? { standing(round, at: now) }
  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard round.phase != .arrived else { return nil }
    return unfinished(round, choices: PathFinderChoices(round.options), summary: round.summary(at: now), at: now)
  }
}

extension ArcadeGame {
  /// PathFinder's screen for a round in `bytes`: the guess while the grid is not guessed, else the grid.
  static func pathFinderScene(
    _ round: PathFinderRound, uid: String, context: RoundContext = .free, recorder: RoundRecorder
  ) -> any ResumableScene {
    guard round.phase == .guessing || round.phase == .awaitingGrid else {
      return PathFinderGridScene(recorder: recorder, round: round, uid: uid, context: context)
    }
    var scene = PathFinderGuessScene(recorder: recorder, resuming: round, uid: uid)
    scene.context = context
    return scene
  }
}
