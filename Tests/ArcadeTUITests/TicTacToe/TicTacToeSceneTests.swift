import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite("TicTacToe classic scene")
struct TicTacToeSceneTests {
  @Test func theBoardIsLargeAndCentredAt100x30() {
    let services = makeServices(size: .roomy)
    let scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    let lines = screenLines(scene, services: services)
    #expect(lines[0].contains("TicTacToe · Classic vs Normal"))
    let layout = TicTacToeBoardLayout(size: .roomy)
    #expect(layout.cellWidth >= 5 && layout.cellHeight >= 3)
    #expect(lines[layout.origin.y] == String(repeating: " ", count: layout.origin.x) + "┌───────┬───────┬───────┐")
    // Empty cells show their keypad digit, 1 top-left.
    #expect(lines[layout.rect(of: 0).y + 1].contains("1"))
    #expect(lines.contains { $0.contains("Your move (X)") })
    #expect(lines.last?.contains("q back") == true)
  }

  @Test func itFitsCompactAt40x12() {
    let services = makeServices(size: .compact)
    let scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    let text = render(scene, size: .compact, services: services)
    #expect(!text.contains("Enlarge"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[2].trimmingCharacters(in: .whitespaces) == "┌───┬───┬───┐")
    #expect(lines.contains { $0.contains("Your move (X)") })
  }

  @Test func theComputerAnswersAfterAPauseWithTheBoardLocked() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    send(keys("5"), to: &scene, services: services)
    #expect(scene.game.board[4] == .x)
    #expect(scene.nextTick(after: .zero) == Instant(milliseconds: 300))
    #expect(screenLines(scene, services: services).contains { $0.contains("Computer (O) is thinking…") })
    send(keys("1"), to: &scene, services: services)
    #expect(scene.game.board[0] == nil)
    #expect(screenLines(scene, services: services).contains { $0.contains("Wait for the computer's move.") })
    advance(&scene, milliseconds: 299, clock: clock, services: services)
    #expect(scene.game.moves.count == 1)
    advance(&scene, milliseconds: 1, clock: clock, services: services)
    #expect(scene.game.moves.count == 2)
    #expect(scene.nextTick(after: clock.now()) == nil)
    // The computer has moved: the hint to wait for it goes, and the line says whose move it is.
    let after = screenLines(scene, services: services)
    #expect(!after.contains { $0.contains("Wait for the computer's move.") })
    #expect(after.contains { $0.contains("Your move (X)") })
  }

  @Test func anOccupiedCellIsRefusedWithAHint() {
    let services = makeServices(size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    send(keys("55"), to: &scene, services: services)
    #expect(scene.game.cellsTaken == [4])
    #expect(screenLines(scene, services: services).contains { $0.contains("That cell is taken: choose an empty one.") })
  }

  @Test func arrowsAndClicksTakeCellsToo() {
    let services = makeServices(size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    send([.key(.up), .key(.character("h")), .key(.enter)], to: &scene, services: services)
    #expect(scene.game.cellsTaken == [0])
    let cell = TicTacToeBoardLayout(size: .roomy).rect(of: 8)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: cell.x + 2, y: cell.y + 1)))], to: &scene, services: services)
    #expect(scene.game.cellsTaken == [0, 8])
  }

  @Test func aTwoPlayerWinFlashesThenShowsThePanelAndTheTally() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    send(keys("14253"), to: &scene, services: services)
    #expect(scene.phase == .celebrating(until: Instant(milliseconds: 500)))
    #expect(scene.nextTick(after: .zero) == Instant(milliseconds: 125))
    advance(&scene, milliseconds: 500, clock: clock, services: services)
    let lines = screenLines(scene, services: services)
    #expect(lines.contains { $0.contains("X wins") })
    #expect(lines.contains { $0.contains("Two players: X 1 O 0 draws 0") })
    #expect(lines.contains { $0.contains("Play again") })
  }

  @Test func aDrawWithPerfectIsRecordedAndPlayAgainKeepsTheTally() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .perfect, seed: 1, now: .zero)
    // Always take the cell Perfect itself would: the game is drawn.
    while !scene.game.status.isOver {
      if case .thinking = scene.phase {
        advance(&scene, milliseconds: 300, clock: clock, services: services)
        continue
      }
      var generator = SeededGenerator(seed: 0)
      let cell = TicTacToeComputer(.perfect).move(on: scene.game.board, as: .x, using: &generator)
      send(keys("\(cell + 1)"), to: &scene, services: services)
    }
    #expect(scene.game.status == .drawn)
    let lines = screenLines(scene, services: services)
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).contains("│") && $0.contains(" Draw ") })
    #expect(lines.contains { $0.contains("vs Perfect 0W 0L 1D") })
    // A standings board ranks the player, not the round: a draw is not praised as a best.
    #expect(lines.contains { $0.contains("You stand 1st of 1 on Classic vs Perfect") })
    #expect(!lines.contains { $0.contains("Best on") })
    let saved = try store.rounds(matching: RoundSelection(game: .tictactoe, order: .newestFirst, limit: 10))
    #expect(saved.map(\.variant) == ["classic-perfect"])
    #expect(saved.map(\.outcome) == [.draw])
    let again = try #require(send(keys("r"), to: &scene, services: services)?.replacement as? TicTacToeScene)
    #expect(again.sitting.gamesPlayed == 1)
    #expect(again.game.moves.isEmpty)
  }

  @Test func qGoesBack() {
    let services = makeServices(size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    #expect(send(keys("q"), to: &scene, services: services)?.isLeave == true)
  }

  @Test func asciiAndNoColourDrawTheBoardInPlainCharacters() {
    let services = makeServices(unicode: false, size: .roomy)
    let scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    let text = render(scene, size: .roomy, services: services)
    #expect(text.contains("+-------+-------+-------+"))
    // Every glyph of the board and its title has an ASCII form (an unmapped one would show as "?").
    let layout = TicTacToeBoardLayout(size: .roomy)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("TicTacToe . Classic vs Normal"))
    #expect(!lines[layout.origin.y..<layout.bottom].joined().contains("?"))
  }

  @Test func everyGlyphHasAnAsciiStandIn() {
    let services = makeServices(unicode: false)
    let scenes: [any Scene] = [
      TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero), UltimateScene(recorder: services.recorder, sitting: .ultimateHard, seed: 1, now: .zero),
      TicTacToeOptionsScene(recorder: services.recorder),
    ]
    for scene in scenes {
      for size in [Size.roomy, .compact] {
        #expect(unmappedGlyphs(scene, size: size, services: services) == [], "\(type(of: scene)) at \(size)")
      }
    }
  }
}
