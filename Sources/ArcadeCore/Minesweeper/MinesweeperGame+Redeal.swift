extension MinesweeperGame {
  /// The mines this version lays from the tape's seed, board and no-guess rule at its first reveal (where that is
  /// decides them): a no-guess board costs a generation to check, as it did to deal.
  public static func redeal(_ tape: RoundTape<MinesweeperGame>, content: ContentLibrary?) -> DealCheck {
    let deal = tape.deal
    let fresh = MinesweeperGame(configuration: deal.configuration, seed: deal.seed, noGuess: deal.noGuess, questionMarks: deal.questionMarks)
    return tape.deals(like: fresh) { $0.minefield != nil }
  }
}
