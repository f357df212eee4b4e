/// Taking back the move that lost, as SGT Mines allows.
extension MinesweeperGame {
  /// Hides the mine a lost game opened and plays on from just before the reveal or chord that opened it.
  ///
  /// A losing move changes nothing but the click count, the status and the end: a mine ends the game before any
  /// cell is opened (a chord too), so putting those three back is the board exactly as before. The clock goes on
  /// from where the loss stopped it: the time spent looking at the mines is left out like a pause. A first
  /// reveal that hit a mine (only a tape made by hand deals one there) keeps its deal, so the game plays on
  /// with every cell hidden rather than dealing again.
  mutating func undo(at now: Instant) -> MinesweeperUndoResult {
    guard case .lost(let exploded) = status, let endedAt else { return .notLost }
    if pausedAt == nil { pauses.pausedMilliseconds += max(0, now.milliseconds(since: endedAt)) }
    self.endedAt = nil
    status = .playing
    clicks -= 1
    undos += 1
    return .tookBack(exploded: exploded)
  }
}
