extension ThemePalette {
  /// For light backgrounds: dark, saturated colours that keep 4.5:1 on white and pale grey.
  public static let light = ThemePalette(
    background: RGB(0xEEEEEE), text: RGB(0x303030),
    title: ThemeColor(0x005F87), accent: ThemeColor(0x875F00),
    muted: ThemeColor(0x5F5F5F),
    selectedText: ThemeColor(0xFFFFFF), selectedBackground: ThemeColor(0x005F87),
    good: ThemeColor(0x005F00, basic: .green), bad: ThemeColor(0xAF0000),
    frame: ThemeColor(0x005FAF), status: ThemeColor(0x875F00),
    link: ThemeColor(0x0000AF), strong: ThemeColor(0x000000),
    onColour: ThemeColor(0xFFFFFF),
    numbers: [
      ThemeColor(0x0000D7), ThemeColor(0x005F00, basic: .green), ThemeColor(0xAF0000), ThemeColor(0x870087),
      ThemeColor(0x875F00), ThemeColor(0x005F5F, basic: .cyan), ThemeColor(0x000000), ThemeColor(0x5F5F5F),
    ],
    markX: ThemeColor(0x005FAF), markO: ThemeColor(0x870087),
    found: [
      ThemeColor(0x005F00, basic: .green), ThemeColor(0x875F00), ThemeColor(0x870087),
      ThemeColor(0x005F5F, basic: .cyan), ThemeColor(0xAF0000), ThemeColor(0x0000D7),
    ],
    alarm: ThemeColor(0xAF0000), highlight: ThemeColor(0xFFFFAF),
    bands: [ThemeColor(0xAF0000), ThemeColor(0x875F00), ThemeColor(0x0000AF), ThemeColor(0x870087)]
  )
}
