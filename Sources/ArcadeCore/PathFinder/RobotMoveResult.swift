/// What one attempt to move the robot did, so the screen can animate it.
public enum RobotMoveResult: Hashable, Sendable {
  /// The robot stepped to a neighbouring cell (one step counted).
  case moved(from: Position, to: Position)
  /// The robot stepped onto the target (one step counted) and the round is over.
  case arrived(from: Position, to: Position)
  /// The robot is at the edge in that direction and stayed put (no step counted).
  case bumpedEdge(Direction)
  /// A wall stands between the robot and that neighbour; it stayed put (no step counted).
  case bumpedWall(Direction)
  /// A clicked cell that is on the grid but not next to the robot (or is the robot's own cell).
  case notANeighbour(Position)
  /// A clicked cell that is off the grid.
  case outsideGrid(Position)
  /// The round is not steering: the grid is not guessed yet, or the robot already arrived.
  case ignored(RobotMoveRefusal)
}

/// Why a move was ignored.
public enum RobotMoveRefusal: Hashable, Sendable {
  case notSteering
  case finished
}
