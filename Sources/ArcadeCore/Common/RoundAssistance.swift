/// Why a round stays off the boards: help during play, or a deal the player could know in advance.
///
/// Stored as a small bit set in the round's `assisted` column, so every board's
/// `assisted = 0` filter leaves out both kinds without a schema change.
public struct RoundAssistance: OptionSet, Sendable, Hashable, Codable {
  public let rawValue: Int64
  public init(rawValue: Int64) { self.rawValue = rawValue }

  /// Hints, reveals, 50/50: the game helped.
  public static let help = RoundAssistance(rawValue: 1)
  /// Dealt from a seed the player chose (`--seed`), so the board could be studied first.
  public static let chosenSeed = RoundAssistance(rawValue: 2)

  /// Words for the history and the CSV export ("help", "chosen seed").
  public var words: [String] { words(help: "help") }

  /// The words with the help named as the game names it ("1 undo", "hints used, 2 undos").
  public func words(help: String) -> [String] {
    (contains(.help) ? [help] : []) + (contains(.chosenSeed) ? ["chosen seed"] : [])
  }
}
