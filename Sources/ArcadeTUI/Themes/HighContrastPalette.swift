extension ThemePalette {
  /// Bright colours on a black it paints itself, every text colour at 7:1 or more (WCAG's AAA level).
  public static let highContrast = ThemePalette(
    background: RGB(0x000000), text: RGB(0xFFFFFF),
    title: ThemeColor(0x00FFFF), accent: ThemeColor(0xFFFF00),
    muted: ThemeColor(0xD0D0D0),
    selectedText: ThemeColor(0x000000), selectedBackground: ThemeColor(0xFFFF00),
    good: ThemeColor(0x00FF00), bad: ThemeColor(0xFF8787),
    frame: ThemeColor(0xFFFFFF), status: ThemeColor(0xFFFF00),
    link: ThemeColor(0x87D7FF), strong: ThemeColor(0xFFFFFF),
    onColour: ThemeColor(0x000000),
    numbers: [
      ThemeColor(0x87AFFF, basic: .blue), ThemeColor(0x00FF00), ThemeColor(0xFF8787), ThemeColor(0xFF87FF),
      ThemeColor(0xFFFF00), ThemeColor(0x00FFFF), ThemeColor(0xFFFFFF), ThemeColor(0xD0D0D0),
    ],
    markX: ThemeColor(0x00FFFF), markO: ThemeColor(0xFF87FF),
    found: [
      ThemeColor(0x00FF00), ThemeColor(0xFFFF00), ThemeColor(0xFF87FF),
      ThemeColor(0x00FFFF), ThemeColor(0xFF8787), ThemeColor(0x87AFFF, basic: .blue),
    ],
    alarm: ThemeColor(0xFF8787), highlight: ThemeColor(0x00005F),
    bands: [ThemeColor(0xFF8787), ThemeColor(0xFFFF00), ThemeColor(0x87AFFF, basic: .blue), ThemeColor(0xFF87FF)],
    // Its promise holds on any terminal, a light or a grey one too, only if it brings its own black.
    paintsScreen: true
  )
}
