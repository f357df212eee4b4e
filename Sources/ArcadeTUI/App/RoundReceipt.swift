import ArcadeCore

/// What became of a finished round: where it is kept, and where it ranked.
public struct RoundReceipt: Sendable, Equatable {
  /// The round as recorded, with its id: its row, its journal line, or this session's (`RoundID`).
  public var round: PlayedRound
  /// Where the round is now: in the database, waiting in the journal, or kept for this session.
  public var storage: SaveResult
  /// Nil when the round made no board (a loss, help, a chosen seed, or below the board's last row).
  public var placement: BoardPlacement?
  /// Why no board ranks the round, in a few words ("50/50 used"); nil when it is ranked.
  public var notRanked: String?
  /// The board the leaderboard opens on for this round: the one it ranks on, else the one of its kind (open
  /// grids or walls, the preset); nil when the game has none for it. Found once, when the round is recorded.
  public var boardIndex: Int?
  /// A daily's line to share, once recorded; nil for any other round.
  public var daily: DailyShareLine?
  /// The share line as the end panel shows it (emoji where the terminal shows them).
  public var shareText: String?

  public init(
    round: PlayedRound, storage: SaveResult, placement: BoardPlacement?, notRanked: String? = nil, boardIndex: Int? = nil
  ) {
    self.round = round
    self.storage = storage
    self.placement = placement
    self.notRanked = placement == nil ? notRanked : nil
    self.boardIndex = placement?.boardIndex ?? boardIndex
  }

  /// The line under the figures of the end-of-round panel: the rank, or why it is not ranked, or not saved.
  public var summary: String? {
    switch storage {
    case .keptForSession(let reason): return "Not saved: \(reason)"
    case .waiting(let reason, _):
      return "Waiting to be saved (\(reason.label))"
    case .saved: break
    }
    if let placement { return placement.description }
    if let rank = daily?.rank, notRanked == nil { return "Daily \(daily!.day): \(ordinal(rank.place)) of \(rank.of)" }
    if round.assistance.contains(.chosenSeed) { return "Saved; a chosen seed is not ranked" }
    return notRanked.map { "Saved; not ranked: \($0)" }
  }
}

/// A round's place on its board.
public struct BoardPlacement: Sendable, Equatable, CustomStringConvertible {
  /// The board among the game's boards, for the leaderboard to open on.
  public var boardIndex: Int
  public var boardTitle: String
  public var rank: Int
  public var rows: Int
  /// Whether the rank is the round's or the player's standing over all their rounds (then a lost
  /// round can still leave the player first, and "Best" would praise the loss).
  public var ranks: Leaderboard.Ranks

  public init(boardIndex: Int, boardTitle: String, rank: Int, rows: Int, ranks: Leaderboard.Ranks = .rounds) {
    self.boardIndex = boardIndex
    self.boardTitle = boardTitle
    self.rank = rank
    self.rows = rows
    self.ranks = ranks
  }

  /// "Best on Expert — fastest wins", "3rd on Last five rounds", "You stand 2nd of 3 on Classic vs Normal".
  public var description: String {
    switch ranks {
    case .players: "You stand \(ordinal(rank)) of \(rows) on \(boardTitle)"
    case .rounds: rank == 1 ? "Best on \(boardTitle)" : "\(ordinal(rank)) on \(boardTitle)"
    }
  }
}

/// "1st", "2nd", "3rd", "11th", "22nd".
public func ordinal(_ number: Int) -> String {
  let tens = number % 100
  let suffix = (11...13).contains(tens) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
  return "\(number)\(suffix)"
}
