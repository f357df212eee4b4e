/// Where the result screen's parts go: the end-of-round panel at the top, the missed pairs under it, the footer.
///
/// The panel takes the rows it needs, but leaves the missed pairs at least a few rows.
struct WordMatchResultLayout {
  /// A table with a header row when roomy, one dense line per miss otherwise.
  let roomy: Bool
  let panelArea: Rect
  let missedHeaderRow: Int
  /// Rows for the missed pairs themselves (the roomy table spends one on its header).
  let missedLines: Int

  init(size: Size, panel: EndOfRoundPanel, missedCount: Int) {
    roomy = size.height >= 22 && size.width >= 64
    // The last row is the footer.
    let rows = size.height - 1
    let natural = panel.layout(in: Rect(x: 0, y: 0, width: size.width, height: rows)).rect.height
    let reserved = missedCount == 0 ? 1 : roomy ? 4 : 3
    let panelHeight = max(1, min(natural, rows - reserved))
    panelArea = Rect(x: 0, y: 0, width: size.width, height: panelHeight)
    missedHeaderRow = panelHeight + (rows - panelHeight > reserved + 2 ? 1 : 0)
    missedLines = max(1, rows - missedHeaderRow - 1 - (roomy ? 1 : 0))
  }

  var firstMissedRow: Int { missedHeaderRow + 1 }

  /// The furthest the list scrolls for `count` misses.
  func maximumScroll(count: Int) -> Int { max(0, count - missedLines) }
}
