import CNCurses
import Glibc

/// How one cell of a frame is handed to ncurses: its wide characters, attributes and colour pair.
extension CursesTerminal {
  /// Writes one cell with its glyph, attributes and colour pair.
  func put(_ cell: Cell, x: Int, y: Int) {
    var attrs = cn_attr_normal()
    let style = hasColors ? cell.style : cell.style.monochrome
    if style.bold { attrs |= cn_attr_bold() }
    if style.reverse { attrs |= cn_attr_reverse() }
    if style.underline { attrs |= cn_attr_underline() }
    let pair = colorPair(style)
    var wide: [wchar_t] = []
    for scalar in cell.glyph.unicodeScalars.prefix(4) { wide.append(wchar_t(bitPattern: scalar.value)) }
    wide.append(0)
    _ = cn_put_cell(Int32(y), Int32(x), wide, attrs, pair)
  }

  /// The colour pair for a style, made on first use.
  func colorPair(_ style: Style) -> Int16 {
    guard hasColors, style.foreground != nil || style.background != nil else { return 0 }
    let fg = style.foreground.map(depth.number(for:)) ?? -1
    let bg = style.background.map(depth.number(for:)) ?? -1
    if let made = pairs.firstIndex(where: { $0.foreground == fg && $0.background == bg }) { return Int16(made + 1) }
    // Pairs are numbered in order of first use: an 8-colour terminal may offer only 64.
    let next = pairs.count + 1
    guard next < Int(cn_color_pairs()), next <= Int(Int16.max) else { return 0 }
    _ = cn_init_pair(Int32(next), Int32(fg), Int32(bg))
    pairs.append((fg, bg))
    return Int16(next)
  }
}
