/// One step of a daily's share strip: how a WordMatch pair went, or which way a WordSearch word ran, in the order
/// the player found it. None of them tells where anything was.
public enum DailyMark: Sendable, Hashable {
  case right, wrong
  case across, down, diagonal

  /// A square or sign of the share line (emoji, or ASCII with `--ascii`).
  public func text(ascii: Bool) -> String {
    switch self {
    case .right: ascii ? "+" : "✅"
    case .wrong: ascii ? "x" : "❌"
    case .across: ascii ? "-" : "🟦"
    case .down: ascii ? "|" : "🟩"
    case .diagonal: ascii ? "/" : "🟨"
    }
  }
}
