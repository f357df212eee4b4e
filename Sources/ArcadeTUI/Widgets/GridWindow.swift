import ArcadeCore

/// The part of a grid larger than its screen area that shows: its first row and column and how many of each.
///
/// A scene keeps the first cell between events and fits it again on every layout (`following`), so a terminal
/// that grew or shrank since still gets a window on the grid with the cursor in it. WordSearch and Minesweeper
/// share it, and so say the same words for where the window is (`hint`).
struct GridWindow: Equatable {
  let rows: Int
  let columns: Int
  let visibleRows: Int
  let visibleColumns: Int
  /// The top-left cell shown.
  let first: Position

  /// A window of at most `visibleRows` × `visibleColumns` (at least one of each) starting at `first`, kept on the grid.
  init(rows: Int, columns: Int, visibleRows: Int, visibleColumns: Int, first: Position = Position(row: 0, column: 0)) {
    self.rows = rows
    self.columns = columns
    self.visibleRows = max(1, min(rows, visibleRows))
    self.visibleColumns = max(1, min(columns, visibleColumns))
    self.first = Position(
      row: min(max(0, first.row), rows - self.visibleRows),
      column: min(max(0, first.column), columns - self.visibleColumns))
  }

  /// The same window starting at `first` (kept on the grid).
  func starting(at first: Position) -> GridWindow {
    GridWindow(rows: rows, columns: columns, visibleRows: visibleRows, visibleColumns: visibleColumns, first: first)
  }

  /// The window moved as little as needed to show `cursor` with `margin` cells round it: fewer at the grid's
  /// edges, and fewer when the window is too small to keep them on both sides.
  func following(_ cursor: Position, margin: Int = 0) -> GridWindow {
    func axis(_ start: Int, _ at: Int, _ visible: Int) -> Int {
      let kept = min(margin, (visible - 1) / 2)
      return min(max(start, at + kept - visible + 1), at - kept)
    }
    return starting(at: Position(row: axis(first.row, cursor.row, visibleRows), column: axis(first.column, cursor.column, visibleColumns)))
  }

  /// The window moved `rows` up (negative) or down, kept on the grid.
  func scrolled(byRows rows: Int) -> GridWindow {
    starting(at: Position(row: first.row + rows, column: first.column))
  }

  /// The cursor after the wheel moved the window: up or down as little as needed for `following` to leave the window
  /// where it is, `margin` rows from each edge the grid goes on past. Its column stays (the wheel moves rows only).
  func keepingRow(of cursor: Position, margin: Int = 0) -> Position {
    let kept = min(margin, (visibleRows - 1) / 2)
    let low = first.row == 0 ? 0 : first.row + kept
    let high = first.row + visibleRows == rows ? rows - 1 : first.row + visibleRows - 1 - kept
    return Position(row: min(max(cursor.row, low), high), column: cursor.column)
  }

  /// Where a cell sits in the window (0, 0 at its top-left), or nil when the window does not show it.
  func offset(of cell: Position) -> Position? {
    let offset = Position(row: cell.row - first.row, column: cell.column - first.column)
    guard (0..<visibleRows).contains(offset.row), (0..<visibleColumns).contains(offset.column) else { return nil }
    return offset
  }

  /// The grid cell at a place in the window, or nil outside it.
  func cell(atOffset offset: Position) -> Position? {
    guard (0..<visibleRows).contains(offset.row), (0..<visibleColumns).contains(offset.column) else { return nil }
    return Position(row: first.row + offset.row, column: first.column + offset.column)
  }

  var shownRows: Range<Int> { first.row..<(first.row + visibleRows) }
  var shownColumns: Range<Int> { first.column..<(first.column + visibleColumns) }
  var isWhole: Bool { visibleRows == rows && visibleColumns == columns }

  /// What the window shows, counted from 1 and only along what it hides, one line an axis ("rows 3–12 of 16",
  /// "columns 1–20 of 30"), each in the widest wording that fits `width` (a line none fits is left out).
  /// Empty when the whole grid shows.
  func hintLines(fitting width: Int) -> [String] {
    zip(hintWordings, farCorner.hintWordings).compactMap { Self.steady($0, widest: $1, width: width) }
  }

  /// The hint on one line ("rows 3–12 of 16, columns 1–20 of 30") in the widest wording that fits `width`;
  /// nil when the whole grid shows or no wording fits.
  func hint(fitting width: Int) -> String? {
    func joined(_ lines: [[String]]) -> [String] {
      [lines.map { $0.first ?? "" }.joined(separator: ", "), lines.map { $0.last ?? "" }.joined(separator: ", ")]
    }
    let lines = hintWordings
    return lines.isEmpty ? nil : Self.steady(joined(lines), widest: joined(farCorner.hintWordings), width: width)
  }

  /// Each hidden axis's wordings, widest first.
  private var hintWordings: [[String]] {
    var lines: [[String]] = []
    if visibleRows < rows { lines.append(["rows \(Self.span(shownRows)) of \(rows)"]) }
    if visibleColumns < columns {
      lines.append(["columns \(Self.span(shownColumns)) of \(columns)", "cols \(Self.span(shownColumns)) of \(columns)"])
    }
    return lines
  }

  /// The window at the bottom-right, where the hint's numbers have the most digits.
  private var farCorner: GridWindow { starting(at: Position(row: rows, column: columns)) }

  /// The wording chosen by what fits at the far corner, so that it stays the same as the window moves.
  private static func steady(_ wordings: [String], widest: [String], width: Int) -> String? {
    widest.firstIndex { displayWidth($0) <= width }.map { wordings[$0] }
  }

  /// "3–12" for rows 2..<12 counted from 0 (the en dash: the ASCII fallback draws it as "-").
  private static func span(_ range: Range<Int>) -> String {
    "\(range.lowerBound + 1)–\(range.upperBound)"
  }
}
