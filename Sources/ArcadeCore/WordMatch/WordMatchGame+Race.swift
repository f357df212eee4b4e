extension WordMatchGame: RaceTracked {
  /// The points, the pair reached and the lives left.
  public var raceProgress: RaceProgress {
    RaceProgress(
      summary: "\(score) points · pair \(pairsShown)/\(options.pairCount) · \(livesLeft) lives" + (isDecided ? " · done" : ""),
      short: "\(score) · \(pairsShown)/\(options.pairCount)", isOver: isDecided)
  }
}
