extension GameDefinition {
  /// WordMatch: one daily per language pair (the key), fifteen pairs and three lives at Normal speed, ranked by
  /// score then time; the share line shows right or wrong per pair.
  public static let wordMatch = GameDefinition(
    id: .wordmatch,
    engines: [
      RecordedEngine(
        WordMatchGame.self,
        daily: DailyRule { deal, daily in
          deal.options == WordMatchGame.dailyOptions && deal.wordList.boardCode == daily.key
        })
    ],
    details: WordMatchDetails.self,
    daily: DailyDefinition(title: "15 pairs, Normal", ranking: .highestScore(of: [.won, .lost]), strip: DailyStrip.wordMatch),
    pace: .wordMatch,
    boards: { content in .wordMatch(lists: content.get(WordMatchLibrary.self).entries.compactMap(\.list)) })
}
