import ArcadeCore
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Takes the terminal, runs the loop from a first scene, and gives the terminal back on every way out.
struct TerminalSession {
  let display: DisplaySettings

  func run(root: SceneMaker, menu: SceneMaker? = nil) throws {
    let environment = LaunchEnvironment.current()
    if let missing = StoreTarget.missingSharedBoard(db: display.db, environment: environment) {
      FileHandle.standardError.write(Data("arcade: \(missing)\n".utf8))
      throw ExitCode(2)
    }
    let playerForRun: String?
    switch PlayerForRun.choose(flag: display.player, environment: environment) {
    case .success(let name): playerForRun = name
    case .failure(let refused):
      FileHandle.standardError.write(Data("arcade: \(refused)\n".utf8))
      throw ExitCode(2)
    }
    let unicode = TerminalLocale.startCurses() && !display.ascii
    let themeForRun: ThemeName?
    switch ThemeForRun.choose(flag: display.theme, noColorFlag: display.noColor, environment: environment) {
    case .success(let name): themeForRun = name
    case .failure(let unknown):
      FileHandle.standardError.write(Data("arcade: \(unknown)\n".utf8))
      throw ExitCode(2)
    }
    let wantColors = themeForRun != .plain
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal(wantColors: wantColors)
    } catch let error as TerminalError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(2)
    }
    let clock = SystemClock()
    let existingFile = StoreWiring.existingFile(db: display.db, local: display.local, environment: environment)
    let services = ArcadeServices(
      clock: clock,
      seeds: SeedSource(fixed: display.seed, entropy: Entropy.seed()),
      settings: PlayerSettings(playerName: LoginName.current(), unicode: true),
      colorsAvailable: terminal.hasColors,
      themeForRun: themeForRun,
      detectedTheme: ThemeForRun.detected(environment: environment),
      unicodeAvailable: unicode,
      dataDirectory: DataDirectory.locate(environment: environment),
      openStore: { StoreWiring.open(db: display.db, local: display.local, environment: environment) },
      storeIsQuickToOpen: existingFile != nil,
      peekSettings: existingFile.map { path in { SettingsPeek.read(path: path) } },
      playerForRun: playerForRun
    )
    services.storage.isHosted = environment[HostLogin.hostedVariable] == "1"
    let app = App(terminal: terminal, services: services, root: root(services), menu: menu.map { make in { make(services) } })
    app.idleLimit = IdleLimit.milliseconds(environment: environment)
    app.run()
    terminal.stop()
    Self.sayGoodbye(app: app, storage: services.storage)
    // 128 + SIGINT, as a shell reports a program an interrupt ended: `arcade && next` does not go on.
    if app.interrupted { throw ExitCode(130) }
  }

  /// On stderr, once the terminal is the shell's again: why the run ended if not by a key, the store's problems, and
  /// rounds still waiting in the journal (or kept for this run only), with where they are.
  private static func sayGoodbye(app: App, storage: ScoreAccess) {
    if app.closedForIdle, let limit = app.idleLimit {
      FileHandle.standardError.write(Data("arcade: closed after \(limit / 60_000) min without a key; a round under way waits in Resume\n".utf8))
    }
    for message in storage.exitMessages {
      FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    }
    for line in storage.finish() {
      FileHandle.standardError.write(Data((line.hasPrefix(" ") ? line : "arcade: " + line).utf8 + [0x0A]))
    }
  }
}
