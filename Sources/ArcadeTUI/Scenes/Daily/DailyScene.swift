import ArcadeCore

/// The Daily screen: each game's deal of the day (the same for everyone), where the player stands on it, their
/// streaks, and a calendar of the last five weeks where any past day can be played again as practice.
public struct DailyScene: RoundOpener {
  let services: ArcadeServices
  private(set) var games: [ArcadeGame] = []
  private(set) var selected = 0
  private(set) var today = DailyDate(dayNumber: 0)
  private(set) var day = DailyDate(dayNumber: 0)
  /// Today's standing of each game, in `games`' order.
  private(set) var todays: [DailyDayStatus] = []
  /// The calendar's days of the chosen game.
  private(set) var calendar: [DailyDate: DailyDayStatus] = [:]
  private(set) var streaks: [GameID: DailyStreak] = [:]
  private(set) var allSix = DailyStreak(current: 0, longest: 0)
  /// The chosen day's board of the chosen game, best first.
  private(set) var board: [RankedRound] = []
  private(set) var player = ""
  /// The player's finished dailies of the calendar's weeks, read as the screen appears.
  private(set) var dailies: [PlayedRound] = []
  /// The places on each day's board (today's, the calendar's) and the chosen day's board are still to be read:
  /// a board read a day, after the first frame, on the next tick.
  private(set) var ranksPending = false
  /// The next UTC midnight on the loop's clock: the screen turns to the new day then, open or not.
  private(set) var midnight: Instant?
  /// The line under the lists: the chosen day's share line, or why there is none.
  private(set) var message: String?

  /// The game chosen when the screen first appears (the one whose daily just ended), and the day.
  private var opening: GameID?
  private var openingDay: DailyDate?

  /// `game` and `day` open the screen on that game and day (today unless given). What it shows is read as it appears:
  /// at once unless `appearing` is false (the loop then has it appear as it comes to the top).
  public init(services: ArcadeServices, game: GameID? = nil, day: DailyDate? = nil, appearing: Bool = true) {
    self.services = services
    opening = game
    openingDay = day
    if appearing { appear(frame: services.frame) }
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    DailyAction.table.help(
      title: "Daily",
      notes: [
        "Each game deals one daily a UTC day, the same on every machine. Your first attempt of the day is ranked,",
        "finished or not; later attempts and past days are practice. Streak: days in a row with a finished daily.",
      ])
  }

  /// The five weeks the calendar shows: Monday four weeks before this week's, to this week's Sunday.
  var calendarDays: [DailyDate] {
    let monday = today.adding(days: -((today.dayNumber + 3) % 7 + 7) % 7 - 28)
    return (0..<35).map { monday.adding(days: $0) }
  }

  public mutating func appear(frame: SceneFrame) {
    if games.isEmpty || opening != nil {
      games = services.games.games.filter { $0.daily != nil && $0.definition.daily != nil }
      selected = opening.flatMap { id in games.firstIndex { $0.id == id } } ?? 0
      opening = nil
      day = services.today
    }
    today = services.today
    let wallNow = services.clock.wallDate(at: frame.now).timeIntervalSince1970
    let untilMidnight = (Double(today.dayNumber + 1) * 86_400 - wallNow) * 1000
    midnight = frame.now.advanced(byMilliseconds: Int64(untilMidnight.rounded(.up)))
    if let openingDay {
      day = max(calendarDays[0], openingDay)
      self.openingDay = nil
    }
    if day > today { day = today }
    dailies = services.playerDailies(since: calendarDays[0])
    todays = todaysStandings(frame: frame, ranked: false)
    let days = services.recorder.dailyDays(player: services.player.name)
    streaks = Dictionary(uniqueKeysWithValues: games.map { ($0.id, DailyStreak(played: days[$0.id] ?? [], today: today)) })
    allSix = DailyStreak(played: DailyStreak.allPlayed(days, games: games.map(\.id)), today: today)
    refreshCalendar(frame: frame)
  }

