import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// High contrast brings its own black: every cell, blanks included, in its colours; other themes keep the terminal's.
@Suite struct PaintedScreenTests {
  static func canvas() -> Canvas {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    _ = canvas.put("a", at: Point(x: 0, y: 0), style: Style(foreground: ThemePalette.highContrast.good))
    _ = canvas.put("b", at: Point(x: 1, y: 0), style: .reverse)
    return canvas
  }

  @Test func highContrastPaintsEveryCell() {
    var canvas = Self.canvas()
    PaintedScreen.apply(to: &canvas, theme: Theme(.highContrast, glyphs: .unicode))
    let black = ThemeColor(0x000000)
    let white = ThemeColor(0xFFFFFF)
    #expect(canvas[0, 0].style == Style(foreground: ThemePalette.highContrast.good, background: black))
    #expect(canvas[1, 0].style == Style(foreground: white, background: black, reverse: true))
    #expect(canvas[3, 0] == Cell(" ", style: Style(foreground: white, background: black)))
    #expect(black.basic == .black && white.basic == .white)
  }

  @Test(arguments: [ThemeName.dark, .light, .colourBlind, .plain])
  func otherThemesLeaveTheTerminalsColours(theme: ThemeName) {
    var canvas = Self.canvas()
    PaintedScreen.apply(to: &canvas, theme: Theme(theme, glyphs: .unicode))
    #expect(canvas == Self.canvas())
  }
}
