extension WordMatchDetails: BoundedDetails {
  /// Counts no larger than a round can hold, a short language pair.
  public var isWithinBounds: Bool {
    let counts = 0...100_000
    return counts.contains(correct) && counts.contains(wrong) && counts.contains(pairs) && counts.contains(pairCount)
      && counts.contains(lives) && languagePair.isShortText
  }
}
