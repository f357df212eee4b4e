/// What makes one engine's round a day's daily: the day's seed, the daily's options on its deal, and moves that keep
/// to the daily. Stated once per game; the verifier and the Daily screen ask it.
public struct DailyRule<Game: RecordedGame>: Sendable {
  /// Whether a deal's options (and content) are the daily's of a day and key (the seed is checked beside them: the day's).
  let options: @Sendable (_ deal: Game.Deal, _ daily: DailyVariant) -> Bool
  /// Whether the moves keep to the daily (PathFinder: the grid drawn as it opens, never another).
  let moves: @Sendable (RoundTape<Game>) -> Bool

  public init(
    options: @escaping @Sendable (Game.Deal, DailyVariant) -> Bool,
    moves: @escaping @Sendable (RoundTape<Game>) -> Bool = { _ in true }
  ) {
    self.options = options
    self.moves = moves
  }

  /// Whether a tape is of `variant`'s day: dealt from the day's seed with the daily's options, its moves keeping to it.
  public func holds(for tape: RoundTape<Game>, variant: DailyVariant) -> Bool {
    Game(replaying: tape.deal).seed == DailyDeal.seed(for: Game.gameID, on: variant.day, key: variant.key)
      && options(tape.deal, variant) && moves(tape)
  }
}
