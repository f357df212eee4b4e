extension WordSearchGame: RaceTracked {
  /// The words found.
  public var raceProgress: RaceProgress {
    RaceProgress(
      summary: "\(wordsFound)/\(wordCount) words" + (isOver ? " · done" : ""), short: "\(wordsFound)/\(wordCount)", isOver: isOver)
  }
}
