/// What pressing "Generate grid" did.
public enum GridDrawResult: Hashable, Sendable {
  /// A new grid was drawn and the round clock (re)started.
  case drawn(PathFinderGridSize)
  /// The grid was already guessed and the robot is out; the grid stays as it is.
  case refusedSteeringStarted
}
