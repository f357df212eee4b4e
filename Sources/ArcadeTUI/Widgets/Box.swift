/// Draws a frame around a rectangle, with an optional title in the top border.
public enum Box {
  public static func draw(_ rect: Rect, in canvas: inout Canvas, glyphs: GlyphSet, style: Style = .plain, title: String? = nil, titleStyle: Style = .bold) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.x + rect.width - 1
    let bottom = rect.y + rect.height - 1
    for x in (rect.x + 1)..<right {
      canvas[x, rect.y] = Cell(glyphs.horizontal, style: style)
      canvas[x, bottom] = Cell(glyphs.horizontal, style: style)
    }
    for y in (rect.y + 1)..<bottom {
      canvas[rect.x, y] = Cell(glyphs.vertical, style: style)
      canvas[right, y] = Cell(glyphs.vertical, style: style)
    }
    canvas[rect.x, rect.y] = Cell(glyphs.topLeft, style: style)
    canvas[right, rect.y] = Cell(glyphs.topRight, style: style)
    canvas[rect.x, bottom] = Cell(glyphs.bottomLeft, style: style)
    canvas[right, bottom] = Cell(glyphs.bottomRight, style: style)
    if let title, rect.width > 6 {
      let text = " \(title.prefix(rect.width - 4)) "
      canvas.put(text, at: Point(x: rect.x + 2, y: rect.y), style: titleStyle)
    }
  }

  /// Clears a rectangle and frames it: a window drawn over whatever was there.
  public static func panel(_ rect: Rect, in canvas: inout Canvas, glyphs: GlyphSet, style: Style = .plain, title: String? = nil, titleStyle: Style = .bold) {
    canvas.fill(rect)
    draw(rect, in: &canvas, glyphs: glyphs, style: style, title: title, titleStyle: titleStyle)
  }
}
