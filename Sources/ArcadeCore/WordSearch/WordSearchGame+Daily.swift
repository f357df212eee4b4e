extension WordSearchGame {
  /// The daily's grid: 15 × 15, Medium.
  public static let dailySize = 15
  public static let dailyDifficulty = WordSearchDifficulty.medium

  /// The daily dealt from a day's seed, from the day's theme as shipped with no reveals; nil when `themes` lack it.
  public static func daily(on day: DailyDate, seed: UInt64, themes: [WordSearchTheme]) -> WordSearchGame? {
    guard let theme = dailyTheme(on: day, among: themes) else { return nil }
    let puzzle = WordSearchGenerator.generate(size: dailySize, difficulty: dailyDifficulty, source: .theme(theme), seed: seed)
    return WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: .zero)
  }

  /// The day's theme among `themes`, as shipped (`dailyThemeName(on:)`); nil when they lack it or changed it.
  public static func dailyTheme(on day: DailyDate, among themes: [WordSearchTheme]) -> WordSearchTheme? {
    let name = dailyThemeName(on: day)
    return themes.first { $0.name == name && $0.edition == nil }
  }

  /// The name of the day's theme: the shipped themes by name, one a day in turn. Only shipped themes, so every arcade
  /// deals one daily a day, whatever themes a player added, and a reader without the content can tell the day's theme.
  public static func dailyThemeName(on day: DailyDate) -> String {
    let names = ShippedContent.themeNames
    return names[((day.dayNumber % names.count) + names.count) % names.count]
  }
}
