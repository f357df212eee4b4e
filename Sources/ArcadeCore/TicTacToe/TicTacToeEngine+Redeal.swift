extension TicTacToeEngine {
  /// The computer's replies recomputed from the tape's seed with its opponent and options, move by move: a reply the
  /// computer would not have made is not the seed's, whatever the board says. (The deal itself is its options and
  /// seed, which the tape states and reading it checks.) Hard's search runs again for each reply: the costly check.
  public static func redeal(_ tape: RoundTape<Self>, content: ContentLibrary?) -> DealCheck {
    var game = Self(replaying: tape.deal, at: .zero)
    for entry in tape.moves {
      if case .computer = entry.move, game.chooseComputerMove() != entry.move { return .notSeedsDeal }
      game.apply(entry.move, at: Instant.zero.advanced(byMilliseconds: entry.milliseconds))
    }
    return .seedsDeal
  }
}
