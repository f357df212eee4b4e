/// The strip a daily's share line shows, read from its moves: right or wrong per pair for WordMatch; for WordSearch,
/// which way each word ran, in the order found. Nothing in it tells the deal: only how the player went about it.
public enum DailyStrip {
  /// WordMatch's strip: right or wrong per answered pair, in order.
  @Sendable public static func wordMatch(_ bytes: [UInt8]) -> [DailyMark] {
    (try? RoundTape<WordMatchGame>(bytes: bytes)).map(pairs) ?? []
  }

  /// WordSearch's strip: each found word's axis, in the order found.
  @Sendable public static func wordSearch(_ bytes: [UInt8]) -> [DailyMark] {
    ((try? RoundTape<WordSearchGame>(bytes: bytes)).flatMap { try? $0.replayed() }).map(words) ?? []
  }

  /// Right or wrong per answered pair, in order.
  static func pairs(_ tape: RoundTape<WordMatchGame>) -> [DailyMark] {
    var game = WordMatchGame(replaying: tape.deal)
    var marks: [DailyMark] = []
    for move in tape.moves {
      let (right, wrong) = (game.correctAttempts, game.wrongAttempts)
      game.apply(move.move, at: Instant.zero.advanced(byMilliseconds: move.milliseconds))
      marks += Array(repeating: .right, count: max(0, game.correctAttempts - right))
      marks += Array(repeating: .wrong, count: max(0, game.wrongAttempts - wrong))
    }
    return marks
  }

  /// Each found word's axis, in the order the player found them.
  static func words(_ game: WordSearchGame) -> [DailyMark] {
    let found = zip(game.states, game.puzzle.placements).compactMap { state, placement -> (Int, WordDirection)? in
      guard case .found(let order) = state else { return nil }
      return (order, placement.direction)
    }
    return found.sorted { $0.0 < $1.0 }.map { _, direction in
      switch direction {
      case .left, .right: .across
      case .up, .down: .down
      default: .diagonal
      }
    }
  }
}
