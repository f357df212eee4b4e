import Foundation

/// A player's strength as Glicko-2 rates it (Glickman, "Example of the Glicko-2 system", 2013), as lichess rates its
/// games: a rating, how sure it is (the deviation), and how erratic the player is (the volatility).
public struct Glicko2: Hashable, Sendable {
  public var rating: Double
  public var deviation: Double
  public var volatility: Double

  public init(rating: Double = 1_500, deviation: Double = 350, volatility: Double = 0.06) {
    (self.rating, self.deviation, self.volatility) = (rating, deviation, volatility)
  }

  /// A game's result for the rated player: 1 a win, ½ a draw, 0 a loss.
  public struct Game: Sendable {
    public var opponent: Glicko2
    public var score: Double
    public init(against opponent: Glicko2, score: Double) { (self.opponent, self.score) = (opponent, score) }
  }

  /// The system constant: how far volatility may move in a period (Glickman suggests 0.3 to 1.2).
  static let tau = 0.5
  private static let scale = 173.7178

  /// This rating after one rating period of `games` (each match is a period of its own in Versus).
  public func rated(after games: [Game]) -> Glicko2 {
    let (mu, phi) = ((rating - 1_500) / Self.scale, deviation / Self.scale)
    guard !games.isEmpty else {
      return Glicko2(rating: rating, deviation: (phi * phi + volatility * volatility).squareRoot() * Self.scale, volatility: volatility)
    }
    var inverseV = 0.0
    var sum = 0.0
    for game in games {
      let (muJ, phiJ) = ((game.opponent.rating - 1_500) / Self.scale, game.opponent.deviation / Self.scale)
      let g = 1 / (1 + 3 * phiJ * phiJ / (Double.pi * Double.pi)).squareRoot()
      let expected = 1 / (1 + exp(-g * (mu - muJ)))
      inverseV += g * g * expected * (1 - expected)
      sum += g * (game.score - expected)
    }
    let v = 1 / inverseV
    let sigma = Self.volatility(phi: phi, v: v, delta: v * sum, sigma: volatility)
    let phiStar = (phi * phi + sigma * sigma).squareRoot()
    let newPhi = 1 / (1 / (phiStar * phiStar) + 1 / v).squareRoot()
    return Glicko2(rating: Self.scale * (mu + newPhi * newPhi * sum) + 1_500, deviation: Self.scale * newPhi, volatility: sigma)
  }

  /// The new volatility: the root of Glickman's f by the Illinois algorithm (step 5).
  private static func volatility(phi: Double, v: Double, delta: Double, sigma: Double) -> Double {
    let a = log(sigma * sigma)
    func f(_ x: Double) -> Double {
      let ex = exp(x)
      return ex * (delta * delta - phi * phi - v - ex) / (2 * pow(phi * phi + v + ex, 2)) - (x - a) / (tau * tau)
    }
    var (lower, upper) = (a, 0.0)
    if delta * delta > phi * phi + v {
      upper = log(delta * delta - phi * phi - v)
    } else {
      var k = 1.0
      while f(a - k * tau) < 0 { k += 1 }
      upper = a - k * tau
    }
    var (fLower, fUpper) = (f(lower), f(upper))
    // Converges in a few dozen steps; the bound only guards against a NaN that never would.
    for _ in 0..<100 where abs(upper - lower) > 0.000001 {
      let c = lower + (lower - upper) * fLower / (fUpper - fLower)
      let fC = f(c)
      if fC * fUpper <= 0 {
        (lower, fLower) = (upper, fUpper)
      } else {
        fLower /= 2
      }
      (upper, fUpper) = (c, fC)
    }
    return exp(lower / 2)
  }
}
