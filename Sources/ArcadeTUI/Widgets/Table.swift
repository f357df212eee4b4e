import ArcadeCore

/// A text table: a header row and rows of cells, each column fitted and aligned.
public struct Table {
  /// Which side of its column a cell's text keeps to.
  public enum Alignment { case left, right }

  public var headers: [String]
  public var alignments: [Alignment]
  public var rows: [[String]]

  public init(headers: [String], alignments: [Alignment], rows: [[String]]) {
    self.headers = headers
    self.alignments = alignments
    self.rows = rows
  }

  /// Column widths that fit the widest cell of each column.
  public var widths: [Int] {
    headers.indices.map { column in
      max(displayWidth(headers[column]), rows.map { $0.indices.contains(column) ? displayWidth($0[column]) : 0 }.max() ?? 0)
    }
  }

  public var width: Int { widths.reduce(0, +) + 2 * max(0, headers.count - 1) }

  func line(_ cells: [String], widths: [Int]) -> String {
    headers.indices.map { column -> String in
      let text = cells.indices.contains(column) ? cells[column] : ""
      let pad = String(repeating: " ", count: max(0, widths[column] - displayWidth(text)))
      return alignments[column] == .left ? text + pad : pad + text
    }.joined(separator: "  ")
  }

  /// Draws the header, a rule and the rows from `origin`; `highlight` marks one row.
  public func draw(into canvas: inout Canvas, at origin: Point, theme: Theme, highlight: Int? = nil, maxRows: Int? = nil) {
    let widths = widths
    canvas.put(line(headers, widths: widths), at: origin, style: theme.accent)
    canvas.put(String(repeating: theme.glyphs.horizontal, count: width), at: Point(x: origin.x, y: origin.y + 1), style: theme.frame)
    for (index, row) in rows.prefix(maxRows ?? rows.count).enumerated() {
      let style: Style = index == highlight ? theme.selected : .plain
      canvas.put(line(row, widths: widths), at: Point(x: origin.x, y: origin.y + 2 + index), style: style)
    }
  }
}
