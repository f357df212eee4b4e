import ArcadeCore
import ArcadeTUI
import ArgumentParser
import Foundation

/// The `arcade` command: the menu by default, and subcommands for scripts.
@main
struct ArcadeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade",
    abstract: "Swift Arcade: \(HelpScene.inWords(GameRegistry.arcade().games.count)) small games for the terminal.",
    discussion: """
      With no subcommand, opens the title menu. Keys: arrows or h j k l move, Enter opens, \
      ? shows the keys of every screen, q goes back, Ctrl-C quits.

      Options for the menu and `play`: --color-theme NAME (or ARCADE_THEME), --no-color (or NO_COLOR set; \
      the Plain theme), --ascii, --seed N (the first game dealt), --db PATH, --player NAME (or ARCADE_PLAYER: \
      two people on one score file keep their own settings, Resume list and dailies, and play each other with \
      `arcade versus`). ARCADE_IDLE_MINUTES=N ends a run after N minutes without a key, its round kept for \
      Resume (a host's sessions set it: `arcade host`).
      Themes: dark, light, high-contrast, colour-blind, plain; chosen in Settings. Until one is chosen, \
      Dark or Light is found from COLORFGBG, else from the terminal's answer about its background colour.
      Scores are kept in $XDG_DATA_HOME/swift-arcade/arcade.sqlite (or --db / ARCADE_DB).

      A shared board for several machines: --db postgres://USER@HOST:PORT/DB[?sslmode=require] \
      (or ARCADE_DB). Every round is still saved in the local file first (the default one, or \
      --local PATH) and sent to the server in the background; the password comes from the URL, \
      PGPASSWORD or ~/.pgpass. `arcade scores --db URL --init` sets the server up, `--sync` sends \
      what waits.
      """,
    version: ArcadeVersion.current,
    subcommands: [
      MenuCommand.self, PlayCommand.self, DailyCommand.self, VersusCommand.self, ResumeCommand.self, ReplayCommand.self, ScoresCommand.self, GenerateCommand.self, HostCommand.self,
    ],
    defaultSubcommand: MenuCommand.self
  )

  /// `arcade` alone opens the menu without building the parser: its reflection over every command took
  /// two thirds of the time to the first frame. Anything given goes through the parser as usual.
  static func main() {
    ArgumentPasswords.hide()
    guard CommandLine.arguments.count == 1 else { return main(nil) }
    do {
      try MenuCommand.openMenu(display: DisplaySettings())
    } catch {
      exit(withError: error)
    }
  }
}

/// How a drawing command was asked to draw, and where the scores are: the options' values, parser or not.
struct DisplaySettings {
  var noColor = false
  var theme: String?
  var ascii = false
  var seed: UInt64?
  var db: String?
  var local: String?
  var player: String?
}

/// Options every subcommand that draws takes.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Draw without colour (NO_COLOR in the environment does the same).")
  var noColor = false

  // Not `--theme`: `arcade play wordsearch --theme NAME` already picks the words' theme.
  @Option(
    name: .customLong("color-theme"),
    help: ArgumentHelp("The colour theme for this run: \(ThemeName.namesForHelp) (ARCADE_THEME does the same).", valueName: "name"))
  var theme: String?

  @Flag(help: "Draw with plain ASCII characters instead of Unicode.")
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "Play as this player (ARCADE_PLAYER does the same): two people on one score file keep their own settings, Resume list and dailies.",
      valueName: "name"))
  var player: String?

  @OptionGroup var seed: SeedOption

  @OptionGroup var store: StoreOptions

  var settings: DisplaySettings { DisplaySettings(
      noColor: noColor, theme: theme, ascii: ascii, seed: seed.seed, db: store.db, local: store.local, player: player) }
}

/// Where the scores are: shared by every subcommand that reads or writes them.
struct StoreOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The score database (default: $ARCADE_DB, else $XDG_DATA_HOME/swift-arcade/arcade.sqlite), or a shared board.",
      discussion: "A shared board is a PostgreSQL server: postgres://USER@HOST:PORT/DB[?sslmode=require].",
      valueName: "path|url"))
  var db: String?

  @Option(
    help: ArgumentHelp(
      "With --db postgres://…: the local score file every round is saved in first (default: the usual file).",
      valueName: "path"))
  var local: String?
}

/// Opens the title menu (what `arcade` alone does).
struct MenuCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "menu", abstract: "Open the title menu (the default).")

  @OptionGroup var display: DisplayOptions

  func run() throws {
    try Self.openMenu(display: display.settings)
  }

  static func openMenu(display: DisplaySettings) throws {
    try TerminalSession(display: display).run(root: { TitleScene(services: $0, startedAt: $0.now()) })
  }
}

/// Plays a round of one game at once: with the options given, else those last chosen (or the standard ones).
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Play a round of one game at once.",
    discussion: HelpRequest.isAsked ? GameCommandLines.arcade.playHelp(.arcade()) : ""
  )

  @Argument(help: "The game: \(GameRegistry.arcade().names) (any case).")
  var game: String

  @Argument(parsing: .allUnrecognized, help: "The game's own options (below); without them the round starts with the options last chosen. They become the choices its options screen offers next.")
  var gameOptions: [String] = []

  @Flag(help: "Open the game's Options screen (as the menu does) instead of starting a round at once.")
  var options = false

  @OptionGroup var display: DisplayOptions

  func run() throws {
    let registry = GameRegistry.arcade()
    let first: SceneMaker
    do {
      first = try scene(in: registry)
    } catch {
      FileHandle.standardError.write(Data("arcade: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
    try TerminalSession(display: display.settings).run(root: first, menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }

  /// The first scene for the game and options given, or one line saying what is wrong with them.
  func scene(in registry: GameRegistry, commandLines: GameCommandLines = .arcade) throws(GameFlagError) -> SceneMaker {
    guard let entry = registry.game(named: game) else { throw registry.unknownGame(game) }
    if options {
      guard gameOptions.isEmpty else { throw GameFlagError("--options opens the Options screen; it takes none of the game's options") }
      return { $0.firstScene(of: entry) }
    }
    return try entry.play(commandLines.options(of: entry, from: gameOptions))
  }
}
