/// The seed of a game's deal for a day, pinned as "daily v1": a function of the date and the game id (and, for a
/// game with one daily per kind, such as WordMatch's language pair, of that key) and of nothing else, so every
/// machine and every version deals the same daily.
///
/// The seed is SplitMix64's finaliser over FNV-1a (64-bit) of the UTF-8 text `swift-arcade daily v1|GAME|DATE|KEY`.
/// It never changes: a new rule is a new version with a text of its own, and old days keep theirs.
public enum DailyDeal {
  public static let version = 1

  public static func seed(for game: GameID, on date: DailyDate, key: String = "") -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in "swift-arcade daily v\(version)|\(game.rawValue)|\(date)|\(key)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    var z = hash &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
