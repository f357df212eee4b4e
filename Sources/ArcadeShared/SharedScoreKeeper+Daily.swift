#if SharedBoard
import ArcadeCore

/// The daily with a shared board: the player's own dailies and first attempts stay on this machine; the day's deal
/// is dealt by every arcade from the day's seed, the same everywhere.
extension SharedScoreKeeper {
  public func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] { try local.dailyRounds(player: player, since: since) }

  public func finishedDailies(player: String) throws -> [DailyPlayed] { try local.finishedDailies(player: player) }

  public func claimSetting(_ key: String, _ value: String) -> String? { local.claimSetting(key, value) }
}
#endif
