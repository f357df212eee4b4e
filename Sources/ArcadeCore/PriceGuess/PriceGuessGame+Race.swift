extension PriceGuessGame: RaceTracked {
  /// The question reached and the points so far.
  public var raceProgress: RaceProgress {
    let asked = status.isOver ? answered + skipped : questionNumber
    let of = questionCount.map { "/\($0)" } ?? ""
    return RaceProgress(
      summary: "question \(asked)\(of) · \(score) points" + (status.isOver ? " · done" : ""), short: "\(asked)\(of) · \(score)",
      isOver: status.isOver)
  }
}
