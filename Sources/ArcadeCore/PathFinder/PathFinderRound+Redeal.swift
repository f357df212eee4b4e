extension PathFinderRound {
  /// Every grid this version draws from the tape's seed with its options, as often as the tape draws, then the
  /// target and walls it deals on the grid guessed right: the whole course, never the tape's.
  public static func redeal(_ tape: RoundTape<PathFinderRound>, content: ContentLibrary?) -> DealCheck {
    tape.deals(like: PathFinderRound(seed: tape.deal.seed, options: tape.deal.options))
  }
}
