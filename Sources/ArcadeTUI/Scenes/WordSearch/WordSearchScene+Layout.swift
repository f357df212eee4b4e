import ArcadeCore

extension WordSearchScene {
  /// Where the grid, the word list and the notes go on a screen of `size`.
  func layout(for size: Size) -> WordSearchLayout {
    WordSearchLayout(
      gridSize: puzzle.size, longestWord: puzzle.placements.map { displayWidth($0.word) }.max() ?? 4,
      wordCount: puzzle.placements.count, screen: size)
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  /// The window's top-left cell on this layout: the stored one, moved as little as needed to keep it on
  /// the grid and the cursor in view. A terminal that grew since the last key shows more rows than the
  /// stored window has left below it, so the window must be re-fitted before anything reads it.
  func window(in layout: WordSearchLayout) -> Position {
    layout.scroll(scroll, showing: cursor)
  }
}
