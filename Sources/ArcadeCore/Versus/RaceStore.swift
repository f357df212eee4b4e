import Foundation

/// Where live races live, beside matches: every row may have been written by the other side, so a race's tapes are
/// read through `RaceReferee`, never believed.
public protocol RaceStore: VersusStore {
  /// Posts an open race; false when it could not be written.
  @discardableResult
  func postRace(_ race: VersusRace) -> Bool
  /// Races nobody has taken, newest first.
  func openRaces(limit: Int) -> [VersusRace]
  /// Races someone has taken, newest first, with both tapes.
  func takenRaces(limit: Int) -> [VersusRace]
  /// Takes an open race: false when someone took it first, or it is the player's own.
  func takeRace(_ uid: String, as player: String, at date: Date) -> Bool
  /// Withdraws the player's own open race; false when it is not open or not theirs.
  @discardableResult
  func withdrawRace(_ uid: String, as player: String) -> Bool
  /// One race with its tapes, nil when there is none.
  func race(_ uid: String) -> VersusRace?
  /// Writes `player`'s tape so far in place of the last: false when it could not be written.
  @discardableResult
  func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool
}
