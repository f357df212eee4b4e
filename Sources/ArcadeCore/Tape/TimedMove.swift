/// One move of a round and when it was made, in milliseconds on the clock that timed the round (so a replay at
/// real pace waits as the player did, pauses included): from the deal for a game whose clock starts when it
/// deals (WordSearch, TicTacToe, PriceGuess, and WordMatch, whose `.start` deals), else from the round's first move
/// (Minesweeper's clock starts at the first reveal).
public struct TimedMove<Move: Hashable & Sendable>: Hashable, Sendable {
  public var move: Move
  public var milliseconds: Int64

  public init(_ move: Move, at milliseconds: Int64) {
    self.move = move
    self.milliseconds = milliseconds
  }
}
