import ArcadeCore
import Foundation

extension ArcadeServices {
  /// The screen of `game`'s daily of `day`: the ranked attempt when the day is today and the player has not started
  /// it yet; else practice, saved and marked, never on a board. The attempt counts from now, finished or not.
  public func dailyScene(for game: ArcadeGame, on day: DailyDate) -> any Scene {
    guard let daily = game.daily, let resume = game.resume else {
      return NotReadyScene(name: game.title, message: "\(game.title) has no daily.")
    }
    let key = daily.key(self)
    var variant = DailyVariant(day: day, key: key)
    let opening: DailyOpening
    switch daily.deal(day, key, self) {
    case .success(let dealt): opening = dealt
    case .failure(let problem): return NotReadyScene(name: game.title, message: "No daily today: \(problem).")
    }
    let uid = UUID().uuidString
    variant.practice = day != today || !claimFirstAttempt(of: game.id, variant, uid: uid)
    let start = clock.wallDate(at: now())
    let round = UnfinishedRound(
      uid: uid, game: game.id, player: settings.playerName, options: opening.options, startedAt: start, leftAt: start,
      clockMilliseconds: 0, summary: "\(game.title) daily \(day)", tape: Data(opening.tape), context: .daily(variant))
    return resume(round, self) ?? NotReadyScene(name: game.title, message: "The day's deal cannot be played by this version.")
  }

  /// The daily of `game` on `day` to play now: today's first attempt taken up where it was left if it waits
  /// unfinished, else a new attempt (`dailyScene(for:on:)`).
  public func openDaily(_ game: ArcadeGame, on day: DailyDate) -> any Scene {
    if day == today, let uid = firstAttempt(of: game.id, DailyVariant(day: day, key: game.daily?.key(self) ?? "")),
      let waiting = scores?.unfinishedRounds(of: player.name, limit: 100).first(where: { $0.uid == uid })
    {
      return resumeScene(for: waiting)
    }
    return dailyScene(for: game, on: day)
  }

  /// The uid of the player's first attempt at a day's daily, if they started one (kept in the store's settings).
  public func firstAttempt(of game: GameID, _ variant: DailyVariant) -> String? {
    (try? scores?.setting(Self.attemptSetting(game, variant, player: settings.playerName))) ?? nil
  }

  /// Whether `uid` is the first attempt at the day: it is when none was started before, claimed in one step in the
  /// store (two arcades starting at once get one first attempt). A store that cannot keep the claim makes the
  /// attempt practice, and says so: a claim not kept would let every run rank.
  func claimFirstAttempt(of game: GameID, _ variant: DailyVariant, uid: String) -> Bool {
    guard let first = scores?.claimSetting(Self.attemptSetting(game, variant, player: settings.playerName), uid) else {
      report("the score file cannot keep today's first attempt now, so this \(game.rawValue) daily is practice")
      return false
    }
    return first == uid
  }

  static func attemptSetting(_ game: GameID, _ variant: DailyVariant, player: String) -> String {
    "daily.first \(game.rawValue) \(variant.ranked) \(player)"
  }
}
