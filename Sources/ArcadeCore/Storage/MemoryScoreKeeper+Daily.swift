/// The daily from the rounds in memory: no other process shares the keeper, and there is no club.
extension MemoryScoreKeeper {
  public func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] {
    Self.dailies(in: saved, player: player, since: since)
  }

  public func finishedDailies(player: String) throws -> [DailyPlayed] {
    Self.dailies(in: saved, player: player, since: nil).compactMap { round in
      round.context.daily.map { DailyPlayed(game: round.game, variant: $0) }
    }
  }

  /// Read, then written: enough for a keeper no other process shares.
  public func claimSetting(_ key: String, _ value: String) -> String? {
    if let kept = settings(key) { return kept }
    try? setSetting(key, value)
    return settings(key)
  }

  /// `player`'s finished dailies among `rounds` from `since` on (all when nil), in their order.
  public static func dailies(in rounds: [PlayedRound], player: String, since: DailyDate?) -> [PlayedRound] {
    rounds.filter { round in
      guard round.player == player, round.endedAt != nil, let variant = round.context.daily else {
        return false
      }
      return since.map { variant.day >= $0 } ?? true
    }
  }

  private func settings(_ key: String) -> String? { (try? setting(key)) ?? nil }
}
