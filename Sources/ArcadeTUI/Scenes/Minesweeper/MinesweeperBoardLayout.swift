import ArcadeCore

/// Where the Minesweeper board screen puts things: the header, the framed board, its row and column
/// labels, the note line, the end-of-round panel and the footer; and which cell a mouse click lands on.
///
/// A cell is 3 columns wide (" ■ ") when the board fits that way, else 2 ("■ "), so Expert
/// fits 64 columns. The glyph is always one canvas cell, where the terminal cursor sits.
/// Labels (row and column 1, then every fifth, counted from 1) show where there is room for them.
/// Once a round is over the panel goes beside the board, else under it, else over it (`v` hides it).
/// A terminal too short for the header and note lines (Classic at 40×12) gets the side layout: the board
/// fills the height, and the header, the note and a short footer stack in a column beside it.
/// A board larger than that shows a window onto it (`window`), two-wide cells, that follows the cursor.
struct MinesweeperBoardLayout: Equatable {
  let rows: Int
  let columns: Int
  /// The rows and columns that show: the whole board when it fits.
  private(set) var window: GridWindow
  let size: Size
  let cellWidth: Int
  /// The box drawn around the cells.
  let frame: Rect
  let headerRow: Int
  /// The span the header and the note are centred in: the screen's width, or the board's side of it.
  let boardSpan: Rect
  /// Left of the frame, the row labels' right edge; nil when there is no room for them.
  let rowLabelsRight: Int?
  /// Under the frame, the column labels' row; nil when there is no room for it.
  let columnLabelsRow: Int?
  /// Under the board: hints' answers and refusals.
  let noteRow: Int
  let footerRow: Int?
  /// Where the end-of-round panel is centred: beside or under the board, or the whole screen above the footer.
  let panelArea: Rect
  /// The panel, if any, goes over the board: `v` hides it to show the board.
  let panelCoversBoard: Bool
  /// In the side layout, the column beside the frame that holds the header, the note and the footer
  /// (the header, note and footer rows above are then unused); nil in the usual layout.
  let side: Rect?

  /// 40 wide for the header and the end-of-round panel. A board narrow enough for the side layout at 40 columns
  /// needs only its framed rows in height; a larger one scrolls, so 40×12, the arcade's least, shows it.
  static func minimumSize(rows: Int, columns: Int) -> Size {
    let narrowFrame = 2 * columns + 3
    let whole = narrowFrame + sideGap + sideMinimum <= 40 ? rows + 2 : rows + 4
    return Size(width: 40, height: min(whole, 12))
  }

  /// The side column's least width ("Time 12:34", "? help"), its width before cells shrink, its width beside a
  /// window ("rows 11–16 of 16"), and the gap before it.
  static let sideMinimum = 12
  static let sideComfortable = 14
  static let sideScrolled = 16
  static let sideGap = 2

  /// The row labels' width and the gap to the frame.
  static let rowLabelWidth = 3

  /// The layout for a screen of `size`; `panel` is the end-of-round panel's size once a round is over.
  init(rows: Int, columns: Int, size: Size, panel: Size? = nil) {
    if size.height >= rows + 4 {
      self.init(usualLayoutOf: rows, columns: columns, size: size, panel: panel)
    } else {
      self.init(sideLayoutOf: rows, columns: columns, size: size, panel: panel)
    }
  }

  /// The header over the board, the note and the footer under it; the panel beside, under or over it.
  /// A board wider than the screen keeps its row labels and shows as many two-wide columns as fit beside them.
  private init(usualLayoutOf rows: Int, columns: Int, size: Size, panel: Size?) {
    self.rows = rows
    self.columns = columns
    self.size = size
    side = nil
    cellWidth = 3 * columns + 2 <= size.width - 2 ? 3 : 2
    // Two-wide cells get a leading space so the board sits evenly inside its frame.
    let whole = cellWidth * columns + (cellWidth == 2 ? 1 : 0) + 2
    let shown = whole <= size.width ? columns : max(1, (size.width - Self.rowLabelWidth - 3) / 2)
    window = GridWindow(rows: rows, columns: columns, visibleRows: rows, visibleColumns: shown)
    let frameWidth = shown == columns ? whole : 2 * shown + 3
    let bare = rows + 4
    footerRow = size.height > bare ? size.height - 1 : nil
    let available = size.height - (footerRow == nil ? 0 : 1)
    let hasColumnLabels = available >= bare + 1
    let base = bare + (hasColumnLabels ? 1 : 0)
    let labels = shown < columns || frameWidth + 2 * Self.rowLabelWidth <= size.width ? Self.rowLabelWidth : 0
    // The board's block: row labels and frame, at least as wide as the header.
    let blockWidth = max(labels + frameWidth, 30)
    let full = Rect(x: 0, y: 0, width: size.width, height: available)
    // Centred as without the column labels, so that they only take a line from below.
    var top = max(0, min((available - bare) / 2, available - base))
    var frameX = max(labels, (size.width - frameWidth) / 2)
    // The header and the note over a window's frame, which the row labels push off the screen's centre.
    var span = shown < columns ? Rect(x: frameX, y: 0, width: frameWidth, height: available) : full
    var panelArea = full
    var covers = false
    if let panel {
      if blockWidth + 2 + panel.width <= size.width && panel.height <= available {
        // Beside: the board and the panel centred together.
        let left = (size.width - blockWidth - 2 - panel.width) / 2
        span = Rect(x: left, y: 0, width: blockWidth, height: available)
        frameX = left + labels + (blockWidth - labels - frameWidth) / 2
        panelArea = Rect(x: left + blockWidth + 2, y: 0, width: panel.width, height: available)
      } else if base + panel.height <= available {
        // Under: the board at the top, the panel centred in what is left.
        top = 0
        panelArea = Rect(x: 0, y: base, width: size.width, height: available - base)
      } else {
        covers = true
      }
    }
    headerRow = top
    boardSpan = span
    self.panelArea = panelArea
    panelCoversBoard = covers
    frame = Rect(x: frameX, y: top + 1, width: frameWidth, height: rows + 2)
    rowLabelsRight = labels > 0 && frameX >= labels ? frameX - 2 : nil
    columnLabelsRow = hasColumnLabels ? top + rows + 3 : nil
    noteRow = top + rows + 3 + (hasColumnLabels ? 1 : 0)
  }

