extension ThemePalette {
  /// Today's look for dark backgrounds, brightened where the old colours read poorly on black (blue, dim white).
  ///
  /// On an 8-colour terminal every role falls back to the basic colour it always had.
  public static let dark = ThemePalette(
    background: RGB(0x1C1C1C), text: RGB(0xD0D0D0),
    title: ThemeColor(0x00D7FF), accent: ThemeColor(0xFFD700),
    muted: ThemeColor(0xA8A8A8),
    selectedText: ThemeColor(0x000000), selectedBackground: ThemeColor(0x00D7FF),
    good: ThemeColor(0x5FD75F), bad: ThemeColor(0xFF5F5F),
    frame: ThemeColor(0x5F87FF, basic: .blue), status: ThemeColor(0xD7D700),
    link: ThemeColor(0x87AFFF, basic: .blue), strong: ThemeColor(0xFFFFFF),
    onColour: ThemeColor(0x000000),
    numbers: [
      ThemeColor(0x5F87FF, basic: .blue), ThemeColor(0x5FD75F), ThemeColor(0xFF5F5F), ThemeColor(0xD75FD7),
      ThemeColor(0xD7D700), ThemeColor(0x00D7D7), ThemeColor(0xFFFFFF), ThemeColor(0xA8A8A8),
    ],
    markX: ThemeColor(0x00D7FF), markO: ThemeColor(0xFF87FF),
    found: [
      ThemeColor(0x5FD75F), ThemeColor(0xFFD700), ThemeColor(0xFF87FF),
      ThemeColor(0x00D7D7), ThemeColor(0xFF5F5F), ThemeColor(0x87AFFF, basic: .blue),
    ],
    alarm: ThemeColor(0xFF5F5F), highlight: ThemeColor(0x00005F),
    bands: [ThemeColor(0xFF5F5F), ThemeColor(0xFFD700), ThemeColor(0x87AFFF, basic: .blue), ThemeColor(0xFF87FF)]
  )
}
