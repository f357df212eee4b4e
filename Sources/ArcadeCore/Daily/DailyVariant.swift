/// Which daily a round is: its day, its key (WordMatch's language pair) and whether it is practice. Written
/// `daily 2026-11-26`, `daily 2026-11-26/en-de`, ` practice` after it: the form a round's context is kept in where it
/// has no columns of its own (the shared board, the journal, CSV files, the unfinished round's context).
///
/// The day's board takes the ranked attempts of one day (`RoundSelection.daily`); every other board leaves dailies out
/// (`RoundSelection.holdsVariant`), so a deal anyone can know in advance ranks nowhere else.
public struct DailyVariant: Hashable, Sendable, CustomStringConvertible {
  public var day: DailyDate
  /// "" for a game with one daily a day.
  public var key: String
  /// A later attempt, or a past day: saved and replayable, never on a board.
  public var practice: Bool

  public init(day: DailyDate, key: String = "", practice: Bool = false) {
    self.day = day
    self.key = key
    self.practice = practice
  }

  static let prefix = "daily "
  static let practiceSuffix = " practice"

  public var description: String {
    Self.prefix + "\(day)" + (key.isEmpty ? "" : "/" + key) + (practice ? Self.practiceSuffix : "")
  }

  /// The ranked attempt's variant of the same day: what the day's board selects.
  public var ranked: DailyVariant { DailyVariant(day: day, key: key) }

  /// Reads a variant written by `description`; nil for any other.
  public init?(_ text: String) {
    guard text.hasPrefix(Self.prefix) else { return nil }
    var rest = text.dropFirst(Self.prefix.count)
    practice = rest.hasSuffix(Self.practiceSuffix)
    if practice { rest = rest.dropLast(Self.practiceSuffix.count) }
    guard let day = DailyDate(rest.prefix(10)) else { return nil }
    self.day = day
    let after = rest.dropFirst(10)
    if after.isEmpty {
      key = ""
    } else {
      guard after.first == "/", after.count > 1 else { return nil }
      key = String(after.dropFirst())
    }
  }
}
