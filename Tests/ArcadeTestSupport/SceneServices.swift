import ArcadeCore
@testable import ArcadeTUI

/// Services for a test: a manual clock, a fixed seed, a store (in memory unless given), the arcade's games,
/// a plain or coloured theme, and the repository's data folder.
///
/// `chosenSeed` deals from a seed the player chose (`--seed`: saved, never ranked); `openStore`, when given,
/// opens the store on first use instead of `store`, as the front end does.
public func makeServices(
  clock: ManualClock = ManualClock(), seed: UInt64 = 7, chosenSeed: Bool = false,
  store: any ScoreKeeping = MemoryScoreKeeper(), openStore: (() -> Result<any ScoreKeeping, any Error>)? = nil,
  games: GameRegistry = .arcade(), colors: Bool = false, theme forRun: ThemeName? = nil, unicode: Bool = true,
  size: Size = Size(width: 80, height: 24), dataDirectory: String = repositoryDataDirectory, player: String? = nil
) -> ArcadeServices {
  let services = ArcadeServices(
    clock: clock, seeds: SeedSource(fixed: seed, entropy: 1, chosenByPlayer: chosenSeed),
    settings: PlayerSettings(playerName: "tester", theme: colors ? nil : .plain, unicode: unicode),
    colorsAvailable: colors || (forRun != nil && forRun != .plain), themeForRun: forRun, unicodeAvailable: unicode,
    dataDirectory: dataDirectory, store: openStore == nil ? store : nil, openStore: openStore, games: games,
    playerForRun: player)
  services.screenSize = size
  return services
}

/// A scene drawn as the loop draws it before the ASCII fallback: the scene, or the too-small notice
/// (at the services' screen size unless given).
public func drawnCanvas(_ scene: any Scene, size: Size? = nil, services: ArcadeServices) -> Canvas {
  let size = size ?? services.screenSize
  services.screenSize = size
  var canvas = Canvas(size: size)
  if size.contains(scene.minimumSize) {
    scene.draw(into: &canvas, frame: services.frame)
  } else {
    TooSmallMessage.draw(into: &canvas, needed: scene.minimumSize, theme: services.theme)
  }
  return canvas
}

/// Draws a scene the way the loop does (too-small notice and ASCII fallback included) and returns the text.
public func render(_ scene: any Scene, size: Size? = nil, services: ArcadeServices) -> String {
  var canvas = drawnCanvas(scene, size: size, services: services)
  if !services.theme.glyphs.isUnicode { AsciiFallback.apply(to: &canvas) }
  return canvas.text
}
