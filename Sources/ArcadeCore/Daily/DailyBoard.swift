/// A game's board for one day: everyone's ranked attempt at the day's deal, best first.
extension Leaderboard {
  /// The most rows a day's board reads: a club's day, with room for rows its checks hide.
  public static let dailyRows = 500

  /// The board of `variant`'s day (its ranked attempts: practice never counts). A player who played the day on two
  /// machines has one row, the attempt started first.
  public static func daily(_ game: GameID, _ variant: DailyVariant) -> Leaderboard {
    let ranking = DailyRanking(game)
    return Leaderboard(
      game: game, title: "Daily \(variant.day)" + (variant.key.isEmpty ? "" : " \(variant.key)"),
      selection: RoundSelection(
        game: game, variant: variant.ranked.description, outcomes: ranking.outcomes, completedOnly: true,
        unassistedOnly: true, order: ranking.order, limit: dailyRows),
      columns: LeaderboardColumn.rankAndPlayer + [LeaderboardColumn(ranking.figureTitle) { ranking.figure(of: $0.round) }],
      rank: { rounds in ranking.rank(firstAttempts(rounds)) })
  }

  /// Each player's first-started round among `rounds`, in their order.
  static func firstAttempts(_ rounds: [PlayedRound]) -> [PlayedRound] {
    var first: [String: PlayedRound] = [:]
    for round in rounds where first[round.player].map({ round.startedAt < $0.startedAt }) ?? true {
      first[round.player] = round
    }
    return rounds.filter { first[$0.player] == $0 }
  }
}

/// How one game's day is ranked, and the figure its board and share line show.
public struct DailyRanking: Sendable {
  public let game: GameID

  public init(_ game: GameID) { self.game = game }

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

  /// Highest score first, then the shorter time; a day's zero still has its place, last.
  static func scoreThenTime(_ rounds: [PlayedRound]) -> [RankedRound] {
    func figure(_ round: PlayedRound) -> Double {
      -Double(round.score ?? -1) * 1e10 + Double(min(round.durationMilliseconds ?? 9_999_999_999, 9_999_999_999))
    }
    let sorted = rounds.sorted { a, b in figure(a) != figure(b) ? figure(a) < figure(b) : a.startedAt < b.startedAt }
    return RankedRound.competitionRanked(sorted.map { ($0, figure($0)) })
  }

  /// TicTacToe's day: wins first, then draws, then losses; fewer moves first within each.
  static func resultThenFewestMoves(_ rounds: [PlayedRound]) -> [RankedRound] {
    let order: [RoundOutcome: Int] = [.won: 0, .draw: 1, .lost: 2]
    func figure(_ round: PlayedRound) -> Double {
      Double((order[round.outcome] ?? 3) * 1_000_000 + min(round.moves ?? 999_999, 999_999))
    }
    let sorted = rounds.sorted { a, b in
      figure(a) != figure(b) ? figure(a) < figure(b) : a.startedAt < b.startedAt
    }
    return RankedRound.competitionRanked(sorted.map { ($0, figure($0)) })
  }
}
