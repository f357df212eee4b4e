#if SharedBoard
import ArcadeCore

/// The daily with a shared board: the player's own dailies and first attempts stay on this machine; the day's deal
/// is the club's.
extension SharedScoreKeeper {
  public func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] { try local.dailyRounds(player: player, since: since) }

  public func finishedDailies(player: String) throws -> [DailyPlayed] { try local.finishedDailies(player: player) }

  public func claimSetting(_ key: String, _ value: String) -> String? { local.claimSetting(key, value) }

  /// The club's deal of the day, within the boards' budget; nil (this machine's own deal) when the server is silent.
  public func clubDeal(of game: GameID, _ variant: DailyVariant, proposed: [UInt8]) -> [UInt8]? {
    (try? sync.client.dailyDeal(of: game, variant, proposed: proposed, timeout: boardBudget, connectTimeout: boardBudget)) ?? nil
  }
}
#endif
