/// What a Minesweeper round dealt: the board, its mines, how it was dealt, and the rules it was played by.
public struct MinesweeperDeal: Hashable, Sendable {
  public var configuration: MinefieldConfiguration
  /// In reading order, as `Minefield.minePositions` lists them.
  public var mines: [Position]
  public var guessing: MinefieldGuessing
  public var noGuess: Bool
  public var questionMarks: Bool
  /// The seed the mines came from; kept with the round, not used to deal again.
  public var seed: UInt64

  var board: GeneratedMinefield {
    GeneratedMinefield(
      minefield: Minefield(rows: configuration.rows, columns: configuration.columns, mines: mines), guessing: guessing)
  }
}
