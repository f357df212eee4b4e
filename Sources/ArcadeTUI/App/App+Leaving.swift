import ArcadeCore

/// A screen games are opened from: a game's `q` comes back to it.
public protocol RoundOpener: Scene {}

extension App {
  /// `q` in a game: down to the screen it was opened from, else (opened from the shell: `arcade play`, `resume`,
  /// `daily GAME`) back to the shell, as `q` in a terminal game started from the shell does.
  func leaveGame() {
    if let opener = scenes.lastIndex(where: { $0 is any RoundOpener }) {
      scenes.removeSubrange((opener + 1)...)
    } else {
      quitting = true
    }
  }

  /// `scene` in place of the top one, or of the same kind of screen right under it.
  static func reopen(_ scene: any Scene, in scenes: inout [any Scene]) {
    if scenes.count > 1, type(of: scenes[scenes.count - 2]) == type(of: scene) {
      scenes.removeLast()
    }
    scenes[scenes.count - 1] = scene
  }
}
