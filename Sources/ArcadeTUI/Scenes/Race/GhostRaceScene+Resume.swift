import ArcadeCore

/// A ghost race's round is kept as the round it is, after every move, so leaving it any way loses nothing; taken up
/// again from Resume, it is played on without the ghost. (A live race's is kept by its store, and rejoined from Versus.)
extension GhostRaceScene: ResumableScene {
  public var roundUID: String { stage.round.roundUID }
  public var moveCount: Int { stage.round.moveCount }
  public var roundHasEnded: Bool { stage.round.roundHasEnded }
  public var context: RoundContext { stage.round.context }
  public var recorder: RoundRecorder { stage.round.recorder }
  public func unfinishedRound(at now: Instant) -> UnfinishedRound? { stage.round.unfinishedRound(at: now) }
  public func raceStanding(at now: Instant) -> RaceStanding? { stage.round.raceStanding(at: now) }
}
