extension PathFinderRound: RaceTracked {
  /// The grid guessed (and the wrong guesses), then the robot's steps.
  public var raceProgress: RaceProgress {
    switch phase {
    case .awaitingGrid, .guessing:
      RaceProgress(summary: "guessing the grid · \(wrongGuessCount) wrong", short: "grid?", isOver: false)
    case .steering:
      RaceProgress(summary: "steering · \(stepCount) steps", short: "\(stepCount) steps", isOver: false)
    case .arrived:
      RaceProgress(summary: "arrived in \(stepCount) steps", short: "in \(stepCount)", isOver: true)
    }
  }
}
