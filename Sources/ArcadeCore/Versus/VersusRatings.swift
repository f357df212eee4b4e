import Foundation

/// Each player's Glicko-2 rating for one variant, from the matches a store holds: every match is read again by the
/// referee, and only one that ended by the rules (a win, a draw, a resignation, a flag) is rated. A match with a
/// foul is not: one of its two sides broke the rules, so its result is not a game.
public struct VersusRating: Hashable, Sendable {
  public var player: String
  public var rating: Glicko2
  public var wins = 0
  public var draws = 0
  public var losses = 0

  public var games: Int { wins + draws + losses }

  /// The ratings of `variant`'s players from `matches` (any order), highest first; `now` is the reading arcade's
  /// clock, which decides flags that fell since the last move.
  public static func table(of matches: [VersusMatch], variant: TicTacToeVariant, now: Date) -> [VersusRating] {
    let rated = matches.filter { $0.variant == variant }.compactMap { match -> (end: Date, x: String, o: String, score: Double)? in
      guard let x = match.x, let o = match.o, x != o else { return nil }
      let state = VersusBoard(match, at: now).state
      let score: Double
      switch state {
      case .won, .resigned, .lostOnTime: score = state.winner == .x ? 1 : 0
      case .drawn: score = 0.5
      case .open, .toMove, .fouled: return nil
      }
      let end = match.createdAt.addingTimeInterval(Double(match.moves.last?.milliseconds ?? 0) / 1000)
      return (end, x, o, score)
    }
    var table: [String: VersusRating] = [:]
    for game in rated.sorted(by: { $0.end < $1.end }) {
      var (x, o) = (table[game.x] ?? VersusRating(player: game.x, rating: Glicko2()), table[game.o] ?? VersusRating(player: game.o, rating: Glicko2()))
      // Both sides are rated from the ratings they had before the game.
      (x.rating, o.rating) = (
        x.rating.rated(after: [.init(against: o.rating, score: game.score)]),
        o.rating.rated(after: [.init(against: x.rating, score: 1 - game.score)])
      )
      x.count(game.score)
      o.count(1 - game.score)
      (table[game.x], table[game.o]) = (x, o)
    }
    return table.values.sorted { ($0.rating.rating, $1.player) > ($1.rating.rating, $0.player) }
  }

  private mutating func count(_ score: Double) {
    if score == 1 { wins += 1 } else if score == 0 { losses += 1 } else { draws += 1 }
  }
}
