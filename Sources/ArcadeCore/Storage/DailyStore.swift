/// The daily as a store sees it: the player's finished dailies, the day's first attempts, the club's deal.
public protocol DailyStore: AnyObject {
  /// `player`'s finished dailies of every game from `since` on (all when nil), ranked and practice, moves not read.
  func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound]
  /// Every finished daily of `player`, as its game and variant: what streaks count.
  func finishedDailies(player: String) throws -> [DailyPlayed]
  /// Stores `value` under the setting `key` unless a value is there, at once and in one step; returns the value
  /// kept, or nil when it cannot be stored now. A day's first attempt is claimed this way, so two arcades started
  /// at once get one first attempt.
  func claimSetting(_ key: String, _ value: String) -> String?
}
