/// A game's identity: its command-line name, stored with every round.
///
/// A plain string value rather than an enum, so that a game is added by its
/// registry entry alone (tests register a game of their own the same way).
public struct GameID: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public static func < (lhs: GameID, rhs: GameID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { rawValue }

  public static let pathfinder = GameID("pathfinder")
  public static let priceguess = GameID("priceguess")
  public static let minesweeper = GameID("minesweeper")
  public static let tictactoe = GameID("tictactoe")
  public static let wordmatch = GameID("wordmatch")
  public static let wordsearch = GameID("wordsearch")
}
