extension PathFinderRound {
  /// The daily's options: a grid with walls.
  public static let dailyOptions = PathFinderOptions(walls: true)

  /// The daily dealt from a day's seed: a grid with walls, drawn as it opens (a round deals nothing before it), so
  /// its clock starts then.
  public static func daily(seed: UInt64) -> PathFinderRound {
    var round = PathFinderRound(seed: seed, options: dailyOptions)
    round.apply(.drawGrid, at: .zero)
    return round
  }
}
