import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite("Ultimate scene")
struct UltimateSceneTests {
  @Test func nineSmallBoardsAt100x30And40x12() {
    for size in [Size.roomy, .compact] {
      let services = makeServices(size: size)
      let scene = UltimateScene(recorder: services.recorder, sitting: .ultimateTwoPlayers, seed: 1, now: .zero)
      let text = render(scene, size: size, services: services)
      #expect(!text.contains("Enlarge"))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let layout = UltimateBoardLayout(size: size)
      let separator = lines[layout.origin.y + 3]
      #expect(separator.contains("─────────┼─────────┼─────────"), "\(size)")
      #expect(text.contains(size == .roomy ? "any highlighted board" : "Any board"), "\(size)")
    }
  }

  @Test func digitsPickTheBoardThenTheCellAndTheMoveSendsTheOpponent() {
    let services = makeServices(size: .roomy)
    var scene = UltimateScene(recorder: services.recorder, sitting: .ultimateTwoPlayers, seed: 1, now: .zero)
    send(keys("5"), to: &scene, services: services)
    #expect(scene.chosenBoard == 4)
    #expect(scene.game.moves.isEmpty)
    send(keys("3"), to: &scene, services: services)
    #expect(scene.game.cellsTaken == [UltimateMove(board: 4, cell: 2)])
    #expect(screenLines(scene, services: services).contains { $0.contains("Player 2 (O) to move in board 3") })
    // Now a digit is a cell of board 3.
    send(keys("9"), to: &scene, services: services)
    #expect(scene.game.cellsTaken.last == UltimateMove(board: 2, cell: 8))
  }

  @Test func aClickOutsideTheHighlightedBoardIsRefusedWithAHint() {
    let services = makeServices(size: .roomy)
    var scene = UltimateScene(recorder: services.recorder, sitting: .ultimateTwoPlayers, seed: 1, now: .zero)
    send(keys("53"), to: &scene, services: services)
    let cell = UltimateBoardLayout(size: .roomy).rect(of: UltimateMove(board: 0, cell: 0))
    send([.mouse(MouseEvent(.press, .left, at: Point(x: cell.x + 1, y: cell.y)))], to: &scene, services: services)
    #expect(scene.game.moves.count == 1)
    #expect(screenLines(scene, services: services).contains { $0.contains("Play in the highlighted board.") })
  }

  @Test func hardAnswersAfterThePause() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = UltimateScene(recorder: services.recorder, sitting: .ultimateHard, seed: 1, now: .zero)
    send(keys("55"), to: &scene, services: services)
    #expect(scene.game.moves.count == 1)
    advance(&scene, milliseconds: 300, clock: clock, services: services)
    #expect(scene.game.moves.count == 2)
    #expect(scene.game.cellsTaken[1].board == 4)
  }
}