  /// The chosen game's calendar; its places on each day's board and the chosen day's board wait for the next tick.
  mutating func refreshCalendar(frame: SceneFrame, ranked: Bool = false) {
    guard games.indices.contains(selected) else { return }
    calendar = services.dailyStatuses(of: games[selected], days: calendarDays, dailies: dailies, ranked: ranked)
    ranksPending = !ranked
    if ranked { refreshBoard(frame: frame) } else { board = [] }
  }

  func todaysStandings(frame: SceneFrame, ranked: Bool) -> [DailyDayStatus] {
    games.map { services.dailyStatuses(of: $0, days: [today], dailies: dailies, ranked: ranked)[today] ?? .toPlay }
  }

  public func nextTick(after now: Instant) -> Instant? { ranksPending ? now : midnight }

  mutating func refreshBoard(frame: SceneFrame) {
    guard games.indices.contains(selected) else { return }
    player = services.player.name
    board = services.recorder.dailyRows(games[selected].id, DailyVariant(day: day, key: games[selected].daily?.key(services) ?? ""))
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    // A new UTC day while the screen is open: its deals, standing and calendar are the new day's.
    if services.today != today {
      if day == today { day = services.today }
      appear(frame: frame)
    }
    if event == .tick {
      if ranksPending {
        if todays.contains(where: { if case .finished(_, nil, _) = $0 { true } else { false } }) {
          todays = todaysStandings(frame: frame, ranked: true)
        }
        refreshCalendar(frame: frame, ranked: true)
      }
      return nil
    }
    guard let action = DailyAction.table.action(for: event, click: { .click($0) }), !games.isEmpty else { return nil }
    message = nil
    switch action {
    case .game(let delta):
      selected = (selected + delta + games.count) % games.count
      refreshCalendar(frame: frame)
    case .day(let delta):
      let days = calendarDays
      day = max(days[0], min(today, day.adding(days: delta)))
      refreshBoard(frame: frame)
    case .today:
      day = today
      refreshBoard(frame: frame)
    case .play:
      return .push(services.openDaily(games[selected], on: day))
    case .share:
      guard let line = services.shareLine(of: games[selected], on: day)?.text(ascii: !frame.theme.glyphs.isUnicode) else {
        message = "Nothing to share for \(day): the day's ranked attempt is not finished."
        return nil
      }
      // "copied" only where the terminal is known to take it (OSC 52); elsewhere the line is there to select.
      // "Copied" first: a long line is cut at the screen's edge, and the word must not be what is cut.
      message = services.display.copyToClipboard(line) ? "Copied: " + line : line
    case .race:
      // The day's best is raced once the player's own round of the day is on its board: before, it would show them the day.
      guard let best = board.first?.round, board.contains(where: { $0.round.player == player }) else {
        message = "Race the day's best once your own \(day) attempt is on its board."
        return nil
      }
      return .race(best)
    case .click(let point):
      return click(at: point, frame: frame)
    case .back:
      return .pop
    }
    return nil
  }

  /// The first row of the games' lines, and of the calendar's days (when the screen is tall enough to show it).
  static let firstGameRow = 3
  var firstCalendarRow: Int { Self.firstGameRow + games.count + 3 }

  private mutating func click(at point: Point, frame: SceneFrame) -> Transition? {
    let game = point.y - Self.firstGameRow
    if games.indices.contains(game) {
      if game == selected { return .push(services.openDaily(games[selected], on: day)) }
      selected = game
      refreshCalendar(frame: frame)
      return nil
    }
    let week = point.y - firstCalendarRow
    let weekday = (point.x - 2) / 4
    guard frame.size.height >= 24, (0..<5).contains(week), point.x >= 2, (0..<7).contains(weekday) else { return nil }
    let chosen = calendarDays[week * 7 + weekday]
    guard chosen <= today else { return nil }
    if chosen == day { return .push(services.openDaily(games[selected], on: day)) }
    day = chosen
    refreshBoard(frame: frame)
    return nil
  }
}
