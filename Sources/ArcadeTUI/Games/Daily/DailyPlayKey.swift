import ArcadeCore

/// A daily being played in this run, found by its game and the seed it was dealt from.
public struct DailyPlayKey: Hashable, Sendable {
  public init(game: GameID, seed: UInt64) {
    self.game = game
    self.seed = seed
  }

  var game: GameID
  var seed: UInt64
}
