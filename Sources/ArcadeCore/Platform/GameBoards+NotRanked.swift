extension GameBoards {
  /// Why no board of this game ranks `round`, in a few words for the end panel ("50/50 used", "1 undo",
  /// "only wins are ranked"); nil when `boardRows`, the rows of the board it belongs on, include it.
  ///
  /// A board line names a rank only for a round that board ranks: a loss left off a board of wins, or a
  /// round that scored nothing, must not read as "3rd on …".
  public func whyNotRanked(_ round: PlayedRound, boardRows: [RankedRound]?) -> String? {
    if round.assistance.contains(.chosenSeed) { return "a chosen seed" }
    if round.assistance.contains(.help) { return helpUsed(in: round) }
    if round.endedAt == nil { return "not finished" }
    guard let index = boardIndex(for: round) else {
      // Content nobody else has (the player's own words, a changed file not loaded now): never the shipped boards.
      if round.variant?.contains("~") == true { return "dealt from words or prices of your own" }
      let sameVariant = boards.first { $0.selection.game == round.game && ($0.selection.variant ?? round.variant) == round.variant }
      guard let board = sameVariant, !board.selection.outcomes.contains(round.outcome) else {
        return offBoardOptions ?? "no board for these options"
      }
      return "only \(Self.plural(of: board.selection.outcomes)) are ranked"
    }
    guard let boardRows else { return nil }
    if boardRows.contains(where: { $0.round.id != nil && $0.round.id == round.id }) { return nil }
    if round.score == 0, boards[index].selection.order == .scoreDescending { return "no points scored" }
    return "outside the top \(boardRows.count)"
  }

  /// "wins", "wins and draws", "finished rounds".
  static func plural(of outcomes: Set<RoundOutcome>) -> String {
    let words: [RoundOutcome: String] = [.won: "wins", .lost: "losses", .draw: "draws", .finished: "finished rounds"]
    let named = RoundOutcome.allCases.filter(outcomes.contains).compactMap { words[$0] }
    return named.count <= 1 ? named.first ?? "rounds" : named.dropLast().joined(separator: ", ") + " and " + named.last!
  }
}
