import Foundation

/// Rounds in memory put in a selection's order, and joined to the rows a database returned.
extension MemoryScoreKeeper {
  /// The rounds a selection takes from `rounds`, in its order, up to its limit: the same answer as the SQLite store.
  ///
  /// The store's contract (Tests/ArcadeStoreTests/StoreContractTests): scores descend and durations ascend with
  /// missing figures last and ties to the round that ended first; newest first puts rounds with no end last;
  /// remaining ties go to the round saved first (`RoundID`'s order). A missing end sorts before any end when
  /// ascending, as in SQL. Standings are counted from every round taken, standings rows among them counting as the
  /// rounds they stand for.
  public static func ordered(_ rounds: [PlayedRound], by selection: RoundSelection) throws -> [PlayedRound] {
    guard selection.limit > 0 else { return [] }
    func end(_ round: PlayedRound) -> Date { round.endedAt ?? .distantPast }
    func savedFirst(_ a: PlayedRound, _ b: PlayedRound) -> Bool { RoundID.precedes(a.id, b.id) }
    let matching = rounds.filter(selection.accepts)
    let sorted: [PlayedRound]
    switch selection.order {
    case .standings(let streak):
      return PlayerStanding.rows(from: matching, streak: streak, limit: selection.limit)
    case .newestFirst:
      sorted = matching.sorted { a, b in end(a) != end(b) ? end(a) > end(b) : savedFirst(a, b) }
    case .scoreDescending:
      sorted = matching.sorted { a, b in
        let (left, right) = (a.score ?? .min, b.score ?? .min)
        if (a.score == nil) != (b.score == nil) { return a.score != nil }
        if left != right { return left > right }
        return end(a) != end(b) ? end(a) < end(b) : savedFirst(a, b)
      }
    case .durationAscending:
      sorted = matching.sorted { a, b in
        if (a.durationMilliseconds == nil) != (b.durationMilliseconds == nil) { return a.durationMilliseconds != nil }
        let (left, right) = (a.durationMilliseconds ?? 0, b.durationMilliseconds ?? 0)
        if left != right { return left < right }
        return end(a) != end(b) ? end(a) < end(b) : savedFirst(a, b)
      }
    }
    return Array(sorted.prefix(selection.limit))
  }

  /// A database's rows for `selection` with rounds it does not hold yet (waiting, this session's, not yet on the
  /// server) among them, in the selection's order. For standings, `fetch` is asked once more for each player of
  /// `kept` the rows leave out, so their standing counts every round of theirs, not only the kept ones.
  public static func merging(
    _ stored: [PlayedRound], with kept: [PlayedRound], by selection: RoundSelection,
    fetch: (RoundSelection) throws -> [PlayedRound]
  ) throws -> [PlayedRound] {
    let taken = kept.filter(selection.accepts)
    if taken.isEmpty { return stored }
    var rows = stored
    if case .standings = selection.order {
      let shown = Set(stored.map(\.player))
      for player in Set(taken.map(\.player)).subtracting(shown).sorted() {
        var theirs = selection
        theirs.player = player
        rows += try fetch(theirs)
      }
    }
    return try ordered(rows + taken, by: selection)
  }
}
