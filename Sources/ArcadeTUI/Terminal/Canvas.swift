import ArcadeCore

/// What a scene draws into: a grid of cells the size of the terminal.
///
/// Scenes never call curses; the curses terminal copies a canvas to the screen
/// and only sends what changed, the test terminal keeps it as text.
public struct Canvas: Sendable, Equatable {
  public let size: Size
  public private(set) var cells: [Cell]
  /// Where to show the terminal's own cursor, or nil to hide it. Moving it costs a few bytes
  /// and no repaint, so a board cursor that jumps cell to cell can use it.
  public var cursor: Point?

  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  public var width: Int { size.width }
  public var height: Int { size.height }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
      cells[y * size.width + x] = newValue
    }
  }

  /// Writes text from a point, clipped at the right edge; returns the column after the last character.
  ///
  /// Columns follow `Character.terminalWidth`, the terminal's own count: a wide character takes
  /// two cells, and a zero-width or control character none, so it is left out.
  @discardableResult
  public mutating func put(_ text: String, at point: Point, style: Style = .plain) -> Int {
    guard point.y >= 0, point.y < size.height else { return point.x + displayWidth(text) }
    var x = point.x
    for character in text {
      let width = character.terminalWidth
      if width == 0 { continue }
      if x + width > size.width { break }
      if x >= 0 {
        cells[point.y * size.width + x] = Cell(character, style: style)
        if width == 2 { cells[point.y * size.width + x + 1] = Cell.continuation }
      }
      x += width
    }
    return x
  }

  /// Writes text centred on a row.
  public mutating func putCentered(_ text: String, row: Int, style: Style = .plain) {
    put(text, at: Point(x: max(0, (size.width - displayWidth(text)) / 2), y: row), style: style)
  }

  /// Writes text centred within a rectangle's row.
  public mutating func putCentered(_ text: String, in rect: Rect, row: Int, style: Style = .plain) {
    put(text, at: Point(x: rect.x + max(0, (rect.width - displayWidth(text)) / 2), y: row), style: style)
  }

  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    for y in max(0, rect.y)..<min(size.height, rect.y + rect.height) {
      for x in max(0, rect.x)..<min(size.width, rect.x + rect.width) {
        cells[y * size.width + x] = cell
      }
    }
  }

  /// Applies a style to cells already drawn (for highlights), keeping their glyphs.
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    for y in max(0, rect.y)..<min(size.height, rect.y + rect.height) {
      for x in max(0, rect.x)..<min(size.width, rect.x + rect.width) {
        change(&cells[y * size.width + x].style)
      }
    }
  }

  public mutating func clear() {
    for i in cells.indices { cells[i] = .blank }
  }

  /// The text of one row, trailing spaces kept (a wide glyph once, not with its right half).
  public func line(_ y: Int) -> String {
    String(cells[(y * size.width)..<((y + 1) * size.width)].filter { !$0.isContinuation }.map(\.glyph))
  }

  /// The whole canvas as text, one line per row, trailing spaces trimmed.
  public var text: String {
    (0..<size.height).map { row -> String in
      var line = Substring(line(row))
      while line.last == " " { line.removeLast() }
      return String(line)
    }.joined(separator: "\n")
  }
}
