import ArgumentParser

/// What every `arcade generate` game takes besides its own options: the seed, how many deals, JSON or text.
public struct DealSeries: ParsableArguments, Sendable {
  @OptionGroup public var seed: SeedOption

  @Flag(help: "One JSON object a deal, one a line.")
  public var json = false

  @Option(help: ArgumentHelp("This many deals, from consecutive seeds.", valueName: "n"))
  public var count: Int?

  public init() {}

  /// The count given, else `fallback`, checked against the game's limit.
  public func count(upTo limit: Int, or fallback: Int = 1) throws(GameFlagError) -> Int {
    guard let count else { return fallback }
    guard (1...limit).contains(count) else {
      throw GameFlagError("--count must be a whole number from 1 to \(limit), not \(count)")
    }
    return count
  }
}

/// `--seed N`: the one place a seed is read from a command line, for `play` and `generate` alike.
public struct SeedOption: ParsableArguments, Sendable {
  @Option(help: ArgumentHelp("The seed: the same seed deals the same game (default: a new one).", valueName: "n"))
  public var seed: UInt64?

  public init() {}
}
