import ArcadeCore
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// The arcade's services without a terminal, for commands that print what the screens would show.
enum HeadlessServices {
  /// Refuses a `--player` name (or `ARCADE_PLAYER`) Settings would not take.
  static func make(display: DisplaySettings) throws(PlayerNameRefused) -> ArcadeServices {
    let environment = LaunchEnvironment.current()
    let player = try PlayerForRun.choose(flag: display.player, environment: environment).get()
    let services = ArcadeServices(
      clock: SystemClock(), seeds: SeedSource(fixed: nil, entropy: Entropy.seed()),
      settings: PlayerSettings(playerName: LoginName.current(), unicode: !display.ascii), colorsAvailable: false,
      unicodeAvailable: !display.ascii, dataDirectory: DataDirectory.locate(environment: environment),
      openStore: { StoreWiring.open(db: display.db, local: display.local, environment: environment) }, playerForRun: player)
    services.storage.warmUp()
    return services
  }

  /// For a command: a name it cannot play as is one line on stderr and exit 2.
  static func forCommand(display: DisplaySettings) throws -> ArcadeServices {
    do {
      return try make(display: display)
    } catch {
      FileHandle.standardError.write(Data("arcade: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
