import ArcadeCore

/// Makes a game's first scene once the loop and its services exist.
public typealias SceneMaker = (ArcadeServices) -> any Scene

/// One game of the arcade: everything the menu, the command line, the leaderboard and Help know of it.
///
/// A game is added by one of these in the registry; nothing outside its entry
/// and its own folders switches over game ids.
public struct ArcadeGame {
  public var id: GameID
  public var title: String
  /// One line for the menu.
  public var tagline: String
  /// The rules in a few lines, for the Help screen.
  public var rules: [String]
  /// What `arcade play <game>` takes besides `--seed`, `--db` and the display options.
  public var playOptions: [GameOption]
  /// The first scene: with no flags the game's options screen, with flags the game at once.
  public var launch: (GameFlags) throws(GameFlagError) -> SceneMaker
  /// The game's leaderboards, built from content that was loaded once.
  public var boards: (ContentLibrary) -> GameBoards
  /// `arcade generate <game>`, for games whose deals can be printed.
  public var generator: GameGenerator?
  /// Shown once, the first time the game opens (and again with `i`); nil for none.
  public var instructions: [String]?

  public init(
    id: GameID, title: String, tagline: String, rules: [String], playOptions: [GameOption] = [],
    launch: @escaping (GameFlags) throws(GameFlagError) -> SceneMaker,
    boards: @escaping (ContentLibrary) -> GameBoards, generator: GameGenerator? = nil, instructions: [String]? = nil
  ) {
    self.id = id
    self.title = title
    self.tagline = tagline
    self.rules = rules
    self.playOptions = playOptions
    self.launch = launch
    self.boards = boards
    self.generator = generator
    self.instructions = instructions
  }

  /// The scene `arcade play` opens for these command-line arguments, or one line saying what is wrong.
  public func launch(arguments: [String]) throws(GameFlagError) -> SceneMaker {
    try launch(GameFlags(parsing: arguments, options: playOptions, game: id.rawValue))
  }
}

/// `arcade generate <game>`: prints deals for paper, checks and benchmarks.
public struct GameGenerator {
  /// One line for `arcade generate --help`.
  public var abstract: String
  public var options: [GameOption]
  /// The text to print for the given flags, the seed to use when `--seed` is not given and the data folder's
  /// content (themes, word lists), or one line naming a bad option.
  public var run: (_ flags: GameFlags, _ seed: UInt64, _ content: ContentLibrary) throws(GameFlagError) -> String

  public init(
    abstract: String, options: [GameOption],
    run: @escaping (_ flags: GameFlags, _ seed: UInt64, _ content: ContentLibrary) throws(GameFlagError) -> String
  ) {
    self.abstract = abstract
    self.options = options
    self.run = run
  }
}
