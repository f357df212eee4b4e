/// How one game's day is ranked, and the figure its board and share line show.
public struct DailyRanking: Sendable {
  public let game: GameID

  public init(_ game: GameID) { self.game = game }

  /// The outcomes the day's board ranks (a lost Minesweeper has no time to rank); empty: every one.
  var outcomes: Set<RoundOutcome> {
    switch game {
    case .minesweeper, .wordsearch, .pathfinder: [.won]
    case .priceguess: [.finished]
    case .wordmatch: [.won, .lost]
    default: []
    }
  }

  var order: RoundSelection.Order {
    switch game {
    case .minesweeper, .wordsearch: .durationAscending
    case .priceguess, .wordmatch: .scoreDescending
    default: .newestFirst
    }
  }

  public var figureTitle: String {
    switch game {
    case .minesweeper, .wordsearch: "Time"
    case .pathfinder: "Steps × s ÷ cells"
    case .tictactoe: "Result"
    default: "Score"
    }
  }

  /// Best first; equal results share a rank.
  public func rank(_ rounds: [PlayedRound]) -> [RankedRound] {
    switch game {
    case .minesweeper, .wordsearch: return RankedRound.fastestFirst(rounds)
    case .pathfinder: return PathFinderScore.ranked(rounds)
    case .priceguess, .wordmatch: return Self.scoreThenTime(rounds)
    default: return Self.resultThenFewestMoves(rounds)
    }
  }

  /// A round's result as the board and the share line show it: "1:42.31", "740", "won in 23 moves".
  public func figure(of round: PlayedRound) -> String {
    switch game {
    case .minesweeper, .wordsearch:
      return round.durationMilliseconds.map { formatRaceTime(milliseconds: $0) } ?? LeaderboardColumn.missing
    case .pathfinder:
      return PathFinderLeaderboardText.score(PathFinderScore.of(round))
    case .tictactoe:
      return "\(round.outcome.rawValue)" + (round.moves.map { " in \($0) moves" } ?? "")
    default:
      return round.score.map(String.init) ?? LeaderboardColumn.missing
    }
  }

  /// The result as a player reads it beside the game's name: "1:42.31", "40 points", "won in 23 moves", "lost".
  public func result(of round: PlayedRound) -> String {
    switch (game, round.outcome) {
    case (.wordmatch, _), (.priceguess, _): return figure(of: round) + " points"
    case (.tictactoe, _): return figure(of: round)
    case (_, .lost): return "lost"
    default: return figure(of: round)
    }
  }

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
  static func ranked(_ rounds: [PlayedRound], by key: (PlayedRound) -> [Int], figure: (PlayedRound) -> Double?) -> [RankedRound] {
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
