import ArcadeCore

/// Where the end of a PathFinder round goes: the board's title and table on top, the end-of-round panel
/// under them, the header's row above and the footer's below.
///
/// When rows run short the panel's keys and notes stay, then one row of the board (the round's own);
/// figures the highlighted row already shows go before the board's other rows, else after them;
/// the board's title and the blank lines go first of all.
struct PathFinderEndLayout: Equatable {
  /// The board's title line; nil when there is no room for it.
  let titleRow: Int?
  /// The table's header row (or the line saying why there is no table).
  let tableTop: Int
  /// Lines the table takes: its header, rule and rows, or one line; 0 when there is no room.
  let tableLines: Int
  /// Board rows shown under the table's header and rule; 0 with no rows (or no room).
  let shownRows: Int
  /// How many of the panel's figures fit.
  let figureCount: Int
  /// The panel's area: exactly its height, the full width.
  let panelArea: Rect

  /// - Parameters:
  ///   - boardRows: the rows on the board; `onBoard`: whether one of them is the round just played.
  init(size: Size, boardRows: Int, onBoard: Bool, panel: EndOfRoundPanel) {
    let available = max(0, size.height - 2)
    let notes = panel.layout(in: Rect(x: 0, y: 0, width: size.width, height: 100)).noteLines.count
    var left = available - (4 + notes)
    var rows = 0
    var tableLines = 0
    if boardRows == 0, left >= 1 {
      tableLines = 1
    } else if boardRows > 0, left >= 3 {
      rows = 1
      tableLines = 3
    }
    left -= tableLines
    var figures = 0
    func addRows() {
      guard rows > 0 else { return }
      let more = max(0, min(boardRows - rows, left))
      rows += more
      tableLines += more
      left -= more
    }
    func addFigures() {
      figures = max(0, min(panel.figures.count, left))
      left -= figures
    }
    if onBoard {
      addRows()
      addFigures()
    } else {
      addFigures()
      addRows()
    }
    let hasTitle = left >= 1
    left -= hasTitle ? 1 : 0
    // The panel's own blank lines (it adds them when its area has three rows to spare), then ours.
    let panelSpace = left >= 3 ? 3 : 0
    left -= panelSpace
    let gapAfterTitle = hasTitle && left >= 1 ? 1 : 0
    left -= gapAfterTitle
    let gapBeforePanel = tableLines > 0 && left >= 1 ? 1 : 0
    left -= gapBeforePanel
    let panelHeight = min(available, 4 + notes + figures + panelSpace)
    var y = 1 + max(0, left) / 2
    titleRow = hasTitle ? y : nil
    y += hasTitle ? 1 + gapAfterTitle : 0
    tableTop = y
    self.tableLines = tableLines
    y += tableLines + gapBeforePanel
    shownRows = rows
    figureCount = figures
    panelArea = Rect(x: 0, y: y, width: size.width, height: panelHeight)
  }

  /// The slice of the board to show: from the top, moved down just far enough to include the highlighted row.
  func window(rowCount: Int, highlight: Int?) -> Range<Int> {
    let shown = min(shownRows, rowCount)
    guard let highlight, highlight >= shown else { return 0..<shown }
    return (highlight - shown + 1)..<(highlight + 1)
  }
}
