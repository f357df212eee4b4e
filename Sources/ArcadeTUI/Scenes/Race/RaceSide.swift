import ArcadeCore

/// The player's side of a race: their progress, read again from their tape when their moves change.
struct RaceSide {
  private(set) var moves = -1
  private(set) var progress: RaceProgress
  private(set) var track: RaceTrack?

  init(progress: RaceProgress) { self.progress = progress }

  /// True when the moves changed since the last call (and the progress was read again).
  mutating func follow(_ inner: any ResumableScene, standing: RaceStanding?, definition: GameDefinition) -> Bool {
    guard inner.moveCount != moves, let standing, let track = definition.raceTrack(of: standing.tape) else { return false }
    moves = inner.moveCount
    self.track = track
    progress = track.progress(afterMoves: track.times.count)
    return true
  }
}
