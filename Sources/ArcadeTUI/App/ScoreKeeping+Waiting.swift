import ArcadeCore

/// What a score keeper without a journal does: save, and say why not when it cannot.
extension ScoreKeeping {
  public func keep(_ round: PlayedRound) -> SaveResult {
    do {
      return .saved(id: try save(round))
    } catch {
      return .keptForSession(reason: "\(error)")
    }
  }

  /// Read, then written: enough for a keeper no other process shares (tests, memory).
  public func claimSetting(_ key: String, _ value: String) -> String? {
    if let kept = (try? setting(key)) ?? nil { return kept }
    guard (try? setSetting(key, value)) != nil else { return nil }
    return (try? setting(key)) ?? nil
  }

  /// Through the player's recent rounds, for a keeper without a query of its own.
  public func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] {
    try GameDefinitions.arcade.dailyGames.flatMap { game in
      try recentRounds(game: game, player: player, limit: .max).filter { round in
        guard round.endedAt != nil, let variant = round.variant.flatMap(DailyVariant.init) else { return false }
        return since.map { variant.day >= $0 } ?? true
      }
    }
  }

  public func finishedDailies(player: String) throws -> [DailyPlayed] {
    try dailyRounds(player: player, since: nil).compactMap { round in
      round.variant.flatMap(DailyVariant.init).map { DailyPlayed(game: round.game, variant: $0) }
    }
  }

  public func clubDeal(of game: GameID, _ variant: DailyVariant, proposed: [UInt8]) -> [UInt8]? { nil }

  public var waitingRounds: [PlayedRound] { [] }
  public var statusLine: String? { nil }
  public var boardsNote: String? { nil }
  public func prepareForWriting() {}
  public func finish() -> [String] { [] }
  public var settingsNotKept: String? { nil }
  public func importLines(for rounds: [PlayedRound]) -> [String] { [] }
  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool { false }
  public func unfinishedRounds(limit: Int) -> [UnfinishedRound] { [] }
  @discardableResult
  public func discardUnfinished(uid: String) -> Bool { true }
}
