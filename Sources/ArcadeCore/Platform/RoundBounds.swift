import Foundation

/// The values an arcade writes into a round: a stored or shared row outside them was not written by an
/// arcade (a damaged file, a stranger's insert on a shared server) and is skipped, never trusted.
///
/// Every bound is far beyond what a game can produce and far inside what the arithmetic on it can hold
/// (steps × seconds, hundredths of a second, ranks), so a row that fits can be drawn without a trap.
public enum RoundBounds {
  /// No round starts before 1970 (the clock's zero; the stores keep milliseconds since then).
  public static let earliest = Date(timeIntervalSince1970: 0)
  /// How far in the future a round's end may be, for a clock that runs a little ahead.
  public static let clockSkew: TimeInterval = 86_400
  /// A round (pauses left out) lasts at most 30 days.
  public static let durationMilliseconds: ClosedRange<Int64> = 0...2_592_000_000
  public static let moves = 0...1_000_000
  public static let score = -1_000_000...100_000_000
  /// Cells on a board: WordSearch's largest is 50×50.
  public static let gridSize = 0...10_000
  /// Player names, variants and other short text, in UTF-8 bytes.
  public static let textBytes = 256
  /// The details JSON an arcade writes is well under a kilobyte; a PriceGuess Endless quiz keeps every answer.
  public static let detailsBytes = 65_536
  /// A round's deal and moves: an Expert Minesweeper win is under 2 KB, a long PriceGuess quiz some tens of KB.
  public static let tapeBytes = 1_048_576

  /// Why the round cannot have been written by an arcade, in a few words; nil when every value fits.
  public static func problem(with round: PlayedRound, now: Date, games: GameDefinitions = .arcade) -> String? {
    let latest = now.addingTimeInterval(clockSkew)
    guard round.startedAt >= earliest, round.startedAt <= latest else { return "its start is out of range" }
    if let end = round.endedAt {
      guard end >= round.startedAt, end <= latest else { return "its end is out of range" }
    }
    if let score = round.score, !self.score.contains(score) { return "its score is out of range" }
    if let moves = round.moves, !self.moves.contains(moves) { return "its moves are out of range" }
    if let duration = round.durationMilliseconds, !durationMilliseconds.contains(duration) { return "its time is out of range" }
    if let cells = round.gridSize, !gridSize.contains(cells) { return "its size is out of range" }
    guard round.player.utf8.count <= textBytes, (round.variant?.utf8.count ?? 0) <= textBytes else { return "a name is too long" }
    guard round.details.utf8.count <= detailsBytes else { return "its details are too large" }
    guard (round.tape?.count ?? 0) <= tapeBytes else { return "its moves are too large" }
    guard games[round.game]?.detailsAreWithinBounds(round.details) ?? true else { return "its details are out of range" }
    return nil
  }

  /// Whether the round fits every bound.
  public static func fits(_ round: PlayedRound, now: Date, games: GameDefinitions = .arcade) -> Bool {
    problem(with: round, now: now, games: games) == nil
  }
}

/// A game's details that can say whether their values are ones its engine produces.
public protocol BoundedDetails: RoundDetails {
  /// Every number finite and in the engine's range, every text short.
  var isWithinBounds: Bool { get }
}

extension BoundedDetails {
  static func fits(_ json: String) -> Bool {
    guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return true }
    return decoded.isWithinBounds
  }
}

extension Double {
  /// Finite and within `range`.
  func isFinite(in range: ClosedRange<Double>) -> Bool { isFinite && range.contains(self) }
}

extension String {
  /// At most `RoundBounds.textBytes` in UTF-8.
  var isShortText: Bool { utf8.count <= RoundBounds.textBytes }
}
