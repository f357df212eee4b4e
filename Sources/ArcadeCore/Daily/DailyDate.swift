import Foundation

/// A calendar day in UTC, written `YYYY-MM-DD`: the key of the day's deals, the same on every machine.
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (day 0), in the proleptic Gregorian calendar.
  public let dayNumber: Int

  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// The UTC day `date` falls on.
  public init(containing date: Date) {
    dayNumber = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  /// A strict `YYYY-MM-DD` of a day that exists (years 1970 to 9999); nil otherwise.
  public init?(_ text: some StringProtocol) {
    // Byte by byte: a board's or a streak's thousands of variants are read through here.
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1970...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day)
    else { return nil }
    dayNumber = Self.dayNumber(year: year, month: month, day: day)
  }

  public var description: String {
    let (year, month, day) = Self.civil(dayNumber)
    return String(format: "%04d-%02d-%02d", year, month, day)
  }

  public func adding(days: Int) -> DailyDate { DailyDate(dayNumber: dayNumber + days) }

  public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

  static func days(in month: Int, of year: Int) -> Int {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// Howard Hinnant's days-from-civil: exact for every Gregorian date, no calendar object or time zone involved.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Civil-from-days, the inverse of `dayNumber(year:month:day:)`.
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
