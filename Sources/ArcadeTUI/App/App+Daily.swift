import ArcadeCore

extension App {
  /// The stack after a daily's end (`.daily`): down to the Daily screen under the top when one is there, else one
  /// in the top's place (a daily opened by `arcade daily GAME`).
  static func backToDaily(_ game: GameID, in scenes: inout [any Scene], services: ArcadeServices) {
    if let below = scenes.lastIndex(where: { $0 is DailyScene }) {
      scenes.removeSubrange((below + 1)...)
    } else {
      scenes[scenes.count - 1] = DailyScene(services: services, game: game, appearing: false)
    }
  }
}
