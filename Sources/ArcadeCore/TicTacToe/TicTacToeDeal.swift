/// What a game of TicTacToe was dealt: its options, who opened it and the computer's seed; the board starts empty.
public struct TicTacToeDeal: Hashable, Sendable {
  /// The variant, the opponent and the "who starts" option.
  public var options: TicTacToeOptions
  /// The mark that opened this game (with `.alternate` it depends on the games before it, which a replay does not have).
  public var openingMark: TicTacToeMark
  /// The seed of the computer's generator: kept with the round; a replay places the computer's recorded moves instead.
  public var seed: UInt64
}
