extension WordSearchGame {
  /// The daily's grid: 15 × 15, Medium.
  public static let dailySize = 15
  public static let dailyDifficulty = WordSearchDifficulty.medium

  /// The daily dealt from a day's seed, from the day's theme with no reveals; nil without themes.
  public static func daily(on day: DailyDate, seed: UInt64, themes: [WordSearchTheme]) -> WordSearchGame? {
    guard let theme = dailyTheme(on: day, among: themes) else { return nil }
    let puzzle = WordSearchGenerator.generate(size: dailySize, difficulty: dailyDifficulty, source: .theme(theme), seed: seed)
    return WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: .zero)
  }

  /// The day's theme: the themes sorted by name, one a day in turn.
  public static func dailyTheme(on day: DailyDate, among themes: [WordSearchTheme]) -> WordSearchTheme? {
    let sorted = themes.sorted { $0.name < $1.name }
    guard !sorted.isEmpty else { return nil }
    return sorted[((day.dayNumber % sorted.count) + sorted.count) % sorted.count]
  }
}
