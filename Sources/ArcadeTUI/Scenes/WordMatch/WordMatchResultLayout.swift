/// Where the result screen's parts go: a block of figures and a table of misses when roomy, a few dense rows otherwise.
struct WordMatchResultLayout: Sendable, Hashable {
  let size: Size
  let roomy: Bool
  let titleRow = 0
  let aboutRow = 1
  /// First row of the figures (five rows when roomy, two otherwise).
  let figuresRow: Int
  let missedHeaderRow: Int
  let buttonsRow: Int
  let footerRow: Int?

  init(size: Size) {
    self.size = size
    roomy = size.height >= 22 && size.width >= 64
    if roomy {
      figuresRow = 3
      missedHeaderRow = 9
      buttonsRow = size.height - 3
      footerRow = size.height - 1
    } else {
      figuresRow = 2
      missedHeaderRow = 4
      buttonsRow = size.height - 1
      footerRow = nil
    }
  }

  var firstMissedRow: Int { missedHeaderRow + 1 }

  /// Rows the list of missed pairs may use.
  var missedRows: Int { max(1, buttonsRow - 1 - firstMissedRow) }

  /// Rows for the missed pairs themselves (the roomy table spends one on its header).
  var missedLines: Int { max(1, missedRows - (roomy ? 1 : 0)) }

  /// The furthest the list scrolls for `count` misses.
  func maximumScroll(count: Int) -> Int { max(0, count - missedLines) }

  func buttons() -> [Button] {
    let labels = roomy
      ? ["Play again (p)", "Leaderboard (L)", "Back to menu (q)"]
      : ["Play again", "Scores", "Menu"]
    return Button.row(labels, y: buttonsRow, width: size.width, gap: roomy ? 4 : 1)
  }
}
