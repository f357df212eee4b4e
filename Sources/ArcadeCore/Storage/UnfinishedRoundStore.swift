/// Rounds left before their end, kept after every move so they can be resumed.
public protocol UnfinishedRoundStore: AnyObject {
  /// Keeps the round as it stands, over what the last move kept; false when it could not be written.
  @discardableResult
  func keepUnfinished(_ round: UnfinishedRound) -> Bool
  /// The player's unfinished rounds (a score file may hold several players'), the most recently played first.
  func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound]
  /// Forgets one: it ended, or the player discarded it; false when the store could not do it now.
  @discardableResult
  func discardUnfinished(uid: String) -> Bool
  /// Hands a player's unfinished rounds to their new name (renamed in Settings), so Resume still lists them; false when
  /// the store could not do it now.
  @discardableResult
  func moveUnfinished(from player: String, to newName: String) -> Bool
}
