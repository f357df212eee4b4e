import ArcadeCore

extension ArcadeServices {
  /// The player's finished dailies from `since` on (ranked and practice; all when nil), without their moves.
  func playerDailies(since: DailyDate?) -> [PlayedRound] {
    (try? scores?.dailyRounds(player: settings.playerName, since: since)) ?? []
  }

  /// Where the player stands on `game`'s daily on each of `days` (its key's daily: WordMatch's current pair), from
  /// `dailies` (`playerDailies`). `ranked`: with each finished day's place on its board, one board read a day.
  func dailyStatuses(of game: ArcadeGame, days: [DailyDate], dailies: [PlayedRound], ranked: Bool = true)
    -> [DailyDate: DailyDayStatus]
  {
    guard let daily = game.daily else { return [:] }
    let key = daily.key(self)
    let today = today
    let finished = rankedDailies(of: game.id, key: key, in: dailies)
    var waiting: [UnfinishedRound]?
    var statuses: [DailyDate: DailyDayStatus] = [:]
    for day in days {
      let variant = DailyVariant(day: day, key: key)
      if day > today {
        statuses[day] = .future
      } else if let round = finished[day] {
        let rows = ranked ? recorder.dailyRows(game.id, variant) : []
        statuses[day] = .finished(round, rank: rows.first { $0.round.id == round.id }?.rank, of: rows.count)
      } else if let uid = firstAttempt(of: game.id, variant) {
        waiting = waiting ?? (scores?.unfinishedRounds(of: player.name, limit: 100) ?? [])
        statuses[day] = waiting?.first { $0.uid == uid }.map(DailyDayStatus.inProgress) ?? .abandoned
      } else {
        statuses[day] = day == today ? .toPlay : .missed
      }
    }
    return statuses
  }

  /// The ranked dailies among `dailies` of a game and key, by day (the first started, if one day has two).
  func rankedDailies(of game: GameID, key: String, in dailies: [PlayedRound]) -> [DailyDate: PlayedRound] {
    var byDay: [DailyDate: PlayedRound] = [:]
    for round in dailies where round.game == game {
      guard let variant = round.context.daily, !variant.practice, variant.key == key else { continue }
      if byDay[variant.day].map({ round.startedAt < $0.startedAt }) ?? true { byDay[variant.day] = round }
    }
    return byDay
  }

  /// The share line of the player's ranked daily of a game on a day; nil when they have not finished it.
  public func shareLine(of game: ArcadeGame, on day: DailyDate) -> DailyShareLine? {
    guard let key = game.daily?.key(self),
      let round = rankedDailies(of: game.id, key: key, in: playerDailies(since: day))[day]
    else { return nil }
    let variant = DailyVariant(day: day, key: key)
    let rows = recorder.dailyRows(game.id, variant)
    // The board's row has the round's moves (for the strip); the history's has not.
    return recorder.shareLine(for: rows.first { $0.round.id == round.id }?.round ?? round, variant, rows: rows)
  }
}