  /// The side layout: the frame as tall as the screen allows, centred with the column beside it; the panel
  /// beside both when it fits, else over them (`v` hides it). A board taller or wider than that shows a window,
  /// and the column is wide enough to say which rows and columns it shows.
  private init(sideLayoutOf rows: Int, columns: Int, size: Size, panel: Size?) {
    self.rows = rows
    self.columns = columns
    self.size = size
    let shownRows = max(1, min(rows, size.height - 2))
    let wide = 3 * columns + 2
    cellWidth = wide + Self.sideGap + Self.sideComfortable <= size.width ? 3 : 2
    let whole = cellWidth == 3 ? wide : 2 * columns + 3
    let sideNeeded = shownRows < rows ? Self.sideScrolled : Self.sideMinimum
    let fits = whole + Self.sideGap + sideNeeded <= size.width
    let shownColumns = fits ? columns : max(1, (size.width - Self.sideGap - sideNeeded - 3) / 2)
    window = GridWindow(rows: rows, columns: columns, visibleRows: shownRows, visibleColumns: shownColumns)
    let frameWidth = fits ? whole : 2 * shownColumns + 3
    let sideWidth = min(24, max(Self.sideMinimum, size.width - frameWidth - Self.sideGap))
    let block = frameWidth + Self.sideGap + sideWidth
    let top = max(0, (size.height - shownRows - 2) / 2)
    var left = max(0, (size.width - block) / 2)
    if let panel, block + 2 + panel.width <= size.width, panel.height <= size.height {
      left = (size.width - block - 2 - panel.width) / 2
      panelArea = Rect(x: left + block + 2, y: 0, width: panel.width, height: size.height)
      panelCoversBoard = false
    } else {
      panelArea = Rect(x: 0, y: 0, width: size.width, height: size.height)
      panelCoversBoard = panel != nil
    }
    frame = Rect(x: left, y: top, width: frameWidth, height: shownRows + 2)
    side = Rect(x: left + frameWidth + Self.sideGap, y: top, width: sideWidth, height: shownRows + 2)
    boardSpan = Rect(x: left, y: 0, width: block, height: size.height)
    headerRow = top
    noteRow = top + shownRows + 1
    footerRow = nil
    rowLabelsRight = nil
    columnLabelsRow = nil
  }

  init(configuration: MinefieldConfiguration, size: Size, panel: Size? = nil) {
    self.init(rows: configuration.rows, columns: configuration.columns, size: size, panel: panel)
  }

  /// The layout with its window moved as little as needed from `first` to show the cursor with `margin` cells round
  /// it; with no `first` (a board just shown), the window centred on the cursor.
  func following(_ cursor: Position, from first: Position?, margin: Int) -> MinesweeperBoardLayout {
    var layout = self
    let start = first ?? Position(row: cursor.row - window.visibleRows / 2, column: cursor.column - window.visibleColumns / 2)
    layout.window = window.starting(at: start).following(cursor, margin: margin)
    return layout
  }

  /// Where the window starts, for the scene to keep between events; nil while the whole board shows, so that the
  /// window a smaller terminal needs later starts centred on the cursor rather than in the top-left corner.
  var windowStart: Position? { window.isWhole ? nil : window.first }

  /// Cells kept between the cursor and the window's edge, where the board goes on, when a key moves the cursor.
  static let margin = 2

  /// The canvas cell holding a board cell's glyph (outside the frame for a cell the window does not show).
  func glyphPoint(of position: Position) -> Point {
    Point(
      x: frame.x + 2 + cellWidth * (position.column - window.first.column),
      y: frame.y + 1 + position.row - window.first.row)
  }

  /// Rows and columns that get a label, counted from 0: the first, then every fifth counted from 1.
  static func labelled(_ count: Int) -> [Int] {
    [0] + Array(stride(from: 4, to: count, by: 5))
  }

  /// The board cell under a screen point (its glyph and the blank beside it), if the window shows one there.
  func cell(at point: Point) -> Position? {
    let offset = point.x - frame.x - (cellWidth == 3 ? 1 : 2)
    guard offset >= 0 else { return nil }
    return window.cell(atOffset: Position(row: point.y - frame.y - 1, column: offset / cellWidth))
  }
}
