/// The WordSearch fields a stored round keeps in its details JSON.
public struct WordSearchRoundDetails: RoundDetails {
  public var size: Int
  public var difficulty: WordSearchDifficulty
  public var theme: String
  public var wordsFound: Int
  public var wordCount: Int
  public var revealsUsed: Int
}

extension WordSearchGame: RecordableGame {
  /// Won when the player found every word; finished (and assisted, never ranked) when reveals showed some.
  public var finishedRound: FinishedRound? {
    guard let endedAt, wordCount > 0 else { return nil }
    let details = WordSearchRoundDetails(
      size: puzzle.size, difficulty: puzzle.difficulty, theme: puzzle.theme, wordsFound: wordsFound,
      wordCount: wordCount, revealsUsed: revealsUsed)
    return FinishedRound(
      game: .wordsearch, outcome: isSolvedUnaided ? .won : .finished, moves: selections,
      durationMilliseconds: durationMilliseconds,
      variant: WordSearchLeaderboards.variant(size: puzzle.size, difficulty: puzzle.difficulty, edition: puzzle.edition),
      gridSize: puzzle.size * puzzle.size, seed: puzzle.seed, assisted: revealsUsed > 0, details: details,
      startedAt: startedAt, endedAt: endedAt)
  }
}
