/// How one game's day is ranked, and the figure its board and share line show: part of the game's definition.
public struct DailyRanking: Sendable {
  /// The outcomes the day's board ranks (a lost Minesweeper has no time to rank); empty: every one.
  let outcomes: Set<RoundOutcome>
  let order: RoundSelection.Order
  public let figureTitle: String
  let ranks: @Sendable ([PlayedRound]) -> [RankedRound]
  let figures: @Sendable (PlayedRound) -> String
  /// What follows the figure beside the game's name ("points"); nil writes a lost round as "lost".
  let unit: String?

  public init(
    outcomes: Set<RoundOutcome>, order: RoundSelection.Order, figureTitle: String, unit: String? = nil,
    rank: @escaping @Sendable ([PlayedRound]) -> [RankedRound], figure: @escaping @Sendable (PlayedRound) -> String
  ) {
    self.outcomes = outcomes
    self.order = order
    self.figureTitle = figureTitle
    self.unit = unit
    self.ranks = rank
    self.figures = figure
  }

  /// Best first; equal results share a rank.
  public func rank(_ rounds: [PlayedRound]) -> [RankedRound] { ranks(rounds) }

  /// A round's result as the board and the share line show it: "1:42.31", "740", "won in 23 moves".
  public func figure(of round: PlayedRound) -> String { figures(round) }

  /// The result as a player reads it beside the game's name: "1:42.31", "40 points", "won in 23 moves", "lost".
  public func result(of round: PlayedRound) -> String {
    if let unit { return figure(of: round) + (unit.isEmpty ? "" : " " + unit) }
    return round.outcome == .lost ? "lost" : figure(of: round)
  }
}

extension DailyRanking {
  /// The fastest win first (Minesweeper, WordSearch); the figure is the time.
  public static let fastestWin = DailyRanking(
    outcomes: [.won], order: .durationAscending, figureTitle: "Time", rank: RankedRound.fastestFirst
  ) { round in round.durationMilliseconds.map { formatRaceTime(milliseconds: $0) } ?? LeaderboardColumn.missing }

  /// Highest score first, then the shorter time, for the outcomes given (PriceGuess, WordMatch).
  public static func highestScore(of outcomes: Set<RoundOutcome>) -> DailyRanking {
    DailyRanking(outcomes: outcomes, order: .scoreDescending, figureTitle: "Score", unit: "points", rank: scoreThenTime) {
      $0.score.map(String.init) ?? LeaderboardColumn.missing
    }
  }

  /// Wins first, then draws, then losses; fewer moves first within each (TicTacToe). The figure is the result.
  public static let bestResult = DailyRanking(
    outcomes: [], order: .newestFirst, figureTitle: "Result", unit: "", rank: resultThenFewestMoves
  ) { round in "\(round.outcome.rawValue)" + (round.moves.map { " in \($0) moves" } ?? "") }

  /// Highest score first, then the shorter time; a day's zero still has its place, last. The figure is the score.
  static func scoreThenTime(_ rounds: [PlayedRound]) -> [RankedRound] {
    ranked(rounds, by: { [-($0.score ?? -1), Int(min($0.durationMilliseconds ?? .max, Int64(Int.max)))] }) {
      $0.score.map(Double.init)
    }
  }

  /// TicTacToe's day: wins first, then draws, then losses; fewer moves first within each. The figure is the moves.
  static func resultThenFewestMoves(_ rounds: [PlayedRound]) -> [RankedRound] {
    let order: [RoundOutcome: Int] = [.won: 0, .draw: 1, .lost: 2]
    return ranked(rounds, by: { [order[$0.outcome] ?? 3, $0.moves ?? .max] }) { $0.moves.map(Double.init) }
  }

  /// Sorted by `key` (smaller first, then the earlier start); rounds with equal keys share a rank.
  public static func ranked(_ rounds: [PlayedRound], by key: (PlayedRound) -> [Int], figure: (PlayedRound) -> Double?) -> [RankedRound] {
    let sorted = rounds.map { (round: $0, key: key($0)) }.sorted { a, b in
      a.key != b.key ? a.key.lexicographicallyPrecedes(b.key) : a.round.startedAt < b.round.startedAt
    }
    var rows: [RankedRound] = []
    for (index, entry) in sorted.enumerated() {
      let rank = index > 0 && sorted[index - 1].key == entry.key ? rows[index - 1].rank : index + 1
      rows.append(RankedRound(rank: rank, round: entry.round, figure: figure(entry.round)))
    }
    return rows
  }
}
