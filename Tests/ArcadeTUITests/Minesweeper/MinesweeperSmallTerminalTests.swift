import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// Classic and Beginner at 40×12: the side layout (header, note and keys in a column beside the board).
@Suite struct MinesweeperSmallTerminalTests {
  /// Opens the centre, then clicks every safe cell still closed (read from the dealt minefield): a win.
  static func win(_ scene: inout MinesweeperScene, size: Size, services: ArcadeServices) {
    send(keyNames("Space"), to: &scene, services: services)
    guard let field = scene.game.minefield else { return }
    for row in 0..<field.rows {
      for column in 0..<field.columns {
        let cell = Position(row: row, column: column)
        guard !field.isMine(cell), scene.game.marks[cell] != .revealed else { continue }
        send([click(.left, cell, scene: scene, size: size)], to: &scene, services: services)
      }
    }
  }

  @Test func classicBeforeTheFirstReveal() {
    let services = makeServices(size: .compact)
    let expected = """
      ┌─ Classic no-guess ──┐  Mines 10
      │ ■  ■  ■  ■  ■  ■  ■ │  Time 0:00
      │ ■  ■  ■  ■  ■  ■  ■ │  :)
      │ ■  ■  ■  ■  ■  ■  ■ │
      │ ■  ■  ■  ■  ■  ■  ■ │  ←↑↓→ move
      │ ■  ■  ■  ■  ■  ■  ■ │  Space open
      │ ■  ■  ■  ■  ■  ■  ■ │  f flag
      │ ■  ■  ■  ■  ■  ■  ■ │  m flag mode
      │ ■  ■  ■  ■  ■  ■  ■ │  H hint
      │ ■  ■  ■  ■  ■  ■  ■ │  r new
      │ ■  ■  ■  ■  ■  ■  ■ │  ? help
      └─────────────────────┘  q back
      """
    #expect(render(MinesweeperFixture.scene(.classic, services: services), size: .compact, services: services) == expected)
  }

  /// 100×30 keeps the usual layout: header above, labels, the full footer.
  @Test func classicAt100x30IsUnchanged() {
    let services = makeServices(size: .roomy)
    let pad = String(repeating: " ", count: 38)
    let cells = "│ ■  ■  ■  ■  ■  ■  ■ │"
    let board = (1...10).map { row in
      row == 1 || row == 5 || row == 10 ? String(repeating: " ", count: row == 10 ? 35 : 36) + "\(row) " + cells : pad + cells
    }
    let expected = Array(repeating: "", count: 7) + [
      String(repeating: " ", count: 35) + "Mines 10      :)     Time 0:00",
      pad + "┌─ Classic no-guess ──┐",
    ] + board + [
      pad + "└─────────────────────┘",
      String(repeating: " ", count: 40) + "1           5",
    ] + Array(repeating: "", count: 8) + [
      String(repeating: " ", count: 10) + "←↑↓→ move · Space open · f flag · m flag mode · H hint · r new · ? help · q back",
    ]
    #expect(screenLines(MinesweeperFixture.scene(.classic, services: services), services: services) == expected)
  }

  @Test func aHintsNoteWrapsInTheColumnAndTheKeysMakeRoom() {
    let services = makeServices(size: .compact)
    var scene = MinesweeperFixture.scene(.classic, services: services)
    send(keyNames("Space H"), to: &scene, services: services)
    let expected = """
      ┌─ Classic ────── H1 ─┐  Mines 10
      │ ■  ■  ■  ■  ■  ■  ■ │  Time 0:00
      │ ■  ■  ■  ■  ■  ■  ■ │  :)
      │ ■  ■  ■  ■  ■  ■  ■ │
      │ ■  ■  1  1  2  ■  ■ │  Hint: row 3,
      │ 1  1  1     1  1  1 │  column 4 is
      │                     │  safe.
      │ 1  1  1     1  1  1 │
      │ ■  ■  2  1  2  ■  ■ │  Space open
      │ ■  ■  ■  ■  ■  ■  ■ │  f flag
      │ ■  ■  ■  ■  ■  ■  ■ │  ? help
      └─────────────────────┘  q back
      """
    #expect(render(scene, size: .compact, services: services) == expected)
  }

  @Test func beginnerFitsWithTwoColumnCells() {
    let services = makeServices(size: .compact)
    let expected = """
      ┌─ Beginner ────────┐  Mines 10
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  Time 0:00
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  :)
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  ←↑↓→ move
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  Space open
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  f flag
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  m flag mode
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  H hint
      │ ■ ■ ■ ■ ■ ■ ■ ■ ■ │  ? help
      └───────────────────┘  q back

      """
    #expect(render(MinesweeperFixture.scene(.beginner, services: services), size: .compact, services: services) == expected)
  }

  @Test func clicksLandOnTheirCells() {
    let services = makeServices(size: .compact)
    var scene = MinesweeperFixture.scene(.classic, services: services)
    send(keyNames("Space"), to: &scene, services: services)
    let layout = scene.layout(for: .compact)
    #expect(layout.side != nil)
    // A right click on the glyph of row 1, column 3 (from 0): its flag shows there.
    let point = layout.glyphPoint(of: Position(row: 0, column: 2))
    send([.mouse(MouseEvent(.press, .right, at: point))], to: &scene, services: services)
    #expect(scene.game.marks[Position(row: 0, column: 2)] == .flagged)
    #expect(lines(render(scene, size: .compact, services: services))[1].hasPrefix("│ ■  ■  ⚑ "))
  }

  /// The panel must cover the board at 40×12; v hides it, and the column shows the face and the panel's keys.
  @Test func aWinShowsThePanelAndVShowsTheBoard() {
    let services = makeServices(size: .compact)
    var scene = MinesweeperFixture.scene(.classic, services: services)
    Self.win(&scene, size: .compact, services: services)
    #expect(scene.game.status == .won)
    #expect(scene.layout(for: .compact).panelCoversBoard)
    let covered = lines(render(scene, size: .compact, services: services))
    #expect(covered.contains { $0.contains("You win!") })
    #expect(covered.contains { $0.contains("[ Again ] [ Board ] [ Opts ] [ Menu ]") })
    send(keyNames("v"), to: &scene, services: services)
    let expected = """
      ┌─ Classic no-guess ──┐  Mines 0
      │    1  ⚑  2  1  1  ⚑ │  Time 0:00
      │    1  2  ⚑  2  2  1 │  B)
      │ 1  1  2  2  ⚑  2  1 │
      │ 1  ⚑  1  1  2  ⚑  1 │
      │ 1  1  1     1  1  1 │  r again
      │                     │  L board
      │ 1  1  1     1  1  1 │  v board
      │ 1  ⚑  2  1  2  ⚑  2 │  o options
      │ 1  1  2  ⚑  2  2  ⚑ │  w replay
      │       1  1  1  1  1 │  ? help
      └─────────────────────┘  q menu
      """
    #expect(render(scene, size: .compact, services: services) == expected)
    send(keyNames("v"), to: &scene, services: services)
    #expect(render(scene, size: .compact, services: services).contains("You win!"))
    #expect(send(keyNames("q"), to: &scene, services: services)?.isMenu == true)
  }
}
