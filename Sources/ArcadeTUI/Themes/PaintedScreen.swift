/// The theme's own text and background colours put into every cell that has none, for a theme that paints its screen.
///
/// The loop passes each finished frame through this, as through `AsciiFallback`, so no
/// scene needs to know; blank cells are painted too, so the whole screen is the theme's.
public enum PaintedScreen {
  public static func apply(to canvas: inout Canvas, theme: Theme) {
    let palette = theme.palette
    guard theme.colors, palette.paintsScreen else { return }
    let text = ThemeColor(palette.text.hex)
    let background = ThemeColor(palette.background.hex)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where !canvas[x, y].isContinuation {
        var cell = canvas[x, y]
        if cell.style.foreground == nil { cell.style.foreground = text }
        if cell.style.background == nil { cell.style.background = background }
        canvas[x, y] = cell
      }
    }
  }
}
