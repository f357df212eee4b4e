import Foundation
import Testing

@testable import ArcadeCore

/// The variant a daily is saved under: read back as written, refused in any other shape, and kept off every board
/// that is not the day's.
@Suite struct DailyVariantTests {
  static let day = DailyDate("2026-11-26")!

  @Test func aVariantReadsBackAsWritten() {
    let variants = [
      DailyVariant(day: Self.day), DailyVariant(day: Self.day, practice: true), DailyVariant(day: Self.day, key: "en-de"),
      DailyVariant(day: Self.day, key: "en-de", practice: true), DailyVariant(day: Self.day, key: "a b/c"),
    ]
    for variant in variants {
      #expect(DailyVariant(variant.description) == variant, "\(variant)")
      #expect(DailyVariant(variant.description) != nil)
      #expect(variant.ranked.description == DailyVariant(day: Self.day, key: variant.key).description)
    }
    #expect(DailyVariant(day: Self.day, key: "en-de", practice: true).description == "daily 2026-11-26/en-de practice")
  }

  @Test func anyOtherTextIsNotADaily() {
    for text in ["daily", "daily ", "daily 2026-11-31", "daily 2026-11-26x", "daily 2026-11-26/", "Daily 2026-11-26", "intermediate",
      "daily 26-11-2026", " daily 2026-11-26"]
    {
      #expect(DailyVariant(text) == nil, "\(text)")
    }
        #expect(DailyVariant("expert") == nil)
  }

  /// PathFinder's open board takes any variant but walls: never a daily, ranked or practice.
  @Test func aBoardOfAnyVariantLeavesDailiesOut() {
    let selection = Leaderboard.pathFinder.selection
    let open = PlayedRound(game: .pathfinder, player: "ana", startedAt: Date(), endedAt: Date(), outcome: .won, variant: "5x4")
    var daily = open
    daily.context = .daily(DailyVariant(day: Self.day))
    #expect(selection.accepts(open))
    #expect(!selection.accepts(daily))
    #expect(Leaderboard.daily(.pathfinder, DailyVariant(day: Self.day), ranking: GameDefinition.pathFinder.daily!.ranking).selection.accepts(daily))
  }
}
