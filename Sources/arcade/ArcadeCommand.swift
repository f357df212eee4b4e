import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// The `arcade` command: the menu by default, and subcommands for scripts.
@main
struct ArcadeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade",
    abstract: "Swift Arcade: six small games for the terminal.",
    discussion: """
      With no subcommand, opens the title menu. Keys: arrows or h j k l move, Enter opens, \
      ? shows the keys of every screen, q goes back, Ctrl-C quits.

      Options for the menu and `play`: --no-color (or NO_COLOR set), --ascii, --seed N \
      (the first game dealt), --db PATH.
      Scores are kept in $XDG_DATA_HOME/swift-arcade/arcade.sqlite (or --db / ARCADE_DB).
      """,
    version: ArcadeVersion.current,
    subcommands: [MenuCommand.self, PlayCommand.self, ScoresCommand.self, GenerateCommand.self],
    defaultSubcommand: MenuCommand.self
  )
}

/// Options every subcommand that draws takes.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Draw without colour (NO_COLOR in the environment does the same).")
  var noColor = false

  @Flag(help: "Draw with plain ASCII characters instead of Unicode.")
  var ascii = false

  @Option(help: "Seed for the first game dealt, to repeat a game exactly.")
  var seed: UInt64?

  @OptionGroup var store: StoreOptions
}

/// Where the scores are: shared by every subcommand that reads or writes them.
struct StoreOptions: ParsableArguments {
  @Option(help: "The score database (default: $ARCADE_DB, else $XDG_DATA_HOME/swift-arcade/arcade.sqlite).")
  var db: String?
}

/// Opens the title menu (what `arcade` alone does).
struct MenuCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "menu", abstract: "Open the title menu (the default).")

  @OptionGroup var display: DisplayOptions

  func run() throws {
    try TerminalSession(display: display).run { services in
      TitleScene(startedAt: services.now())
    }
  }
}

/// Opens one game directly.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "play", abstract: "Open one game directly.")

  @Argument(help: "The game: \(GameID.allCases.map(\.rawValue).joined(separator: ", ")).")
  var game: GameID

  @OptionGroup var display: DisplayOptions

  func run() throws {
    try TerminalSession(display: display).run { services in
      GameCatalog.scene(for: game, services: services)
    }
  }
}

extension GameID: ExpressibleByArgument {}
