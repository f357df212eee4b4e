/// Days in a row with a finished daily: the streak that ends today (or yesterday, while today is still to play) and
/// the longest ever. Days are UTC days, so a player who changes time zone keeps their streak.
public struct DailyStreak: Sendable, Hashable {
  public var current: Int
  public var longest: Int

  public init(current: Int, longest: Int) {
    self.current = current
    self.longest = longest
  }

  /// The streaks of the days in `played` as of `today`.
  public init(played: Set<DailyDate>, today: DailyDate) {
    var longest = 0
    var run = 0
    var previous: DailyDate?
    for day in played.sorted() where day <= today {
      run = previous.map { day.dayNumber == $0.dayNumber + 1 } == true ? run + 1 : 1
      longest = max(longest, run)
      previous = day
    }
    var current = 0
    var day = played.contains(today) ? today : today.adding(days: -1)
    while played.contains(day) {
      current += 1
      day = day.adding(days: -1)
    }
    self.init(current: current, longest: longest)
  }

  /// The days every one of `games` was finished: the "all six" streak's days.
  public static func allPlayed(_ daysByGame: [GameID: Set<DailyDate>], games: [GameID]) -> Set<DailyDate> {
    games.map { daysByGame[$0] ?? [] }.reduce(nil) { (all: Set<DailyDate>?, days) in all?.intersection(days) ?? days } ?? []
  }
}
