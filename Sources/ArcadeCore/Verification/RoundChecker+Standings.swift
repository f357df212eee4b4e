import Foundation

extension RoundChecker {
  /// The rounds a standings board counts, of `rounds` (every round its selection takes, none a standings row yet), in
  /// the order they were saved or received: only rounds that verify by their own moves, and not a round with the tape
  /// of one before it (a copy). What was left out of the counts, and why, in `hidden`.
  ///
  /// Counted in Swift, not by a store's SQL: a verdict is a replay, which no query can make. Kept verdicts make every
  /// read after the first a lookup per round.
  public func counted(
    _ rounds: [PlayedRound], kept: (any KeptVerdicts)? = nil, refusal: (PlayedRound) -> RoundRefusal? = { _ in nil }
  ) -> CheckedRounds {
    let received = rounds.sorted { RoundID.precedes($0.id, $1.id) }
    var tapes = Set<Data>()
    return checked(received, kept: kept) { round in
      if let reason = refusal(round) { return reason }
      guard let tape = round.tape else { return nil }
      return tapes.insert(tape).inserted ? nil : .copy
    }
  }
}
