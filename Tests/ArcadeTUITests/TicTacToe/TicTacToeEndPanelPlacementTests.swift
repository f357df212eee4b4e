import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The end-of-round panel beside the board where there is room, so the final position and its winning line
/// stay in view; over it in a small terminal, where `v` hides the panel.
@Suite struct TicTacToeEndPanelPlacementTests {
  /// X takes the top row (1, 2, 3) against O on 4 and 5; the panel is up after the flash.
  func classicWin(services: ArcadeServices, clock: ManualClock) -> TicTacToeScene {
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    send(keys("14253"), to: &scene, services: services)
    advance(&scene, milliseconds: 500, clock: clock, services: services)
    return scene
  }

  /// Two players each take the first legal cell until the game ends: O wins with small boards 3, 5 and 7.
  func ultimateWin(services: ArcadeServices, clock: ManualClock) -> UltimateScene {
    var scene = UltimateScene(recorder: services.recorder, sitting: .ultimateTwoPlayers, seed: 1, now: .zero)
    services.screenSize = .roomy
    while !scene.game.status.isOver {
      let rect = UltimateBoardLayout(size: .roomy).rect(of: scene.game.board.legalMoves[0])
      send([.mouse(MouseEvent(.press, .left, at: Point(x: rect.x + 1, y: rect.y)))], to: &scene, services: services)
    }
    advance(&scene, milliseconds: 500, clock: clock, services: services)
    return scene
  }

  @Test func classicAt100x30ThePanelIsBesideTheBoard() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    let scene = classicWin(services: services, clock: clock)
    // Two players have no board: the panel says so in a few words.
    let board = [
      "       ┌───────┬───────┬───────┐",
      "       │  \\ /  │  \\ /  │  \\ /  │  ┌─ TicTacToe Classic ────────────────────────────────────┐",
      "       │   X   │   X   │   X   │  │                         X wins                         │",
      "       │  / \\  │  / \\  │  / \\  │  │                                                        │",
      "       ├───────┼───────┼───────┤  │                 Opponent   Two players                 │",
      "       │  .-.  │  .-.  │       │  │                 Moves                5                 │",
      "       │  | |  │  | |  │   6   │  │                 Time              0:00                 │",
      "       │  '-'  │  '-'  │       │  │                 Seed                 1                 │",
      "       ├───────┼───────┼───────┤  │                                                        │",
      "       │       │       │       │  │     Saved; not ranked: no board for these options      │",
      "       │   7   │   8   │   9   │  │                                                        │",
      "       │       │       │       │  │ [ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ] │",
      "       └───────┴───────┴───────┘  └────────────────────────────────────────────────────────┘",
      "                X wins",
      "     Two players: X 1 O 0 draws 0",
    ]
    let expected = [String(repeating: " ", count: 33) + "TicTacToe · Classic vs Two players"] + Array(repeating: "", count: 6)
      + board + Array(repeating: "", count: 7)
      + [String(repeating: " ", count: 16) + "r again · L board · v board · o options · w replay · ? help · q menu"]
    #expect(screenLines(scene, services: services) == expected)
  }

  /// The winning line is bold and in reverse video, so it shows with colours off; other cells are not.
  @Test func theWinningLineShowsWithoutColour() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, colors: false, size: .roomy)
    let scene = classicWin(services: services, clock: clock)
    let canvas = drawn(scene, size: .roomy, services: services)
    let layout = TicTacToeBoardLayout(size: .roomy, x: scene.placement(for: .roomy)?.boardX)
    for cell in 0..<9 {
      let rect = layout.rect(of: cell)
      let style = canvas[rect.x + rect.width / 2, rect.y + 1].style
      #expect(style.reverse == (cell < 3) && (cell >= 3 || style.bold), "cell \(cell)")
    }
  }

  @Test func aClickOnTheMovedPanelsButtonPlaysAgain() throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = classicWin(services: services, clock: clock)
    let lines = screenLines(scene, services: services)
    let y = try #require(lines.firstIndex { $0.contains("Play again") })
    let x = lines[y].distance(from: lines[y].startIndex, to: lines[y].range(of: "Play again")!.lowerBound)
    let next = send([.mouse(MouseEvent(.press, .left, at: Point(x: x, y: y)))], to: &scene, services: services)
    #expect(next?.replacement is TicTacToeScene)
  }

  @Test func classicAt40x12ThePanelCoversAndVShowsTheBoard() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .compact)
    var scene = classicWin(services: services, clock: clock)
    #expect(scene.placement(for: .compact)?.coversBoard == true)
    #expect(render(scene, size: .compact, services: services).contains("[ Again ] [ Board ] [ Opts ] [ Menu ]"))
    send(keys("v"), to: &scene, services: services)
    let expected = """
         TicTacToe · Classic vs Two players

                   ┌───┬───┬───┐
                   │ X │ X │ X │
                   ├───┼───┼───┤
                   │ O │ O │ 6 │
                   ├───┼───┼───┤
                   │ 7 │ 8 │ 9 │
                   └───┴───┴───┘
                       X wins
            Two players: X 1 O 0 draws 0
        r again · L board · v board · q menu
      """
    #expect(render(scene, size: .compact, services: services) == expected)
    // The hidden panel's buttons take no clicks; its keys still work, and v brings it back.
    let click = InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: 3, y: 8)))
    #expect(send([click], to: &scene, services: services) == nil)
    send(keys("v"), to: &scene, services: services)
    #expect(render(scene, size: .compact, services: services).contains("X wins"))
    #expect(send(keys("q"), to: &scene, services: services)?.isMenu == true)
  }

  @Test func theHelpListsV() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    let classic = classicWin(services: services, clock: clock)
    let ultimate = ultimateWin(services: services, clock: clock)
    for help in [classic.help, ultimate.help] {
      #expect(help.keys.contains { $0.keys == "v" && $0.action.contains("hide the panel") })
    }
  }

  @Test func ultimateAt100x30ThePanelIsBesideAndTheBigLineIsLit() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    let scene = ultimateWin(services: services, clock: clock)
    #expect(scene.game.status.winningLine?.cells == [2, 4, 6])
    let lines = screenLines(scene, services: services)
    #expect(lines[8] == "        .-.   │   \\ /   │   .-.     ┌─ TicTacToe Ultimate ───────────────────────────────────┐")
    #expect(lines[9] == "        | |   │    X    │   | |     │                         O wins                         │")
    #expect(lines[18] == "        '-'   │ ·  ·  · │ ·  ·  ·   │ [ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ] │")
    #expect(lines[20] == String(repeating: " ", count: 16) + "O wins")
    // The small boards of the winning line in reverse video; board 1 (won by O too, off the line) not.
    let canvas = drawn(scene, size: .roomy, services: services)
    let layout = UltimateBoardLayout(size: .roomy, x: scene.placement(for: .roomy)?.boardX)
    for board in [0, 2, 4, 6] {
      let rect = layout.rect(ofBoard: board)
      #expect(canvas[rect.x + 4, rect.y + 1].style.reverse == (board != 0), "board \(board)")
    }
  }

  @Test func ultimateAt40x12VShowsTheFinalPosition() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = ultimateWin(services: services, clock: clock)
    #expect(scene.placement(for: .compact)?.coversBoard == true)
    services.screenSize = .compact
    send(keys("v"), to: &scene, services: services)
    let lines = lines(render(scene, size: .compact, services: services))
    #expect(lines[0] == "   .-.   │   \\ /   │   .-.    O wins")
    #expect(lines[11] == "  r again · L board · v board · q menu")
  }
}
