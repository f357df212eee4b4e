/// A frame as a picture: an SVG of its cells in a theme's colours, as a terminal with that background shows them.
///
/// Made from the canvas itself (the in-memory terminal's frame), so a picture in the
/// README is what the scene draws, and needs no tool beyond the tests to make.
public enum CanvasPicture {
  static let cellWidth = 9
  static let cellHeight = 18
  static let fontSize = 15

  public static func svg(_ canvas: Canvas, theme: Theme) -> String {
    let palette = theme.palette
    let width = canvas.width * cellWidth
    let height = canvas.height * cellHeight
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="\(fontSize)">
      <rect width="\(width)" height="\(height)" fill="\(palette.background)"/>

      """
    for y in 0..<canvas.height {
      out += backgrounds(canvas, row: y, palette: palette)
      out += texts(canvas, row: y, palette: palette)
    }
    return out + "</svg>\n"
  }

  /// The colours a cell shows, reverse video applied; nil foreground and background are the terminal's.
  static func colours(_ style: Style, palette: ThemePalette) -> (foreground: RGB, background: RGB) {
    let foreground = style.foreground?.rgb ?? palette.text
    let background = style.background?.rgb ?? palette.background
    return style.reverse ? (background, foreground) : (foreground, background)
  }

  /// One rectangle for each run of cells whose background is not the screen's.
  private static func backgrounds(_ canvas: Canvas, row y: Int, palette: ThemePalette) -> String {
    var out = ""
    var x = 0
    while x < canvas.width {
      let background = colours(canvas[x, y].style, palette: palette).background
      var end = x + 1
      while end < canvas.width, colours(canvas[end, y].style, palette: palette).background == background { end += 1 }
      if background != palette.background {
        out += "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
      }
      x = end
    }
    return out
  }

  /// One text element for each run of cells in one look; a wide glyph is its own run, two cells wide.
  private static func texts(_ canvas: Canvas, row y: Int, palette: ThemePalette) -> String {
    var out = ""
    var x = 0
    let baseline = y * cellHeight + cellHeight - 5
    while x < canvas.width {
      let cell = canvas[x, y]
      let wide = x + 1 < canvas.width && canvas[x + 1, y].isContinuation
      var end = x + (wide ? 2 : 1)
      if !wide {
        while end < canvas.width, canvas[end, y].style == cell.style, !canvas[end, y].isContinuation,
          !(end + 1 < canvas.width && canvas[end + 1, y].isContinuation)
        {
          end += 1
        }
      }
      let columns = (x..<end).filter { !canvas[$0, y].isContinuation }
      let text = columns.map { String(canvas[$0, y].glyph) }.joined()
      if text.contains(where: { $0 != " " }) || cell.style.underline {
        let foreground = colours(cell.style, palette: palette).foreground
        // Every glyph at its own cell's x: a font's box drawing or symbols from a fallback font may be
        // wider or narrower than its letters, and the grid must not drift.
        let xs = columns.map { String($0 * cellWidth) }.joined(separator: " ")
        var attributes = "x=\"\(xs)\" y=\"\(baseline)\" fill=\"\(foreground)\""
        if cell.style.bold { attributes += " font-weight=\"bold\"" }
        if cell.style.underline { attributes += " text-decoration=\"underline\"" }
        out += "<text \(attributes) xml:space=\"preserve\">\(escaped(text))</text>\n"
      }
      x = end
    }
    return out
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
