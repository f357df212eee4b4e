import Foundation
import Testing

@testable import ArcadeCore

/// Glicko-2 against Glickman's own worked example, and the properties a rating must have.
@Suite struct Glicko2Tests {
  @Test func glickmansExampleGivesHisFigures() {
    let player = Glicko2(rating: 1_500, deviation: 200, volatility: 0.06)
    let rated = player.rated(after: [
      .init(against: Glicko2(rating: 1_400, deviation: 30), score: 1),
      .init(against: Glicko2(rating: 1_550, deviation: 100), score: 0),
      .init(against: Glicko2(rating: 1_700, deviation: 300), score: 0),
    ])
    #expect(abs(rated.rating - 1_464.06) < 0.01)
    #expect(abs(rated.deviation - 151.52) < 0.01)
    #expect(abs(rated.volatility - 0.05999) < 0.00001)
  }

  @Test func aWinRaisesALossLowersAndADrawBetweenEqualsChangesNothingButCertainty() {
    let new = Glicko2()
    #expect(new.rated(after: [.init(against: new, score: 1)]).rating > 1_500)
    #expect(new.rated(after: [.init(against: new, score: 0)]).rating < 1_500)
    let drawn = new.rated(after: [.init(against: new, score: 0.5)])
    #expect(abs(drawn.rating - 1_500) < 0.000001 && drawn.deviation < 350)
    // A period without games makes a rating less sure.
    #expect(Glicko2(rating: 1_600, deviation: 50).rated(after: []).deviation > 50)
  }
}

/// Ratings are read from the matches themselves: a foul, an unfinished match and a match against oneself rate nothing.
@Suite struct VersusRatingsTests {
  static func match(_ uid: String, x: String, o: String, cells: [Int], at seconds: Double, fouled: Bool = false) -> VersusMatch {
    var match = VersusRefereeTests.match(cells)
    (match.uid, match.x, match.o, match.createdAt) = (uid, x, o, Date(timeIntervalSince1970: seconds))
    if fouled { match.moves[0].mark = .o }
    return match
  }

  @Test func onlyGamesThatEndedByTheRulesAreRatedInOrder() {
    let win = [4, 1, 0, 2, 8]
    let matches = [
      Self.match("1", x: "ana", o: "eve", cells: win, at: 100),
      Self.match("2", x: "eve", o: "ana", cells: win, at: 200),
      Self.match("3", x: "ana", o: "eve", cells: win, at: 300),
      Self.match("foul", x: "bob", o: "ana", cells: win, at: 400, fouled: true),
      Self.match("going", x: "bob", o: "eve", cells: [4], at: 500),
      Self.match("self", x: "cy", o: "cy", cells: win, at: 600),
    ]
    let table = VersusRating.table(of: matches, variant: .classic, now: Date(timeIntervalSince1970: 700))
    #expect(table.map(\.player) == ["ana", "eve"])
    #expect(table[0].wins == 2 && table[0].losses == 1 && table[1].wins == 1 && table[1].losses == 2)
    #expect(table[0].rating.rating > 1_500 && table[1].rating.rating < 1_500)
    #expect(VersusRating.table(of: matches, variant: .ultimate, now: .distantFuture).isEmpty)
    // The order of the list does not matter: the matches are rated by when they ended.
    #expect(VersusRating.table(of: matches.reversed(), variant: .classic, now: Date(timeIntervalSince1970: 700)) == table)
  }
}
