extension GameDefinition {
  /// WordSearch: its daily is 15 × 15 Medium with no reveals, ranked by the fastest win; the share line shows which
  /// way each word ran.
  public static let wordSearch = GameDefinition(
    id: .wordsearch,
    engines: [
      RecordedEngine(
        WordSearchGame.self,
        daily: DailyRule(
          options: { deal, daily in
            (deal.size, deal.difficulty, deal.reveals) == (WordSearchGame.dailySize, WordSearchGame.dailyDifficulty, 0)
              && deal.edition == nil && deal.theme == WordSearchGame.dailyThemeName(on: daily.day)
          }))
    ],
    details: WordSearchRoundDetails.self,
    daily: DailyDefinition(title: "15×15 Medium, no reveals", ranking: .fastestWin, strip: DailyStrip.wordSearch),
    pace: .wordSearch,
    boards: { content in .wordSearch(changedThemes: content.get(WordSearchThemeLibrary.self).themes) })
}
