/// A player's finished daily as streaks count it: its game and the variant it was saved under.
public struct DailyPlayed: Sendable, Hashable {
  public var game: GameID
  public var variant: DailyVariant

  public init(game: GameID, variant: DailyVariant) {
    self.game = game
    self.variant = variant
  }
}
