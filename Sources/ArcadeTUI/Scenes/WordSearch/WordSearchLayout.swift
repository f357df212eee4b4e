import ArcadeCore

/// Where the grid, the word list, the status and the note go on a screen; drawing and clicks share it.
///
/// Letters are two columns apart. The word list goes right of the grid when at least ten letters
/// (or the whole grid) still fit beside it, else below it in columns; a grid larger than its area
/// shows a window that follows the cursor.
struct WordSearchLayout {
  let screen: Size
  let gridSize: Int
  let gridTop: Int
  let gridLeft: Int
  let visibleRows: Int
  let visibleColumns: Int
  private(set) var listTop: Int
  let listLeft: Int
  private(set) var listRows: Int
  let listColumns: Int
  let listColumnWidth: Int
  let noteRow: Int

  static let titleRow = 0
  static let statusRow = 1

  init(gridSize: Int, longestWord: Int, wordCount: Int, screen: Size) {
    self.init(gridSize: gridSize, longestWord: longestWord, wordCount: wordCount, screen: screen, gridTop: screen.height >= 16 ? 3 : 2)
    // A grid that does not fit gets the row above it for saying which part shows, even on a short screen; the
    // the list beside it keeps that row when some wording of the hint ends before the list wherever the window goes.
    if gridTop == 2 && isWindowed {
      self.init(gridSize: gridSize, longestWord: longestWord, wordCount: wordCount, screen: screen, gridTop: 3)
      let besideList = listLeft - gridLeft - 1
      if listTop == gridTop, window(at: Position(row: 0, column: 0)).hint(fitting: besideList) != nil {
        listTop -= 1
        listRows += 1
      }
    }
  }

  /// Some rows or columns of the grid are out of view.
  var isWindowed: Bool { visibleRows < gridSize || visibleColumns < gridSize }

  /// Room for the hint above the grid: up to the list when the list starts on its row.
  var hintWidth: Int { listTop < gridTop ? listLeft - gridLeft - 1 : screen.width - gridLeft }

  private init(gridSize: Int, longestWord: Int, wordCount: Int, screen: Size, gridTop: Int) {
    self.screen = screen
    self.gridSize = gridSize
    self.gridTop = gridTop
    noteRow = screen.height - 2
    let rowsAvailable = max(1, noteRow - gridTop - (screen.height >= 16 ? 1 : 0))
    listColumnWidth = longestWord + 2
    let gap = 3
    let fullWidth = 2 * gridSize - 1
    let besideWidth = screen.width - 2 - gap - listColumnWidth
    if besideWidth >= min(fullWidth, 19) {
      visibleColumns = min(gridSize, (besideWidth + 1) / 2)
      visibleRows = min(gridSize, rowsAvailable)
      let gridWidth = 2 * visibleColumns - 1
      let columnsFit = max(1, (screen.width - 2 - gridWidth - gap + 2) / (listColumnWidth + 2))
      listColumns = min(columnsFit, max(1, (wordCount + rowsAvailable - 1) / rowsAvailable))
      listRows = rowsAvailable
      let blockWidth = gridWidth + gap + listColumns * (listColumnWidth + 2) - 2
      gridLeft = max(1, (screen.width - blockWidth) / 2)
      listLeft = gridLeft + gridWidth + gap
      listTop = gridTop
    } else {
      visibleColumns = min(gridSize, max(1, (screen.width - 1) / 2))
      listColumns = max(1, (screen.width - 2 + 2) / (listColumnWidth + 2))
      let listNeeded = (wordCount + listColumns - 1) / listColumns
      listRows = max(1, min(listNeeded, rowsAvailable / 2))
      visibleRows = max(1, min(gridSize, rowsAvailable - listRows - 1))
      gridLeft = max(0, (screen.width - (2 * visibleColumns - 1)) / 2)
      listTop = gridTop + visibleRows + 1
      listLeft = max(1, (screen.width - (listColumns * (listColumnWidth + 2) - 2)) / 2)
    }
  }

  /// The screen point of a grid cell, when the window starting at `scroll` shows it.
  func point(of cell: Position, scroll: Position) -> Point? {
    let row = cell.row - scroll.row
    let column = cell.column - scroll.column
    guard row >= 0, row < visibleRows, column >= 0, column < visibleColumns else { return nil }
    return Point(x: gridLeft + 2 * column, y: gridTop + row)
  }

  /// The grid cell under a screen point (the gap right of a letter counts as that letter).
  func cell(at point: Point, scroll: Position) -> Position? {
    let row = point.y - gridTop
    let x = point.x - gridLeft
    guard row >= 0, row < visibleRows, x >= 0, x < 2 * visibleColumns else { return nil }
    return Position(row: scroll.row + row, column: scroll.column + x / 2)
  }

  /// Where a drag points: the cell under the point; the edge cell for a point in the one-cell margin
  /// just outside the window, so that a small overshoot adds nothing; and further out, the cell one
  /// step beyond that edge (when the grid goes on), so that dragging out of the window scrolls it a
  /// cell per motion report.
  func dragCell(at point: Point, scroll: Position) -> Position {
    func axis(_ offset: Int, _ start: Int, _ visible: Int) -> Int {
      let inside = min(max(-1, offset), visible) == offset ? min(max(0, offset), visible - 1) : nil
      let index = inside.map { start + $0 } ?? (offset < 0 ? start - 1 : start + visible)
      return min(max(0, index), gridSize - 1)
    }
    // Letters are two columns apart: the margin is the two columns left of the first and right of the last.
    let x = point.x - gridLeft
    let column = x >= 0 ? x / 2 : (x - 1) / 2
    return Position(row: axis(point.y - gridTop, scroll.row, visibleRows), column: axis(column, scroll.column, visibleColumns))
  }

  /// The window onto the grid whose top-left cell is `scroll`, kept on the grid.
  func window(at scroll: Position) -> GridWindow {
    GridWindow(rows: gridSize, columns: gridSize, visibleRows: visibleRows, visibleColumns: visibleColumns, first: scroll)
  }

  /// The window's top-left cell after moving it as little as needed to show `cursor`.
  func scroll(_ scroll: Position, showing cursor: Position) -> Position {
    window(at: scroll).following(cursor).first
  }

  /// How many list entries show; the last slot says how many more there are when they do not all fit.
  func listCapacity(wordCount: Int) -> Int {
    let slots = listRows * listColumns
    return wordCount <= slots ? wordCount : max(0, slots - 1)
  }

  /// The screen point of a list entry.
  func point(ofListEntry index: Int) -> Point {
    Point(x: listLeft + (index / listRows) * (listColumnWidth + 2), y: listTop + index % listRows)
  }

  /// The list entry under a screen point.
  func listEntry(at point: Point, wordCount: Int) -> Int? {
    let row = point.y - listTop
    let x = point.x - listLeft
    guard row >= 0, row < listRows, x >= 0 else { return nil }
    let column = x / (listColumnWidth + 2)
    guard column < listColumns, x % (listColumnWidth + 2) < listColumnWidth else { return nil }
    let index = column * listRows + row
    return index < listCapacity(wordCount: wordCount) ? index : nil
  }
}
