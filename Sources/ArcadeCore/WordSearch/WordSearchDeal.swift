/// What a WordSearch round dealt: the grid of letters, where each listed word is, and the reveals it gave.
///
/// Words the generator left out are not part of it: they were never on the board.
public struct WordSearchDeal: Hashable, Sendable {
  public var size: Int
  public var difficulty: WordSearchDifficulty
  public var theme: String
  public var seed: UInt64
  public var edition: String?
  public var letters: Grid<UInt8>
  public var placements: [WordPlacement]
  public var reveals: Int

  var puzzle: WordSearchPuzzle {
    WordSearchPuzzle(
      size: size, difficulty: difficulty, theme: theme, seed: seed, letters: letters, placements: placements, dropped: [],
      edition: edition)
  }
}
