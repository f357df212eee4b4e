import Testing
@testable import ArcadeCore

@Suite("Race time format")
struct RaceTimeFormatTests {
  @Test func hundredthsAreCutNotRounded() {
    #expect(formatRaceTime(milliseconds: 0) == "0.00")
    #expect(formatRaceTime(milliseconds: 1_112) == "1.11")
    #expect(formatRaceTime(milliseconds: 1_119) == "1.11")
    #expect(formatRaceTime(milliseconds: 1_125) == "1.12")
    #expect(formatRaceTime(milliseconds: 9_050) == "9.05")
    #expect(formatRaceTime(milliseconds: 59_999) == "59.99")
  }

  @Test func fromAMinuteMinutesAndTwoDigitSeconds() {
    #expect(formatRaceTime(milliseconds: 60_000) == "1:00.00")
    #expect(formatRaceTime(milliseconds: 65_300) == "1:05.30")
    #expect(formatRaceTime(milliseconds: 3_599_990) == "59:59.99")
    #expect(formatRaceTime(milliseconds: 3_600_000 + 5_000) == "1:00:05")
    #expect(formatRaceTime(milliseconds: -5) == "0.00")
  }
}
