import ArcadeCore

extension TallyGame {
  public static func write(_ deal: Deal, to tape: inout TapeWriter) {
    tape.varint(deal.seed)
    tape.byte(deal.hard ? 1 : 0)
    tape.count(deal.target)
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> Deal {
    let seed = try tape.varint()
    let hard = try tape.count(in: 0...1, "hard") == 1
    return Deal(seed: seed, hard: hard, target: try tape.count(in: 1...100, "a target"))
  }

  public static func write(_ move: Move, to tape: inout TapeWriter) {
    guard case .add(let amount) = move else { return }
    tape.count(amount)
  }

  public static func readMove(from tape: inout TapeReader, on deal: Deal) throws(TapeError) -> Move {
    .add(try tape.count(in: 1...3, "an amount"))
  }
}

/// What a Tally round records beyond the columns.
public struct TallyDetails: BoundedDetails {
  public var target: Int
  public var total: Int

  public init(target: Int, total: Int) {
    self.target = target
    self.total = total
  }

  public var isWithinBounds: Bool { (1...100).contains(target) && (0...103).contains(total) }
}

extension GameDefinition {
  /// The test game's definition: its one engine, details, and a daily of hard deals ranked by score.
  public static let tally = GameDefinition(
    id: TallyGame.id,
    engines: [RecordedEngine(TallyGame.self, daily: DailyRule { deal, _ in deal == .dealt(seed: deal.seed, hard: true) })],
    details: TallyDetails.self,
    daily: DailyDefinition(title: "a hard target", ranking: .highestScore(of: [.won])),
    boards: { _ in GameBoards(game: TallyGame.id, boards: [.tallyBest], emptyHint: "Play Tally.") })
}

extension GameDefinitions {
  /// The arcade's games and the test game, registered by one line.
  public static let withTally = GameDefinitions.arcade.adding(.tally)
}

extension Leaderboard {
  /// Tally's one board: the best scores of easy targets.
  public static let tallyBest = Leaderboard(
    game: TallyGame.id, title: "Tally — best scores",
    selection: RoundSelection(game: TallyGame.id, variant: "easy", outcomes: [.won], order: .scoreDescending, limit: 10),
    columns: LeaderboardColumn.rankAndPlayer + [LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? "-" }],
    rank: { rounds in RankedRound.competitionRanked(rounds.map { ($0, $0.score.map(Double.init)) }) })
}
