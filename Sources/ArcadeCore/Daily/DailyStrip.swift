/// The strip a daily's share line shows, read from its moves: right or wrong per pair for WordMatch, in order.
/// Nothing in it tells the deal: only how the player did at each step.
public enum DailyStrip {
  /// Right (true) or wrong per answered pair; empty for a game without a strip or a round without moves.
  public static func marks(of round: PlayedRound) -> [Bool] {
    guard round.game == .wordmatch, let bytes = round.tape,
      let tape = try? RoundTape<WordMatchGame>(bytes: Array(bytes))
    else { return [] }
    var game = WordMatchGame(replaying: tape.deal)
    var marks: [Bool] = []
    for move in tape.moves {
      let (right, wrong) = (game.correctAttempts, game.wrongAttempts)
      game.apply(move.move, at: Instant.zero.advanced(byMilliseconds: move.milliseconds))
      marks += Array(repeating: true, count: max(0, game.correctAttempts - right))
      marks += Array(repeating: false, count: max(0, game.wrongAttempts - wrong))
    }
    return marks
  }
}
