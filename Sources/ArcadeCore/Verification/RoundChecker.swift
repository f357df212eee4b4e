import Foundation
import Synchronization

/// Checks the rounds a board is about to rank and keeps each verdict by round id, so a round is replayed once per
/// run however often its board is drawn. One per store: ids are a store's own.
public final class RoundChecker: Sendable {
  private let verdicts = Mutex<[RoundID: RoundVerdict]>([:])
  /// Whether a round without moves is refused (the shared board) or kept and marked (this machine's boards).
  public let requiresMoves: Bool
  /// False only where a test checks what a board does with rows, not their moves: every round is then taken.
  public let replays: Bool
  /// The games whose rounds it replays, by their definitions.
  public let verifier: RoundVerifier

  public init(requiresMoves: Bool = false, replays: Bool = true, games: GameDefinitions = .arcade) {
    self.requiresMoves = requiresMoves
    self.replays = replays
    self.verifier = RoundVerifier(games)
  }

  /// The verdict on `round` by its own moves (from the cache when its id was checked before).
  public func verdict(on round: PlayedRound) -> RoundVerdict {
    guard replays else { return .verified }
    if let id = round.id, let known = verdicts.withLock({ $0[id] }) { return known }
    var verdict = verifier.verdict(on: round)
    if verdict == .notReplayable, requiresMoves { verdict = .refused(.noMoves) }
    if let id = round.id { verdicts.withLock { $0[id] = verdict } }
    return verdict
  }

  /// The rounds a board may rank, in their order, and what was hidden and why. `refusal` adds what the store
  /// knows beyond the moves (a copy of an earlier round, a player id that is another login's).
  ///
  /// Stops once `limit` rounds are shown: what is hidden below a board's last row is not counted on it.
  public func checked(
    _ rounds: [PlayedRound], limit: Int = .max, refusal: (PlayedRound) -> RoundRefusal? = { _ in nil }
  ) -> CheckedRounds {
    var result = CheckedRounds()
    for round in rounds where result.shown.count < limit {
      if let reason = (replays ? refusal(round) : nil) ?? verdict(on: round).refusal {
        result.hidden[reason, default: 0] += 1
      } else {
        result.shown.append(round)
      }
    }
    return result
  }
}

/// A board's rounds after checking: those it may rank, and how many were hidden for each reason.
public struct CheckedRounds: Sendable, Equatable {
  public var shown: [PlayedRound] = []
  public var hidden: [RoundRefusal: Int] = [:]

  public init(shown: [PlayedRound] = [], hidden: [RoundRefusal: Int] = [:]) {
    self.shown = shown
    self.hidden = hidden
  }

  public var hiddenCount: Int { hidden.values.reduce(0, +) }

  /// "2 rounds hidden: their moves do not give their score", the reasons most common first; nil when none was.
  public var note: String? {
    guard hiddenCount > 0 else { return nil }
    let reasons = hidden.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.description < $1.key.description }
    guard reasons.count > 1 else {
      return "\(hiddenCount) round\(hiddenCount == 1 ? "" : "s") hidden: \(reasons[0].key.description)"
    }
    let parts = reasons.map { "\($0.value): \($0.key.description)" }.joined(separator: "; ")
    return "\(hiddenCount) rounds hidden (\(parts))"
  }

  /// Another board read's rows counted in too (a board read in more than one query).
  public mutating func add(_ other: CheckedRounds) {
    shown += other.shown
    for (reason, count) in other.hidden { hidden[reason, default: 0] += count }
  }
}
