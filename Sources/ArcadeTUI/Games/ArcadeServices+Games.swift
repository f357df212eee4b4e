import ArcadeCore

extension ArcadeServices {
  /// A game's boards, built from content loaded once; an unknown game has none.
  public func boards(of game: GameID) -> GameBoards { recorder.boards(of: game) }

  /// What opening a game from the menu shows: its instructions the first time, then its first screen.
  public func firstScene(of game: ArcadeGame) -> any Scene {
    let maker: SceneMaker
    do {
      maker = try game.launch(nil)
    } catch {
      return NotReadyScene(name: game.title, message: "\(error)")
    }
    if let instructions = game.instructions, !player.hasSeenInstructions(for: game.id) {
      return InstructionsScene(title: game.title, lines: instructions, game: game.id, player: player, then: { maker(self) })
    }
    return maker(self)
  }
}
