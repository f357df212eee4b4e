import ArcadeCore
import ArgumentParser

/// Makes a game's first scene once the loop and its services exist.
public typealias SceneMaker = (ArcadeServices) -> any Scene

/// One game of the arcade: everything the menu, the command line, the leaderboard and Help know of it.
///
/// A game is added by one of these in the registry, over its core definition (its engines, daily and ranking);
/// nothing outside its entry and its own folders switches over game ids.
public struct ArcadeGame {
  /// The game as the core states it: what its rounds replay with, its daily's rules, how a day ranks.
  public var definition: GameDefinition
  public var id: GameID { definition.id }
  public var title: String
  /// One line for the menu.
  public var tagline: String
  /// The rules in a few lines, for the Help screen.
  public var rules: [String]
  /// What `arcade play <game>` takes besides `--seed`, `--db` and the display options: argument-parser's
  /// lines for the game's options type, built when asked for (argument-parser builds them by reflection, which
  /// costs more than the rest of a start).
  public var optionLines: [String] { makeOptionLines() }
  private let makeOptionLines: () -> [String]
  /// The first scene for `arcade play <game> ARGUMENTS`: with none the game's options screen, with some the
  /// game at once; or argument-parser's one line naming a wrong one.
  public var launch: (_ arguments: [String]) throws(GameFlagError) -> SceneMaker
  /// The first scene for `arcade play <game> ARGUMENTS`: a round at once, with the options given, else with those
  /// the player last started it with (or the standard ones); Options stay one key away (`o`).
  public var play: (_ arguments: [String]) throws(GameFlagError) -> SceneMaker
  /// The game's leaderboards, built from content that was loaded once: its definition's.
  public var boards: (ContentLibrary) -> GameBoards { definition.boards }
  /// `arcade generate <game>`, for games whose deals can be printed.
  public var generator: GameGenerator?
  /// Shown once, the first time the game opens (and again with `i`); nil for none.
  public var instructions: [String]?
  /// The screen of an unfinished round taken up again; nil when it cannot be (options or moves this version
  /// cannot read), or for a game whose rounds are not kept.
  public var resume: ((UnfinishedRound, ArcadeServices) -> (any Scene)?)?
  /// A saved round's tape as the game's own screens, for a replay; nil when the bytes are not one of its tapes.
  public var replay: (([UInt8], ArcadeServices) -> ReplayTape?)?
  /// The game's daily: the day's deal, the same for everyone; nil for a game without one.
  public var daily: DailyGame?
  /// A round's time as the game's screens and boards write it: m:ss, or Minesweeper's hundredths.
  public var formatTime: (_ milliseconds: Int64) -> String = { formatDuration(milliseconds: $0) }

  /// A game whose command line is `Flags`: `launch` gets the options they give, or nil when none were given.
  public init<Flags: GameFlags>(
    definition: GameDefinition, title: String, tagline: String, rules: [String], flags: Flags.Type,
    launch: @escaping (Flags.Options?) throws(GameFlagError) -> SceneMaker,
    generator: GameGenerator? = nil, instructions: [String]? = nil
  ) {
    self.definition = definition
    let id = definition.id
    self.title = title
    self.tagline = tagline
    self.rules = rules
    makeOptionLines = { Flags.optionLines }
    self.launch = { arguments throws(GameFlagError) in
      try launch(arguments.isEmpty ? nil : Flags.parsing(arguments).options)
    }
    play = { arguments throws(GameFlagError) in
      if !arguments.isEmpty { return try launch(Flags.parsing(arguments).options) }
      return { services in
        do throws(GameFlagError) {
          return try launch(services.player.rememberedOptions(for: id, as: Flags.Options.self) ?? .standard)(services)
        } catch {
          return NotReadyScene(name: title, message: error.description)
        }
      }
    }
    self.generator = generator
    self.instructions = instructions
  }

  /// A game that opens on its options screen: with no options given, `optionsScreen` on those the player last started
  /// it with (or the standard ones); with some, `start` at once.
  public init<Flags: GameFlags>(
    definition: GameDefinition, title: String, tagline: String, rules: [String], flags: Flags.Type,
    optionsScreen: @escaping (ArcadeServices, Flags.Options) -> any Scene,
    start: @escaping (ArcadeServices, Flags.Options) -> any Scene, generator: GameGenerator? = nil
  ) {
    let id = definition.id
    self.init(
      definition: definition, title: title, tagline: tagline, rules: rules, flags: flags,
      launch: { given in
        { services in
          given.map { start(services, $0) } ?? optionsScreen(services, services.player.rememberedOptions(for: id) ?? .standard)
        }
      }, generator: generator)
  }

  /// Replays of `Game`'s tapes, each position shown in `scene`.
  public mutating func replays<Game: RecordedGame>(_ type: Game.Type, in scene: @escaping (Game, ArcadeServices) -> any Scene) {
    replay = { bytes, services in ReplayTape.of(bytes, as: type, services: services, scene: scene) }
  }
}

/// The options of `arcade generate <game>` and the text they print: deals for paper, checks and benchmarks.
public protocol DealPrinter: ParsableArguments {
  /// One paragraph for `arcade generate --help`.
  static var abstract: String { get }
  /// The text to print, with `seed` for a `--seed` not given and the data folder's content (themes, word
  /// lists), or one line naming a bad option.
  func text(seed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String
}

/// `arcade generate <game>`: a game's `DealPrinter`, behind a type the registry can list.
public struct GameGenerator {
  public var abstract: String
  /// argument-parser's lines for the printer's options, built when asked for.
  public var optionLines: [String] { makeOptionLines() }
  private let makeOptionLines: () -> [String]
  /// Parses the arguments and prints, or names the problem in one line.
  public var run: (_ arguments: [String], _ seed: UInt64, _ content: ContentLibrary) throws(GameFlagError) -> String

  public init<Printer: DealPrinter>(_ printer: Printer.Type) {
    abstract = Printer.abstract
    makeOptionLines = { Printer.optionLines }
    run = { arguments, seed, content throws(GameFlagError) in try Printer.parsing(arguments).text(seed: seed, content: content) }
  }
}
