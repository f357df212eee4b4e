import ArcadeCore

/// Hands each new game its seed: the `--seed` given for the first game, then a seeded sequence.
public struct SeedSource: Sendable {
  private var pending: UInt64?
  private var generator: SeededGenerator
  /// Every deal of this run follows from a seed the player chose, so none of them may be ranked.
  public let isChosen: Bool

  /// `fixed` is the seed the player asked for; `entropy` seeds the rest (the time at start, in the real program).
  ///
  /// Tests deal known boards to ranked games with `chosenByPlayer: false`; the command line never does.
  public init(fixed: UInt64?, entropy: UInt64, chosenByPlayer: Bool = true) {
    pending = fixed
    isChosen = fixed != nil && chosenByPlayer
    generator = SeededGenerator(seed: fixed.map { $0 ^ 0x5EED } ?? entropy)
  }

  public mutating func nextSeed() -> UInt64 {
    if let seed = pending {
      pending = nil
      return seed
    }
    // Keep seeds short enough to read aloud and type back with --seed.
    return generator.next() % 1_000_000
  }
}
