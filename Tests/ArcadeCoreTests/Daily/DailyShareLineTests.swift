import Foundation
import Testing

@testable import ArcadeCore

/// The line to share: what the issue shows, in emoji or ASCII, and nothing of the deal.
@Suite struct DailyShareLineTests {
  static let day = DailyDate("2026-11-26")!

  @Test func theLineReadsAsTheIssueShowsIt() {
    let line = DailyShareLine(day: Self.day, gameTitle: "Minesweeper", result: "1:42.31", rank: (3, 17), streak: 12)
    #expect(line.text(ascii: false) == "Swift Arcade daily 2026-11-26 · Minesweeper 1:42.31 · #3 of 17 · 🔥 12")
    #expect(line.text(ascii: true) == "Swift Arcade daily 2026-11-26 | Minesweeper 1:42.31 | #3 of 17 | streak 12")
    #expect(line.text(ascii: true).unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func aStripAndNoRankOrStreak() {
    let line = DailyShareLine(day: Self.day, gameTitle: "WordMatch", result: "640 points", rank: nil, streak: 0, strip: [true, false, true])
    #expect(line.text(ascii: false) == "Swift Arcade daily 2026-11-26 · WordMatch 640 points · ✅❌✅")
    #expect(line.text(ascii: true) == "Swift Arcade daily 2026-11-26 | WordMatch 640 points | +x+")
  }
}
