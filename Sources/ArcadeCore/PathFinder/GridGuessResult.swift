/// The verdict on a rows-and-columns guess.
public enum GridGuessResult: Hashable, Sendable {
  /// Both sides match: the robot is placed and steering begins.
  case correct
  /// At least one side is off; the player may guess again.
  case wrong(rowsRight: Bool, columnsRight: Bool)
  /// The grid's two numbers in the other order (4 × 5 for a 5 × 4 grid); still wrong, but nearly there.
  case otherWayRound
  /// A side lies outside 4…6, so it cannot be the grid; nothing changes.
  case outOfRange
  /// No grid has been generated yet, so there is nothing to guess.
  case noGridYet
  /// The grid was already guessed; steering is under way or over.
  case alreadyGuessed
}
