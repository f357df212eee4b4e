import ArcadeCore

extension RoundRecorder {
  /// The UTC day it is now: the day whose deals are today's everywhere.
  public var today: DailyDate { DailyDate(containing: clock.wallDate(at: now())) }

  /// The receipt of a finished daily: its place on the day's board, and the line to share.
  func dailyReceipt(_ round: PlayedRound, _ variant: DailyVariant, storage: SaveResult) -> RoundReceipt {
    let rows = dailyRows(round.game, variant)
    let row = rows.first { $0.round.id == round.id }
    if player.settings.sound, round.outcome == .won || round.outcome == .lost { bellWanted = true }
    let notRanked: String? =
      variant.practice ? (variant.day < today ? "practice: a past day's daily" : "practice: the day's first attempt is the ranked one")
      : row == nil ? (!round.assistance.isEmpty ? boards(of: round.game).helpUsed(in: round) : "not on the day's board") : nil
    var receipt = RoundReceipt(round: round, storage: storage, placement: nil, notRanked: notRanked)
    let line = shareLine(for: round, variant, rows: rows)
    receipt.daily = line
    receipt.shareText = line.text(ascii: !display.theme(for: player.settings).glyphs.isUnicode)
    return receipt
  }

  /// The day's board of a game's daily, ranked: its rows (empty when the store cannot be read).
  public func dailyRows(_ game: GameID, _ variant: DailyVariant) -> [RankedRound] {
    guard let ranking = games[game]?.definition.daily?.ranking else { return [] }
    let board = Leaderboard.daily(game, variant, ranking: ranking)
    guard let scores = storage.scores, let rounds = try? scores.rounds(matching: board.selection) else { return [] }
    return board.rows(from: rounds)
  }

  /// The share line of a player's daily round: its result, its place on `rows`, the game's streak.
  func shareLine(for round: PlayedRound, _ variant: DailyVariant, rows: [RankedRound]) -> DailyShareLine {
    let title = games[round.game]?.title ?? round.game.rawValue
    let row = rows.first { $0.round.id == round.id }
    let daily = games[round.game]?.definition.daily
    let result = daily?.ranking.result(of: round) ?? round.outcome.rawValue
    let streak = DailyStreak(played: dailyDays(player: round.player)[round.game] ?? [], today: variant.day).current
    // Practice says so, and claims no place or streak: the line is for the day's one attempt.
    return DailyShareLine(
      day: variant.day, gameTitle: title, result: result + (variant.practice ? " (practice)" : ""),
      rank: variant.practice ? nil : row.map { ($0.rank, rows.count) }, streak: variant.practice ? 0 : streak,
      strip: daily?.marks(of: round) ?? [])
  }

  /// The days each game's daily was finished by `player` (ranked attempts only: practice fills no day).
  public func dailyDays(player: String) -> [GameID: Set<DailyDate>] {
    var days: [GameID: Set<DailyDate>] = [:]
    for played in (try? storage.scores?.finishedDailies(player: player)) ?? [] where !played.variant.practice {
      days[played.game, default: []].insert(played.variant.day)
    }
    return days
  }
}
