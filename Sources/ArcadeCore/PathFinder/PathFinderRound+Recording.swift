/// PathFinder's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension PathFinderRound: RecordedGame {
  public static var gameID: GameID { .pathfinder }
  public static var tapeFormat: UInt8 { 1 }
  /// The tape's clock starts at the first move (drawing the grid).
  public var tapeOrigin: Instant? { firstMoveAt }

  /// A round that deals `deal`'s grids, one a draw, and its course at the right guess on the last of them.
  public init(replaying deal: PathFinderRoundDeal, at origin: Instant) {
    self.init(seed: deal.seed, options: deal.options)
    replayedDeal = deal
  }

  /// What has been dealt so far; nil before the first grid.
  public var deal: PathFinderRoundDeal? {
    guard !drawnGrids.isEmpty else { return nil }
    let dealt = course.map { PathFinderRoundDeal.Course(target: $0.target, walls: $0.walls) }
    return PathFinderRoundDeal(seed: seed, options: options, grids: drawnGrids, course: dealt)
  }

  /// Plays one move at `now`; a move that changes the round is recorded with its time.
  @discardableResult
  public mutating func apply(_ move: PathFinderMove, at now: Instant) -> PathFinderMoveOutcome {
    // A clock read backwards must not put a move before the one before it: the tape keeps times in order, and
    // its replay must see the times this round saw.
    let now = firstMoveAt.map { max(now, $0.advanced(byMilliseconds: moves.last?.milliseconds ?? 0)) } ?? now
    let outcome: PathFinderMoveOutcome =
      switch move {
      case .drawGrid: .drew(generateGrid(at: now))
      case .guess(let rows, let columns): .guessed(guess(rows: rows, columns: columns))
      case .step(let direction): .moved(self.move(direction, at: now))
      case .moveToward(let cell): .moved(self.move(toward: cell, at: now))
      }
    if !outcome.isRefusal {
      let start = firstMoveAt ?? now
      firstMoveAt = start
      moves.append(TimedMove(move, at: now.milliseconds(since: start)))
    }
    return outcome
  }

  public static func isRefusal(_ outcome: PathFinderMoveOutcome) -> Bool { outcome.isRefusal }
}
