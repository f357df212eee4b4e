import ArcadeCore
import ArcadeStore
import ArcadeTUI
import Foundation

/// The arcade's services without a terminal, for commands that print what the screens would show.
enum HeadlessServices {
  static func make(display: DisplaySettings) -> ArcadeServices {
    let environment = LaunchEnvironment.current()
    let services = ArcadeServices(
      clock: SystemClock(), seeds: SeedSource(fixed: nil, entropy: Entropy.seed()),
      settings: PlayerSettings(playerName: LoginName.current(), unicode: !display.ascii), colorsAvailable: false,
      unicodeAvailable: !display.ascii, dataDirectory: DataDirectory.locate(environment: environment),
      openStore: { StoreWiring.open(db: display.db, local: display.local, environment: environment) })
    services.storage.warmUp()
    return services
  }
}
