extension WordSearchRoundDetails: BoundedDetails {
  /// Grids up to 100×100, counts no larger than a puzzle can hold, a short theme name.
  public var isWithinBounds: Bool {
    (1...100).contains(size) && (0...10_000).contains(wordsFound) && (0...10_000).contains(wordCount)
      && (0...10_000).contains(revealsUsed) && theme.isShortText
  }
}
