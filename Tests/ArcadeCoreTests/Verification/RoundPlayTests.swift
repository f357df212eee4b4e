import Testing

@testable import ArcadeCore

/// A copy is the same deal and moves whatever its times: nudged or scaled times are the original's, a person's own
/// times over the same moves are not.
@Suite struct RoundPlayTests {
  static func play(_ times: [Int64], untimed: [UInt8] = [1, 2, 3]) -> RoundPlay { RoundPlay(untimed: untimed, times: times) }
  static let original = play([5_000, 6_000, 7_400, 8_100, 9_900, 12_000])

  @Test func nudgedOrScaledTimesAreACopy() {
    #expect(Self.play([5_000, 6_000, 7_400, 8_100, 9_900, 12_001]).isCopy(of: Self.original))
    #expect(Self.play([5_000, 5_500, 6_200, 6_550, 7_450, 8_500]).isCopy(of: Self.original))
    #expect(Self.play([1_000, 3_000, 5_800, 7_200, 10_800, 15_000]).isCopy(of: Self.original))
    #expect(Self.original.isCopy(of: Self.original))
  }

  @Test func otherMovesOrAPersonsOwnTimesAreNot() {
    #expect(!Self.play([5_000, 6_000, 7_400, 8_100, 9_900, 12_000], untimed: [1, 2, 4]).isCopy(of: Self.original))
    #expect(!Self.play([4_000, 5_900, 6_300, 8_800, 9_100, 13_000]).isCopy(of: Self.original))
    // One or two moves alike at another pace: two people may well play them so.
    #expect(!Self.play([100, 900]).isCopy(of: Self.play([100, 500])))
    #expect(Self.play([100, 500]).isCopy(of: Self.play([100, 500])))
  }
}
