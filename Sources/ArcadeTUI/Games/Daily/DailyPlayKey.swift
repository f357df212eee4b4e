import ArcadeCore

/// A daily being played in this run, found by its game and the seed it was dealt from.
struct DailyPlayKey: Hashable {
  var game: GameID
  var seed: UInt64
}
