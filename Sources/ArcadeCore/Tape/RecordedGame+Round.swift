import Foundation

extension RecordedGame where Self: RecordableGame {
  /// The finished round with its tape: what a scene hands the store, so the round can be replayed and checked.
  public var recordedRound: FinishedRound? {
    guard var round = finishedRound else { return nil }
    round.tape = RoundTape(of: self).map { Data($0.bytes) }
    return round
  }
}
