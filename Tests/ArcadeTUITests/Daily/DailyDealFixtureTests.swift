import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// The deals of fixed days, as every game deals them from the repository's data: pinned, so a change to a generator,
/// a theme list, the catalog or a word list that would change past or future dailies fails here first.
@Suite struct DailyDealFixtureTests {
  /// FNV-1a (64-bit) of a day's opening tape: short enough to pin, and any changed byte changes it.
  static func digest(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }

  static let days = ["2026-11-26", "2027-01-01", "2030-02-28"]

  /// Digests by game, in `days`' order, computed when the daily was written.
  static let pinned: [GameID: [UInt64]] = [
    .minesweeper: [1_163_345_930_422_196_272, 6_812_916_677_816_693_561, 13_585_697_700_901_276_877],
    .pathfinder: [16_449_374_620_537_607_969, 15_841_162_940_542_730_781, 12_954_176_159_583_523_351],
    // Changed on purpose on 2026-11-28: wrong prices stand on a ladder round the right one (no outliers).
    .priceguess: [12_788_248_661_039_220_272, 4_969_917_863_528_192_450, 12_982_085_863_096_532_517],
    .tictactoe: [10_624_738_326_184_361_006, 13_159_050_709_747_020_484, 11_139_853_735_214_609_149],
    .wordmatch: [15_229_150_959_396_375_005, 13_866_956_560_436_911_250, 11_026_199_952_623_783_621],
    .wordsearch: [10_096_826_071_242_086_315, 7_514_051_078_255_725_312, 4_348_364_188_925_371_478],
  ]

  @Test func theDealsOfFixedDaysNeverChange() throws {
    let services = makeServices()
    var found: [GameID: [UInt64]] = [:]
    for game in services.games.games {
      let daily = try #require(game.daily, "\(game.id) has no daily")
      for text in Self.days {
        let day = try #require(DailyDate(text))
        switch daily.deal(day, daily.key(services), services) {
        case .success(let opening): found[game.id, default: []].append(Self.digest(opening.tape))
        case .failure(let problem): Issue.record("\(game.id.rawValue) on \(text): \(problem)")
        }
      }
    }
    for (game, digests) in found.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      #expect(Self.pinned[game] == digests, "\(game.rawValue): \(digests)")
    }
  }
}
