import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The options screen's first look (Classic, no remembered choice), the focus pointer, and the rows a preset fixes.
@Suite struct MinesweeperOptionsFixedRowsTests {
  typealias Row = MinesweeperOptionsScene.Row

  @Test func firstScreenAt40x12() {
    let services = makeServices(size: .compact)
    let expected = """
               Minesweeper — Options
          ▶ Board     ◀ Classic      ▶
            Rows        10    from the preset
            Columns     7     from the preset
            Mines       10    from the preset
            No-guess  ◀ on  ▶
            ? marks   ◀ off ▶
                     [ Start ]
        Classic: 10×7, 10 mines, guess-free.


          ↑↓ choose · Enter start · q back
      """
    #expect(render(MinesweeperOptionsScene(recorder: services.recorder), size: .compact, services: services) == expected)
  }

  @Test func firstScreenAt100x30() {
    let services = makeServices(size: .roomy)
    let rows = [
      "", "", "", "",
      String(repeating: " ", count: 39) + "Minesweeper — Options", "", "",
      String(repeating: " ", count: 34) + "▶ Board     ◀ Classic      ▶", "",
      String(repeating: " ", count: 36) + "Rows        10    from the preset", "",
      String(repeating: " ", count: 36) + "Columns     7     from the preset", "",
      String(repeating: " ", count: 36) + "Mines       10    from the preset", "",
      String(repeating: " ", count: 36) + "No-guess  ◀ on  ▶", "",
      String(repeating: " ", count: 36) + "? marks   ◀ off ▶", "",
      String(repeating: " ", count: 45) + "[ Start ]", "",
      String(repeating: " ", count: 32) + "Classic: 10×7, 10 mines, guess-free.",
      "", "", "", "", "", "", "",
      String(repeating: " ", count: 23) + "↑↓ choose · ←→ change · Enter start · ? help · q back",
    ]
    #expect(screenLines(MinesweeperOptionsScene(recorder: services.recorder), services: services) == rows)
  }

  /// The play-test: ↓ ← ← ← on a preset turned No-guess off unseen. Now ↓ stops on Rows, shown fixed, and ← does nothing.
  @Test func downThenLeftOnAPresetChangesNothing() {
    let services = makeServices(size: .roomy)
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    send([.key(.down), .key(.left), .key(.left), .key(.left)], to: &scene, services: services)
    #expect(scene.choices == .standard)
    #expect(scene.form.focus == Row.rows.rawValue)
    let lines = screenLines(scene, services: services)
    #expect(lines[9] == String(repeating: " ", count: 34) + "▶ Rows        10    from the preset")
    #expect(!lines[7].contains("▶ Board"))
    // Custom frees the rows again: their arrows come back and ← changes them.
    send([.key(.up), .key(.left), .key(.down), .key(.left)], to: &scene, services: services)
    #expect(scene.choices.board == .custom && scene.choices.customRows == 11)
    #expect(screenLines(scene, services: services)[9].contains("▶ Rows      ◀ 11 ▶"))
  }

  @Test func thePointerShowsWithoutColourAndOnStartInAscii() {
    let services = makeServices(unicode: false, size: .compact)
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    send(keyNames("j j j j j j"), to: &scene, services: services)
    #expect(scene.form.startFocused)
    let lines = lines(render(scene, size: .compact, services: services))
    #expect(lines[7] == "             > [ Start ]")
    #expect(!lines.joined().contains("> Board"))
  }

  /// Every options screen gets the pointer: it is the shared form's.
  @Test func otherFormsGetThePointerToo() {
    let services = makeServices(size: .compact)
    let lines = lines(render(TicTacToeOptionsScene(recorder: services.recorder), size: .compact, services: services))
    #expect(lines[2] == "    ▶ Game        ◀ Classic  ▶")
  }

  @Test func aFixedRowTakesNoDigitsAndNoClicks() {
    let services = makeServices(size: .roomy)
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    let layout = scene.formLayout(for: .roomy)
    let click = InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: layout.leftArrowX, y: layout.rowY[Row.mines.rawValue])))
    send([click] + keys("25") + [.key(.backspace)], to: &scene, services: services)
    #expect(scene.form.focus == Row.mines.rawValue)
    #expect(scene.choices == .standard && scene.form.selection(Row.mines.rawValue) == 10)
  }
}
