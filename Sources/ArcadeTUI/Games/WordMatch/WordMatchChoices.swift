import ArcadeCore
import ArgumentParser

/// WordMatch's options (the word list, speed, pairs, lives), for `arcade play wordmatch`, the options screen and
/// what is remembered; carried from scene to scene so the next game starts the same way.
public struct WordMatchChoices: GameOptions {
  @Option(help: ArgumentHelp("The word list by its code, e.g. en-es, en-fr, en-de.", valueName: "list"))
  var pair: String?

  /// File name of the chosen list in `data/wordmatch` ("en-es.json"); a missing or broken one falls back to the
  /// first good list. Remembered by the options screen; `--pair` picks it from the command line.
  @Option(help: .private)
  public var listFile: String?

  @Option(help: "How fast words fall.")
  var speed: WordMatchOptions.Speed = .normal

  @Option(
    help: ArgumentHelp(
      "Pairs a game: \(Self.listed(WordMatchOptions.pairCountChoices)) (only \(WordMatchOptions.standard.pairCount) are ranked).",
      valueName: "n"))
  var pairs = WordMatchOptions.standard.pairCount

  @Option(
    help: ArgumentHelp(
      "Wrong answers that end a game: \(Self.listed(WordMatchOptions.livesChoices)) (only \(WordMatchOptions.standard.lives) are ranked).",
      valueName: "n"))
  var lives = WordMatchOptions.standard.lives

  // Not offered anywhere a player sees; kept so a game's options come back whole.
  @Option(help: .private) var correctShare = WordMatchOptions.standard.correctShare
  @Option(help: .private) var feedbackMilliseconds = WordMatchOptions.standard.feedbackMilliseconds

  public init() {}

  public init(listFile: String?, options: WordMatchOptions) {
    self = Self.standard
    self.listFile = listFile
    self.options = options
  }

  /// Only the lengths the options screen offers, so what was played can be shown and chosen there again.
  public func validate() throws {
    for (name, value, offered) in [("pairs", pairs, WordMatchOptions.pairCountChoices), ("lives", lives, WordMatchOptions.livesChoices)]
    where !offered.contains(value) {
      throw ValidationError("--\(name) must be one of \(Self.listed(offered)), not \(value)")
    }
  }

  /// "5, 10, 15, 20 or 30".
  static func listed(_ values: [Int]) -> String {
    values.dropLast().map(String.init).joined(separator: ", ") + " or \(values.last ?? 0)"
  }

  /// How the game plays.
  public var options: WordMatchOptions {
    get {
      WordMatchOptions(
        speed: speed, pairCount: pairs, lives: lives, correctShare: correctShare, feedbackMilliseconds: feedbackMilliseconds)
    }
    set {
      (speed, pairs, lives) = (newValue.speed, newValue.pairCount, newValue.lives)
      (correctShare, feedbackMilliseconds) = (newValue.correctShare, newValue.feedbackMilliseconds)
    }
  }

  /// English → Spanish at Normal speed, 15 pairs, 3 lives: the game as the issue describes it.
  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  public static let standard: WordMatchChoices = {
    var choices = defaults
    choices.listFile = "en-es.json"
    return choices
  }()
}

extension WordMatchOptions.Speed: ExpressibleByArgument {}
