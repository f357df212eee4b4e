extension RoundTape {
  /// `.seedsDeal` when `fresh`, a game this version dealt from the tape's seed and options (never from its deal),
  /// deals exactly the tape's deal as the tape's moves are played on it at their times. A move it refuses is passed
  /// over: the replay on the tape's own deal names an illegal move, this only says whose deal it is. `isComplete`
  /// stops early once nothing later deals (Minesweeper: its mines are down).
  public func deals(like fresh: Game, isComplete: (Game) -> Bool = { _ in false }) -> DealCheck {
    var game = fresh
    for entry in moves {
      if isComplete(game) { break }
      game.apply(entry.move, at: Instant.zero.advanced(byMilliseconds: entry.milliseconds))
    }
    return game.deal == deal ? .seedsDeal : .notSeedsDeal
  }
}
