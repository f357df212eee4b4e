/// A game's board: which rounds count, how they are ranked, and the columns shown.
///
/// Each game defines its own beside its engine; the store only loads the rounds
/// `selection` names and the screen and the command line only show the rows.
public struct Leaderboard: Sendable {
  public var game: GameID
  /// Shown above the table, e.g. "Last five rounds" or "Expert — fastest wins".
  public var title: String
  public var selection: RoundSelection
  public var columns: [LeaderboardColumn]
  /// Orders the selected rounds and gives each its rank; ties share a rank.
  public var rank: @Sendable ([PlayedRound]) -> [RankedRound]
  /// What a row stands for: one round, or one player's standing over all their rounds.
  public var ranks: Ranks

  /// What a board's rows rank.
  public enum Ranks: Sendable { case rounds, players }

  public init(
    game: GameID, title: String, selection: RoundSelection, columns: [LeaderboardColumn], ranks: Ranks = .rounds,
    rank: @escaping @Sendable ([PlayedRound]) -> [RankedRound]
  ) {
    self.game = game
    self.title = title
    self.selection = selection
    self.columns = columns
    self.ranks = ranks
    self.rank = rank
  }

  /// The rows of this board for rounds the store returned for `selection`.
  public func rows(from rounds: [PlayedRound]) -> [RankedRound] { rank(rounds) }
}

/// One row of a leaderboard: the round, its place and the figure it was ranked by.
public struct RankedRound: Sendable, Hashable {
  /// 1-based; equal figures share a place ("1, 2, 2, 4").
  public var rank: Int
  public var round: PlayedRound
  /// The figure the round was ranked by (lower or higher is better per board); nil if it has none.
  public var figure: Double?

  public init(rank: Int, round: PlayedRound, figure: Double?) {
    self.rank = rank
    self.round = round
    self.figure = figure
  }

  /// Standard competition ranking of rounds already sorted best first, by a figure.
  public static func competitionRanked(_ sorted: [(PlayedRound, Double?)]) -> [RankedRound] {
    var rows: [RankedRound] = []
    rows.reserveCapacity(sorted.count)
    for (index, (round, figure)) in sorted.enumerated() {
      if let previous = rows.last, previous.figure == figure {
        rows.append(RankedRound(rank: previous.rank, round: round, figure: figure))
      } else {
        rows.append(RankedRound(rank: index + 1, round: round, figure: figure))
      }
    }
    return rows
  }
}

/// A column of a leaderboard table.
public struct LeaderboardColumn: Sendable {
  public enum Alignment: Sendable { case left, right }

  public var title: String
  public var alignment: Alignment
  public var value: @Sendable (RankedRound) -> String

  public init(_ title: String, alignment: Alignment = .right, value: @escaping @Sendable (RankedRound) -> String) {
    self.title = title
    self.alignment = alignment
    self.value = value
  }
}

extension LeaderboardColumn {
  /// What every board shows where a round lacks a figure.
  public static let missing = "—"

  /// Every board's first two columns: the rank, then the player as boards show names.
  public static let rankAndPlayer: [LeaderboardColumn] = [
    LeaderboardColumn("Rank") { "\($0.rank)" },
    LeaderboardColumn("Player", alignment: .left) { PlayerName.shown($0.round.player) },
  ]
}

extension RankedRound {
  /// Fastest first (rounds without a duration last, then the earlier start); equal times share a rank: how
  /// every board of times ranks.
  @Sendable public static func fastestFirst(_ rounds: [PlayedRound]) -> [RankedRound] {
    let sorted = rounds.sorted { a, b in
      let left = a.durationMilliseconds ?? .max
      let right = b.durationMilliseconds ?? .max
      return left != right ? left < right : a.startedAt < b.startedAt
    }
    return competitionRanked(sorted.map { ($0, $0.durationMilliseconds.map(Double.init)) })
  }
}
