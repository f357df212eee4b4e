/// The PathFinder leaderboard figure: steps × seconds ÷ cells, lower is better.
public enum PathFinderScore {
  /// `moves × |end − start| in seconds ÷ gridSize`; nil when the round has no end time,
  /// no move count, or no (or a zero) grid size, so such rounds rank last instead of dividing by zero.
  public static func of(_ round: PlayedRound) -> Double? {
    guard let steps = round.moves, let seconds = round.elapsedSeconds, let cells = round.gridSize, cells > 0 else {
      return nil
    }
    return Double(steps) * seconds / Double(cells)
  }

  /// A score rounded to the two decimals the board shows (half away from zero), so that
  /// two rounds that read the same also rank the same.
  public static func shown(_ figure: Double) -> Double {
    guard figure.isFinite else { return figure }
    return (figure * 100).rounded() / 100
  }

  /// Ranks rounds lowest shown score first; rounds whose scores read the same to two decimals
  /// share a place, and rounds without a score come last.
  ///
  /// Among equal scores the input order is kept (the store gives newest first). Each row's
  /// `figure` is the rounded score it was ranked by.
  public static func ranked(_ rounds: [PlayedRound]) -> [RankedRound] {
    let scored = rounds.enumerated().map { (index: $0.offset, round: $0.element, score: of($0.element).map(shown)) }
    let sorted = scored.sorted { a, b in
      switch (a.score, b.score) {
      case let (x?, y?): x != y ? x < y : a.index < b.index
      case (_?, nil): true
      case (nil, _?): false
      case (nil, nil): a.index < b.index
      }
    }
    return RankedRound.competitionRanked(sorted.map { ($0.round, $0.score) })
  }
}
