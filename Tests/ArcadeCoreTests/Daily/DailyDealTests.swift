import Foundation
import Testing

@testable import ArcadeCore

/// The daily's seeds and a dealt board for fixed dates: values that must never change, on any machine or version.
@Suite struct DailyDealTests {
  static let games: [GameID] = [.minesweeper, .wordsearch, .pathfinder, .priceguess, .wordmatch, .tictactoe]

  @Test func aDatesTextIsStrictAndReadsBackAsWritten() {
    for text in ["1970-01-01", "2026-11-26", "2028-02-29", "2100-12-31", "9999-12-31"] {
      #expect(DailyDate(text)?.description == text)
    }
    for text in ["2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-01", "26-11-26", "2026-11-26 ",
      "2026/11/26", "１９７０-01-01", "1969-12-31", "", "2026-11-2x"]
    {
      #expect(DailyDate(text) == nil, "\(text)")
    }
    // Every day of four centuries reads back as itself.
    let first = DailyDate("2000-01-01")!
    for offset in stride(from: 0, to: 146_097, by: 1) {
      let day = first.adding(days: offset)
      #expect(DailyDate(day.description) == day)
    }
  }

  @Test func theDayIsUTCsAtEitherSideOfMidnight() {
    let midnight = Date(timeIntervalSince1970: 1_795_651_200)  // 2026-11-26 00:00:00 UTC
    #expect(DailyDate(containing: midnight).description == "2026-11-26")
    #expect(DailyDate(containing: midnight.addingTimeInterval(-0.001)).description == "2026-11-25")
    #expect(DailyDate(containing: midnight.addingTimeInterval(86_399.999)).description == "2026-11-26")
    #expect(DailyDate(containing: Date(timeIntervalSince1970: 0)).description == "1970-01-01")
  }

  /// Computed once by an independent implementation (Python, from the rule in `DailyDeal`'s comment), in the
  /// order of `games`: a change here changes every past and future daily.
  static let pinned: [String: [UInt64]] = [
    "2026-11-26": [
      7_912_401_867_571_168_881, 13_750_677_288_381_167_111, 7_606_316_480_731_258_622, 16_099_879_444_876_495_887,
      9_207_000_613_599_687_181, 11_992_640_812_406_073_123,
    ],
    "2027-01-01": [
      18_415_566_329_001_708_189, 3_891_712_031_349_918_910, 5_828_632_533_988_463_086, 17_099_478_237_514_220_369,
      15_182_529_665_410_022, 6_090_177_889_695_617_450,
    ],
    "2030-02-28": [
      11_623_776_579_007_497_423, 52_218_455_902_444_254, 3_110_428_279_272_073_224, 5_253_996_612_213_322_264,
      13_163_199_309_349_906_600, 1_994_450_185_870_576_972,
    ],
  ]

  @Test func theSeedsOfFixedDaysNeverChange() throws {
    for (text, seeds) in Self.pinned {
      let date = try #require(DailyDate(text))
      #expect(Self.games.map { DailyDeal.seed(for: $0, on: date) } == seeds, "\(text)")
    }
    // A key makes a daily of its own (WordMatch's language pairs), and days and games never share a seed.
    let day = DailyDate("2026-11-26")!
    #expect(DailyDeal.seed(for: .wordmatch, on: day, key: "en-es") != DailyDeal.seed(for: .wordmatch, on: day, key: "en-fr"))
    let year = (0..<365).flatMap { offset in Self.games.map { DailyDeal.seed(for: $0, on: day.adding(days: offset)) } }
    #expect(Set(year).count == year.count)
  }

  /// The day's Minesweeper board (Intermediate, guess-free, first reveal in the centre) for a fixed day: if the
  /// generator ever deals another board from this seed, dailies must keep a generator of their own.
  @Test func aFixedDaysBoardNeverChanges() throws {
    let seed = DailyDeal.seed(for: .minesweeper, on: try #require(DailyDate("2026-11-26")))
    let board = MinefieldGenerator.generate(
      configuration: .intermediate, firstReveal: MinefieldConfiguration.intermediate.centre, noGuess: true, seed: seed
    ).minefield
    let mines = board.minePositions.map { $0.row * 16 + $0.column }.sorted()
    #expect(mines == Self.pinnedMines, "\(mines)")
  }

  /// Row × 16 + column of each of the 40 mines, as dealt when this was written.
  static let pinnedMines: [Int] = [
    1, 5, 12, 20, 21, 22, 24, 29, 31, 40, 50, 56, 83, 89, 90, 95, 100, 105, 106, 109, 111, 114, 117, 144, 155, 157, 185,
    189, 197, 204, 206, 207, 209, 215, 226, 242, 244, 248, 252, 255,
  ]
}
