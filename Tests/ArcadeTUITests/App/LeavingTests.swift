import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// One rule for `q` in every game: back to where the game was opened from (the menu here), never to the game's
/// Options or Home; and `o` on an end panel never stacks a second Options screen.
@Suite struct LeavingTests {
  /// Opens game `digit` from the menu, starts a round (Enter, on an Options or Home screen), and presses q.
  @Test(arguments: ["1", "2", "3", "4", "5", "6"])
  func qInAGameGoesBackToTheMenu(digit: String) throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    for event in [InputEvent.key(.character(Character(digit))), .key(.enter), .key(.character(" "))] {
      clock.advance(milliseconds: 700)
      terminal.enqueue(event)
      app.step()
    }
    #expect(app.depth >= 2, "game \(digit) did not open")
    #expect(!(app.topScene is TitleScene))
    terminal.enqueue(.key(.character("q")))
    app.step()
    #expect(app.topScene is TitleScene, "game \(digit): q left for \(type(of: app.topScene))")
    #expect(app.depth == 1)
    #expect(!app.isFinished)
  }

  /// TicTacToe's Options are under its game: `o` on the end panel replaces both with fresh Options.
  @Test func optionsFromAnEndPanelReplaceTheOptionsUnderTheGame() {
    let services = makeServices()
    var ultimate = TicTacToeOptions.standard
    ultimate.variant = .ultimate
    var scenes: [any Scene] = [
      TitleScene(services: services, startedAt: .zero), TicTacToeOptionsScene(recorder: services.recorder, options: .standard),
      TicTacToeScene(recorder: services.recorder, sitting: TicTacToeSitting(options: .standard), seed: 1, now: .zero),
    ]
    App.reopen(TicTacToeOptionsScene(recorder: services.recorder, options: ultimate), in: &scenes)
    #expect(scenes.count == 2)
    #expect((scenes.last as? TicTacToeOptionsScene)?.options.variant == .ultimate)
  }

  /// A game whose Options replaced it (Minesweeper) gets its Options in its place.
  @Test func optionsWithNoneUnderTakeTheGamesPlace() {
    let services = makeServices()
    var scenes: [any Scene] = [
      TitleScene(services: services, startedAt: .zero),
      MinesweeperScene(recorder: services.recorder, choices: .standard, configuration: .classic, seed: 1),
    ]
    App.reopen(MinesweeperOptionsScene(recorder: services.recorder, choices: .standard), in: &scenes)
    #expect(scenes.count == 2)
    #expect(scenes.last is MinesweeperOptionsScene)
  }

  /// Ctrl-C ends the run as interrupted (the program then exits 130); q from the menu does not.
  @Test func ctrlCEndsTheRunInterruptedAndQDoesNot() {
    for (key, interrupted) in [(Key.control("c"), true), (.character("q"), false)] {
      let services = makeServices()
      let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(key)])
      let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
      app.run()
      #expect(app.isFinished)
      #expect(app.interrupted == interrupted)
    }
  }
}
