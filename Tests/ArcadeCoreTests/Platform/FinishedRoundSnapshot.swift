@testable import ArcadeCore

/// What a finished round is for the store, its instants counted from its start.
struct FinishedRoundSnapshot: Equatable {
  var outcome: RoundOutcome
  var score: Int?
  var moves: Int?
  var durationMilliseconds: Int64?
  var variant: String?
  var seed: UInt64?
  var assisted: Bool
  var details: String
  var endedAt: Int64?

  init?(_ round: FinishedRound?) {
    guard let round else { return nil }
    (outcome, score, moves, durationMilliseconds) = (round.outcome, round.score, round.moves, round.durationMilliseconds)
    (variant, seed, assisted, details) = (round.variant, round.seed, round.assisted, round.details)
    endedAt = round.endedAt?.milliseconds(since: round.startedAt)
  }
}
