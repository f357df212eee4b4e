/// A move of PathFinder in the game's words: draw a grid, guess its size, steer the robot.
public enum PathFinderMove: Hashable, Sendable {
  /// "Generate grid": a new grid, and the clock starts again.
  case drawGrid
  /// A guess of the grid's rows and columns.
  case guess(rows: Int, columns: Int)
  /// The robot one cell north, east, south or west.
  case step(Direction)
  /// The robot onto a clicked cell next to it.
  case moveToward(Position)
}

/// What a PathFinder move did.
public enum PathFinderMoveOutcome: Hashable, Sendable {
  case drew(GridDrawResult)
  case guessed(GridGuessResult)
  case moved(RobotMoveResult)

  /// The rules refused the move, or an edge or a wall stopped the robot: nothing changed.
  public var isRefusal: Bool {
    switch self {
    case .drew(.refusedSteeringStarted): true
    case .drew(.drawn): false
    case .guessed(let result):
      switch result {
      case .correct, .wrong, .otherWayRound: false
      case .outOfRange, .noGridYet, .alreadyGuessed: true
      }
    case .moved(let result):
      switch result {
      case .moved, .arrived: false
      case .bumpedEdge, .bumpedWall, .notANeighbour, .outsideGrid, .ignored: true
      }
    }
  }
}
