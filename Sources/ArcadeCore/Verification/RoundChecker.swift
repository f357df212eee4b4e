import Foundation
import Synchronization

/// Checks the rounds a board is about to rank and keeps each verdict by round id and digest (`VerdictKey`), so a round
/// is replayed once per run however often its board is drawn, and once ever where a store keeps verdicts between runs
/// (`kept`, and `unkept()` for what to write). One per store: ids are a store's own.
public final class RoundChecker: Sendable {
  private let verdicts = Mutex<[RoundID: (digest: [UInt8]?, verdict: RoundVerdict)]>([:])
  /// Lasting verdicts found this run that no store keeps yet.
  private let found = Mutex<[VerdictKey: RoundVerdict]>([:])
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

  /// The verdict on `round` by its own moves: from this run's verdicts or `kept` when the same round (id and digest)
  /// was checked before, else checked now.
  public func verdict(on round: PlayedRound, kept: (any KeptVerdicts)? = nil) -> RoundVerdict {
    guard replays else { return .verified }
    let key = VerdictKey(round)
    if let id = round.id, let known = verdicts.withLock({ $0[id] }), known.digest == key?.digest { return known.verdict }
    if let key, let known = kept?.verdict(for: key) {
      if let id = round.id { verdicts.withLock { $0[id] = (key.digest, known) } }
      return known
    }
    var (verdict, lasting) = verifier.judged(round)
    if verdict == .notReplayable, requiresMoves { verdict = .refused(.noMoves) }
    if let id = round.id { verdicts.withLock { $0[id] = (key?.digest, verdict) } }
    if lasting, kept != nil, let key { found.withLock { $0[key] = verdict } }
    return verdict
  }

  /// The lasting verdicts found since the last call, for a store to keep: each is handed out once.
  public func unkept() -> [VerdictKey: RoundVerdict] {
    found.withLock { found in
      defer { found = [:] }
      return found
    }
  }

  /// The rounds a board may rank, in their order, and what was hidden and why. `refusal` adds what the store
  /// knows beyond the moves (a copy of an earlier round, a player id that is another login's).
  ///
  /// Stops once `limit` rounds are shown: what is hidden below a board's last row is not counted on it.
  public func checked(
    _ rounds: [PlayedRound], limit: Int = .max, kept: (any KeptVerdicts)? = nil,
    refusal: (PlayedRound) -> RoundRefusal? = { _ in nil }
  ) -> CheckedRounds {
    var result = CheckedRounds()
    for round in rounds where result.shown.count < limit {
      if let reason = (replays ? refusal(round) : nil) ?? verdict(on: round, kept: kept).refusal {
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
      // One round is "it", with what was found; more are "they".
      return hiddenCount == 1 ? "1 round hidden: \(reasons[0].key.detail)" : "\(hiddenCount) rounds hidden: \(reasons[0].key.description)"
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
