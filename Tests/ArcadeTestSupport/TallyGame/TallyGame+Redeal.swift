import ArcadeCore

extension TallyGame {
  /// The target this version deals from the tape's seed and hardness: a round on another target is refused.
  public static func redeal(_ tape: RoundTape<TallyGame>, content: ContentLibrary?) -> DealCheck {
    tape.deals(like: TallyGame(seed: tape.deal.seed, hard: tape.deal.hard))
  }
}
