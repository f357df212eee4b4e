import Foundation
import Testing

@testable import ArcadeCore

/// Streaks: days in a row with a finished daily, counted in UTC days.
@Suite struct DailyStreakTests {
  static let today = DailyDate("2026-11-26")!

  static func days(_ offsets: [Int]) -> Set<DailyDate> { Set(offsets.map { today.adding(days: $0) }) }

  @Test func aStreakEndsTodayOrYesterdayAndAGapEndsIt() {
    #expect(DailyStreak(played: [], today: Self.today) == DailyStreak(current: 0, longest: 0))
    #expect(DailyStreak(played: Self.days([0, -1, -2]), today: Self.today) == DailyStreak(current: 3, longest: 3))
    // Today still to play: yesterday's streak is alive.
    #expect(DailyStreak(played: Self.days([-1, -2]), today: Self.today) == DailyStreak(current: 2, longest: 2))
    // A missed day ends it; the longest is kept.
    #expect(DailyStreak(played: Self.days([0, -2, -3, -4, -5]), today: Self.today) == DailyStreak(current: 1, longest: 4))
    #expect(DailyStreak(played: Self.days([-2, -3]), today: Self.today) == DailyStreak(current: 0, longest: 2))
    // A day ahead of today (a clock set wrong) counts for nothing.
    #expect(DailyStreak(played: Self.days([1, 0]), today: Self.today) == DailyStreak(current: 1, longest: 1))
  }

  @Test func allSixCountsOnlyDaysWhenEveryGameWasFinished() {
    let games = GameDefinitions.arcade.dailyGames
    var byGame = Dictionary(uniqueKeysWithValues: games.map { ($0, Self.days([0, -1, -2])) })
    byGame[.wordmatch] = Self.days([0, -2])
    let all = DailyStreak.allPlayed(byGame, games: games)
    #expect(all == Self.days([0, -2]))
    #expect(DailyStreak(played: all, today: Self.today) == DailyStreak(current: 1, longest: 1))
    #expect(DailyStreak.allPlayed([:], games: games).isEmpty)
  }

  /// A player who flies from Los Angeles to Tokyo plays each evening, local time: the UTC days are consecutive,
  /// whatever the local dates say, so the streak goes on.
  @Test func aTimeZoneChangeKeepsTheStreak() {
    let utcMidnight = Double(Self.today.dayNumber) * 86_400
    let plays = [
      utcMidnight - 2 * 86_400 + 6 * 3_600,  // 22:00 in Los Angeles (UTC-8) on the 23rd: 06:00 UTC on the 24th
      utcMidnight - 86_400 + 5 * 3_600,  // 21:00 in Los Angeles on the 24th: 05:00 UTC on the 25th
      utcMidnight + 13 * 3_600,  // 22:00 in Tokyo (UTC+9) on the 26th: 13:00 UTC on the 26th
    ].map { DailyDate(containing: Date(timeIntervalSince1970: $0)) }
    #expect(DailyStreak(played: Set(plays), today: Self.today) == DailyStreak(current: 3, longest: 3))
  }
}
