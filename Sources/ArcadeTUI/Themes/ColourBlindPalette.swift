extension ThemePalette {
  /// Hues of the Okabe–Ito palette on a dark background, kept apart for protan, deutan and tritan eyes.
  ///
  /// Okabe and Ito's colours were made for print on white; here each is moved to the
  /// nearest of xterm's 256 that keeps 4.5:1 on a dark background, and the sets that
  /// carry meaning (Minesweeper's numbers, found words, X and O, right and wrong) were
  /// searched for the largest CIEDE2000 gap under the Machado et al. simulations.
  public static let colourBlind = ThemePalette(
    background: RGB(0x1C1C1C), text: RGB(0xD0D0D0),
    title: ThemeColor(0x87D7FF), accent: ThemeColor(0xFFD700),
    muted: ThemeColor(0xA8A8A8),
    selectedText: ThemeColor(0x000000), selectedBackground: ThemeColor(0x87D7FF),
    good: ThemeColor(0x00AFFF), bad: ThemeColor(0xFF5F00),
    frame: ThemeColor(0x87AFFF, basic: .blue), status: ThemeColor(0xFFD700),
    link: ThemeColor(0x87D7FF), strong: ThemeColor(0xFFFFFF),
    onColour: ThemeColor(0x000000),
    numbers: [
      ThemeColor(0x87D7FF), ThemeColor(0x87AF87), ThemeColor(0xD78700), ThemeColor(0xD75FFF),
      ThemeColor(0xD7FFAF), ThemeColor(0xFFD700), ThemeColor(0xD0D0D0), ThemeColor(0x878787),
    ],
    markX: ThemeColor(0xFFAF00), markO: ThemeColor(0x87AFFF, basic: .blue),
    found: [
      ThemeColor(0xAFD7FF), ThemeColor(0xD7AF87), ThemeColor(0x00AFAF),
      ThemeColor(0xD7FF00), ThemeColor(0xD75FFF), ThemeColor(0xFF5F00),
    ],
    alarm: ThemeColor(0xFF5F00), highlight: ThemeColor(0x00005F),
    bands: [ThemeColor(0xFF5F00), ThemeColor(0xFFD700), ThemeColor(0x00AFFF), ThemeColor(0xD75FFF)]
  )
}
