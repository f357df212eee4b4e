/// Everything the leaderboard screen and `arcade scores` show for one game.
public struct GameBoards: Sendable {
  public var game: GameID
  /// One board per variant (preset, language pair…); empty while the game keeps no board.
  public var boards: [Leaderboard]
  /// What an empty board says: how to get on it.
  public var emptyHint: String
  /// The figure charted for a player's last results; nil draws no chart.
  public var trend: Trend?
  /// Extra lines about one player, from their rounds of this game: counts of what they played, bests of what ranks.
  public var summary: @Sendable (PlayerRounds) -> [String]
  /// What the game's help is called where a round that had it is not ranked ("50/50 used", "hints used").
  public var helpUsed: String
  /// The help one round had, from its details, where that says more than `helpUsed`: the moves it took back
  /// ("1 undo", "hints used, 2 undos"); nil leaves `helpUsed`.
  public var describeHelp: @Sendable (PlayedRound) -> String?
  /// Why no board takes a round's options, when the game can say better than "no board for these options"
  /// ("only 15 pairs and 3 lives are ranked").
  public var offBoardOptions: String?

  public init(
    game: GameID, boards: [Leaderboard], emptyHint: String, trend: Trend? = nil, helpUsed: String = "help used",
    describeHelp: @escaping @Sendable (PlayedRound) -> String? = { _ in nil }, offBoardOptions: String? = nil,
    summary: @escaping @Sendable (PlayerRounds) -> [String] = { _ in [] }
  ) {
    self.game = game
    self.boards = boards
    self.emptyHint = emptyHint
    self.trend = trend
    self.helpUsed = helpUsed
    self.describeHelp = describeHelp
    self.offBoardOptions = offBoardOptions
    self.summary = summary
  }
}

/// The figure a player's recent results are charted by.
public struct Trend: Sendable {
  public var label: String
  public var lowerIsBetter: Bool
  public var value: @Sendable (PlayedRound) -> Double?

  public init(label: String, lowerIsBetter: Bool, value: @escaping @Sendable (PlayedRound) -> Double?) {
    self.label = label
    self.lowerIsBetter = lowerIsBetter
    self.value = value
  }
}

extension GameBoards {
  /// The help a round had, in the game's words: "hints used", "1 undo", "hints used, 2 undos".
  public func helpUsed(in round: PlayedRound) -> String { describeHelp(round) ?? helpUsed }

  /// The board a round counts on, found by the round itself (its game, variant, outcome, help); nil when none.
  public func boardIndex(for round: PlayedRound) -> Int? {
    boards.firstIndex { $0.selection.accepts(round) }
  }

  /// The board whose rounds are of this variant (the leaderboard opens on the board of the options last played).
  public func boardIndex(forVariant variant: String?) -> Int? {
    boards.firstIndex { $0.selection.variant == variant }
  }
}
