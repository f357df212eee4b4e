/// PriceGuess's boards: one per quiz length (5, 10, 20); Endless quizzes are kept but never ranked.
public enum PriceGuessLeaderboards {
  /// Rows shown per board.
  public static let limit = 10
  /// Rounds fetched before ranking, so ties on score are broken by accuracy and time over more than the top ten.
  static let fetched = 200

  public static let rankedLengths: [QuizLength] = [.ten, .five, .twenty]

  /// The game's boards for the leaderboard screen and `arcade scores`.
  public static var gameBoards: GameBoards { gameBoards(edition: nil) }

  /// The shipped catalog's boards, then, with `edition`, those of the catalog in use when it is not the shipped
  /// one (a player's file, or the shipped file changed): its quizzes are ranked there only.
  public static func gameBoards(edition: String?) -> GameBoards {
    GameBoards(
      game: .priceguess, boards: rankedLengths.map { board(for: $0) } + (edition.map { edition in rankedLengths.map { board(for: $0, edition: edition) } } ?? []),
      emptyHint: "Finish a PriceGuess quiz of 5, 10 or 20 questions without 50/50 to get on this board.",
      trend: Trend(label: "score", lowerIsBetter: false) { $0.score.map(Double.init) },
      helpUsed: "50/50 used", summary: summary)
  }

  /// The variant a quiz is stored under: its length ("10"), with the edition of a catalog nobody else has ("10~1a2b3c").
  public static func variant(_ length: QuizLength, edition: String?) -> String {
    ContentEdition.keyed(length.rawValue, edition: edition)
  }

  /// Best score, then accuracy, then time, for finished unassisted quizzes of one length (of one catalog edition).
  public static func board(for length: QuizLength, edition: String? = nil) -> Leaderboard {
    Leaderboard(
      game: .priceguess, title: "\(length.title)\(edition == nil ? "" : ", changed catalog") — best scores",
      selection: RoundSelection(
        game: .priceguess, variant: variant(length, edition: edition), outcomes: [.finished], completedOnly: true,
        unassistedOnly: true, order: .scoreDescending, limit: fetched),
      columns: columns, rank: rank)
  }

  static let columns: [LeaderboardColumn] = LeaderboardColumn.rankAndPlayer + [
    LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? "—" },
    LeaderboardColumn("Right") { row in
      PriceGuessRoundDetails(json: row.round.details).map { "\($0.correct)/\($0.answered)" } ?? "—"
    },
    LeaderboardColumn("Accuracy") { row in
      PriceGuessRoundDetails(json: row.round.details).map { "\(Int(($0.accuracy * 100).rounded()))%" } ?? "—"
    },
    LeaderboardColumn("Time") { row in row.round.durationMilliseconds.map { formatDuration(milliseconds: $0) } ?? "—" },
    LeaderboardColumn("Category", alignment: .left) { row in
      PriceGuessRoundDetails(json: row.round.details).map { sanitizedForDisplay($0.category) } ?? "—"
    },
  ]

  /// Score (highest first), then accuracy (highest), then time (shortest); rounds equal on all three share a rank.
  @Sendable public static func rank(_ rounds: [PlayedRound]) -> [RankedRound] {
    typealias Key = (score: Int, accuracy: Double, time: Int64)
    func key(_ round: PlayedRound) -> Key {
      (round.score ?? Int.min, PriceGuessRoundDetails(json: round.details)?.accuracy ?? -1,
       round.durationMilliseconds ?? Int64.max)
    }
    // A quiz that scored nothing is kept, never ranked: a board of best scores would praise it.
    let keyed = rounds.filter { ($0.score ?? 0) > 0 }.map { (round: $0, key: key($0)) }.sorted { a, b in
      if a.key.score != b.key.score { return a.key.score > b.key.score }
      if a.key.accuracy != b.key.accuracy { return a.key.accuracy > b.key.accuracy }
      if a.key.time != b.key.time { return a.key.time < b.key.time }
      return a.round.startedAt < b.round.startedAt
    }
    var rows: [RankedRound] = []
    for (index, entry) in keyed.prefix(limit).enumerated() {
      let previous = index > 0 ? keyed[index - 1].key : nil
      let tied = previous.map { $0.score == entry.key.score && $0.accuracy == entry.key.accuracy && $0.time == entry.key.time } ?? false
      let rank = tied ? rows[index - 1].rank : index + 1
      rows.append(RankedRound(rank: rank, round: entry.round, figure: entry.round.score.map(Double.init)))
    }
    return rows
  }

  /// Quizzes played and the best score of each length.
  @Sendable static func summary(_ rounds: PlayerRounds) -> [String] {
    let finished = rounds.played.filter { $0.endedAt != nil }
    guard !finished.isEmpty else { return [] }
    var lines = ["Your quizzes: \(finished.count) finished"]
    for length in QuizLength.allCases {
      // Only quizzes the board ranks: a 50/50 game's score, or a mashed one's, is no one's best.
      let scores = rounds.ranked.filter { $0.endedAt != nil && $0.variant == length.rawValue }.compactMap(\.score)
      if let best = scores.max() { lines.append("Best on \(length.title): \(best)") }
    }
    return lines
  }
}
