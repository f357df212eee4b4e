import ArcadeCore

/// Hands each new round its seed: the `--seed` given deals the first round only, then fresh entropy.
///
/// Rounds dealt after a chosen seed from a sequence it seeds would be knowable in advance, so the rest
/// come from the entropy of the run and are ranked as usual; only the round dealt from the chosen seed is not.
public struct SeedSource: Sendable {
  private var pending: UInt64?
  private var generator: SeededGenerator
  /// The seed the player chose, if that seed is never to be ranked.
  private let chosen: UInt64?

  /// `fixed` is the seed the player asked for; `entropy` seeds the rest (the time at start, in the real program).
  ///
  /// Tests deal known boards to ranked games with `chosenByPlayer: false`; the command line never does.
  public init(fixed: UInt64?, entropy: UInt64, chosenByPlayer: Bool = true) {
    pending = fixed
    chosen = chosenByPlayer ? fixed : nil
    generator = SeededGenerator(seed: chosenByPlayer ? entropy : fixed.map { $0 ^ 0x5EED } ?? entropy)
  }

  /// The next round is dealt from the seed the player chose (so it will not be ranked).
  public var nextIsChosen: Bool { pending != nil && chosen != nil }

  /// Whether a round dealt in this run from `seed` was dealt from the player's chosen seed (a round resumed from
  /// another run carries its own context).
  public func isChosen(_ seed: UInt64?) -> Bool {
    guard let seed else { return false }
    return seed == chosen
  }

  public mutating func nextSeed() -> UInt64 {
    if let seed = pending {
      pending = nil
      return seed
    }
    // Keep seeds short enough to read aloud and type back with --seed; never the chosen one again,
    // so that a fresh round is never mistaken for the chosen deal.
    var seed = generator.next() % 1_000_000
    while seed == chosen { seed = generator.next() % 1_000_000 }
    return seed
  }
}
