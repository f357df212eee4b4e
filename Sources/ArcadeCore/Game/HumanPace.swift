/// The fastest a person plays a game, from published records with a margin: a round played faster than that is kept
/// and replayable, but ranks nowhere ("faster than a person plays").
///
/// This tells a program clicking every millisecond from a person; a program that plays at a person's pace cannot be
/// told apart, and nothing here claims to.
public struct HumanPace: Sendable {
  /// What the limit is and where its figure comes from, in a sentence.
  public let source: String
  let isFaster: @Sendable ([UInt8]) -> Bool

  /// A game where a person's moves (those `counts` picks) come on average at least `millisecondsPerMove` apart,
  /// judged over rounds of at least `least` such moves; `alsoFaster` adds the game's own rule (Minesweeper's 3BV/s).
  public init<Game: RecordedGame>(
    _ type: Game.Type, millisecondsPerMove: Int64, least: Int, source: String,
    counts: @escaping @Sendable (Game.Move) -> Bool,
    alsoFaster: (@Sendable (RoundTape<Game>, _ playedMilliseconds: Int64) -> Bool)? = nil
  ) {
    self.source = source
    isFaster = { bytes in
      guard let tape = try? RoundTape<Game>(bytes: bytes) else { return false }
      let times = tape.moves.filter { counts($0.move) }.map(\.milliseconds)
      guard let first = times.first, let last = times.last else { return false }
      if times.count >= least, (last - first) < millisecondsPerMove * Int64(times.count - 1) { return true }
      return alsoFaster?(tape, last - (tape.moves.first?.milliseconds ?? first)) ?? false
    }
  }

  /// Whether the round on this tape was played faster than a person can (false for a tape that is not the game's).
  public func isFasterThanAPerson(_ tape: [UInt8]) -> Bool { isFaster(tape) }
}
