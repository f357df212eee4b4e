/// Where a PathFinder round stands, from the empty guessing screen to the robot's arrival.
public enum PathFinderPhase: Hashable, Sendable {
  /// Screen one before "Generate grid" was pressed.
  case awaitingGrid
  /// Screen one with a grid drawn and not yet guessed.
  case guessing
  /// Screen two: the robot is on its way.
  case steering
  /// The robot reached the target; the round is over and can be recorded.
  case arrived
}
