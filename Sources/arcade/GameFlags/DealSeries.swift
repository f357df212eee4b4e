import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// What every `arcade generate` game takes besides its own options: the seed, how many deals, JSON or text.
struct DealSeries: ParsableArguments, Sendable {
  @OptionGroup public var seed: SeedOption

  @Flag(help: "One JSON object a deal, one a line.")
  var json = false

  @Option(help: ArgumentHelp("This many deals, from consecutive seeds.", valueName: "n"))
  var count: Int?

  init() {}

  /// The count given, else `fallback`, checked against the game's limit.
  func count(upTo limit: Int, or fallback: Int = 1) throws(GameFlagError) -> Int {
    guard let count else { return fallback }
    guard (1...limit).contains(count) else {
      throw GameFlagError("--count must be a whole number from 1 to \(limit), not \(count)")
    }
    return count
  }
}

/// `--seed N`: the one place a seed is read from a command line, for `play` and `generate` alike.
struct SeedOption: ParsableArguments, Sendable {
  // Unconditional: "-1" is a value to refuse with the range, not a flag to leave the option without one.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The seed, 0 to \(UInt64.max): the same seed deals the same game (default: a new one).", valueName: "n"),
    transform: SeedOption.seed(from:))
  var seed: UInt64?

  /// A seed from the command line, or why the text is not one (naming the range a seed takes).
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError("a seed is a whole number from 0 to \(UInt64.max), and '\(text)' is not one")
    }
    return seed
  }

  init() {}
}
