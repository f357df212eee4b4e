extension ThemePalette {
  /// Today's look for dark backgrounds, brightened where the old colours read poorly on black (blue, dim white).
  ///
  /// On an 8-colour terminal every role falls back to the basic colour it always had.
  public static let dark = ThemePalette(.dark)

  /// For light backgrounds: dark, saturated colours that keep 4.5:1 on white and pale grey.
  public static let light = ThemePalette(.light)

  /// Bright colours on a black it paints itself, every text colour at 7:1 or more (WCAG's AAA level).
  public static let highContrast = ThemePalette(.highContrast)

  /// Hues of the Okabe–Ito palette on a dark background, kept apart for protan, deutan and tritan eyes.
  ///
  /// Okabe and Ito's colours were made for print on white; here each is moved to the
  /// nearest of xterm's 256 that keeps 4.5:1 on a dark background, and the sets that
  /// carry meaning (Minesweeper's numbers, found words, X and O, right and wrong) were
  /// searched for the largest CIEDE2000 gap under the Machado et al. simulations.
  public static let colourBlind = ThemePalette(.colourBlind)

  /// One column of `ThemePaletteTable`.
  private init(_ column: ThemePaletteTable.Column) {
    typealias T = ThemePaletteTable
    let i = column.rawValue
    self.init(
      background: RGB(T.background[i]), text: RGB(T.text[i]),
      title: T.title[i], accent: T.accent[i], muted: T.muted[i],
      selectedText: T.selectedText[i], selectedBackground: T.selectedBackground[i],
      good: T.good[i], bad: T.bad[i], frame: T.frame[i], status: T.status[i], link: T.link[i], strong: T.strong[i],
      onColour: T.onColour[i], numbers: T.numbers[i], markX: T.markX[i], markO: T.markO[i], found: T.found[i],
      alarm: T.alarm[i], highlight: T.highlight[i], bands: T.bands[i],
      // High contrast's promise holds on any terminal, a light or a grey one too, only if it brings its own black.
      paintsScreen: column == .highContrast)
  }
}
