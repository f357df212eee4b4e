/// Taking back the person's last move and the computer's reply, against the computer.
extension TicTacToeTurns {
  /// Takes back the person's last X and, if the computer answered it, the O after it; the round plays on with X to
  /// move, even after it ended (as in SGT Puzzles, an undo after the end resumes play). The engine puts its
  /// board back from the moves left.
  ///
  /// Between two people at one keyboard nothing is taken back: either could take back the other's move.
  mutating func undo(at now: Instant) -> TicTacToeMoveResult {
    guard opponent.isComputer else { return .refused(.onlyAgainstTheComputer) }
    guard let last = moves.indices.last(where: { mark(at: $0) == .x }) else { return .refused(.nothingToTakeBack) }
    let now = inOrder(now)
    let count = moves.count - last
    moves.removeLast(count)
    moveTimes.removeLast(count)
    status = .playing(next: .x)
    endedAt = nil
    undos += 1
    log.append(TimedMove(.undo, at: now.milliseconds(since: startedAt)))
    return .tookBack(moves: count)
  }
}
