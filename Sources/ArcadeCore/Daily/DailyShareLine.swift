/// The line a player pastes into a chat after a daily: the day, the game, the result, the rank and the streak, and
/// nothing about the deal (`Swift Arcade daily 2026-11-26 · Minesweeper 1:42.31 · #3 of 17 · 🔥 12`).
public struct DailyShareLine: Sendable, Hashable {
  public var day: DailyDate
  public var gameTitle: String
  /// "1:42.31", "740", "won in 23 moves"; "not finished" for an abandoned attempt.
  public var result: String
  /// The place on the day's board and how many are on it; nil when not on it.
  public var rank: (place: Int, of: Int)?
  public var streak: Int
  /// A game's strip (`DailyStrip`); empty for a game without one.
  public var strip: [DailyMark]

  public init(day: DailyDate, gameTitle: String, result: String, rank: (place: Int, of: Int)?, streak: Int, strip: [DailyMark] = []) {
    self.day = day
    self.gameTitle = gameTitle
    self.result = result
    self.rank = rank
    self.streak = streak
    self.strip = strip
  }

  /// The line with emoji, or in plain ASCII (`--ascii`, a terminal without Unicode).
  public func text(ascii: Bool) -> String {
    let separator = ascii ? " | " : " · "
    var parts = ["Swift Arcade daily \(day)", "\(gameTitle) \(result)"]
    if let rank { parts.append("#\(rank.place) of \(rank.of)") }
    if streak > 0 { parts.append(ascii ? "streak \(streak)" : "🔥 \(streak)") }
    if !strip.isEmpty { parts.append(strip.map { $0.text(ascii: ascii) }.joined()) }
    return parts.joined(separator: separator)
  }

  public static func == (lhs: DailyShareLine, rhs: DailyShareLine) -> Bool {
    lhs.text(ascii: true) == rhs.text(ascii: true) && lhs.text(ascii: false) == rhs.text(ascii: false)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(text(ascii: true)) }
}
