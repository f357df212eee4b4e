import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct MinesweeperSceneTests {
  let pad = String(repeating: " ", count: 35)

  @Test func boardBeforeTheFirstReveal() {
    let services = makeServices(size: MinesweeperFixture.size)
    let text = lines(render(MinesweeperFixture.scene(services: services), size: MinesweeperFixture.size, services: services))
    #expect(text[8] == pad + "Mines 10      :)     Time 0:00")
    #expect(text[9] == pad + "┌─ Beginner no-guess ───────┐")
    // Rows and columns are labelled 1, then every fifth, counted from 1 as the hints count.
    for row in 10...18 {
      let label = row == 10 ? "1 " : row == 14 ? "5 " : "  "
      #expect(text[row] == String(pad.dropLast(2)) + label + "│ ■  ■  ■  ■  ■  ■  ■  ■  ■ │")
    }
    #expect(text[19] == pad + "└───────────────────────────┘")
    #expect(text[20] == pad + "  1           5")
    #expect(text[29].contains("←↑↓→ move · Space open · f flag · m flag mode · H hint · r new · ? help · q back"))
  }

  @Test func boardAfterTheFirstReveal() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    clock.advance(milliseconds: 3_400)
    let text = lines(render(scene, size: MinesweeperFixture.size, services: services))
    #expect(text[8] == pad + "Mines 10      :)     Time 0:03")
    #expect(text[10] == String(pad.dropLast(2)) + "1 │ ■  ■  ■  ■  ■  ■  ■  ■  ■ │")
    #expect(text[11] == pad + "│ ■  ■  ■  ■  2  1  1  2  ■ │")
    #expect(text[12] == pad + "│ ■  ■  ■  ■  2        1  ■ │")
    #expect(text[13] == pad + "│ ■  ■  ■  3  1        1  1 │")
    #expect(text[14] == String(pad.dropLast(2)) + "5 │ ■  ■  ■  1                │")
    #expect(scene.game.status == .playing)
  }

  @Test func theCursorStartsAtTheCentreAndStopsAtTheEdges() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    #expect(scene.cursor == Position(row: 4, column: 4))
    send(keyNames(String(repeating: "k ", count: 9) + String(repeating: "h ", count: 9)), to: &scene, services: services)
    #expect(scene.cursor == Position(row: 0, column: 0))
    send(keyNames(String(repeating: "Down ", count: 12) + String(repeating: "Right ", count: 12)), to: &scene, services: services)
    #expect(scene.cursor == Position(row: 8, column: 8))
    send(keyNames("Up Left"), to: &scene, services: services)
    #expect(scene.cursor == Position(row: 7, column: 7))
  }

  @Test func theCursorIsTheTerminalCursorOnTheCellsGlyph() {
    let services = makeServices(size: MinesweeperFixture.size)
    let scene = MinesweeperFixture.scene(services: services)
    let canvas = drawn(scene, services: services)
    let point = scene.layout(for: MinesweeperFixture.size).glyphPoint(of: scene.cursor)
    #expect(canvas.cursor == point)
    // The glyph under the cursor is in reverse video too, and only that one.
    #expect(canvas[point.x, point.y] == Cell("■", style: .reverse))
    #expect(canvas[point.x - 3, point.y] == Cell("■"))
    #expect(canvas.cells.count { $0.style.reverse } == 1)
  }

  @Test(arguments: [MinefieldConfiguration.beginner, .expert])
  func anArrowMoveRepaintsTwoGlyphsAndMovesTheTerminalCursorOneCell(configuration: MinefieldConfiguration) {
    for size in [MinesweeperFixture.size, Size(width: 64, height: 20)] {
      let services = makeServices(colors: true, size: MinesweeperFixture.size)
      var scene = MinesweeperFixture.scene(configuration, services: services)
      let step = scene.layout(for: size).cellWidth
      func check(_ key: String, dx: Int, dy: Int) {
        let before = drawn(scene, size: size, services: services)
        send(keyNames(key), to: &scene, services: services)
        let after = drawn(scene, size: size, services: services)
        // Only the old and the new cursor glyphs change: their reverse video moves with the cursor.
        #expect(changedCells(before, after) == 2, "\(key) at \(size)")
        guard let from = before.cursor, let to = after.cursor else {
          Issue.record("no terminal cursor at \(size)")
          return
        }
        #expect(after[to.x, to.y].style.reverse && !after[from.x, from.y].style.reverse, "\(key) at \(size)")
        #expect(Point(x: to.x - from.x, y: to.y - from.y) == Point(x: dx, y: dy), "\(key) at \(size)")
      }
      check("l", dx: step, dy: 0)
      check("j", dx: 0, dy: 1)
      check("h", dx: -step, dy: 0)
      check("k", dx: 0, dy: -1)
      // Also once the board is open and a note is showing: moving leaves the note alone.
      send(keyNames("Space H"), to: &scene, services: services)
      check(scene.cursor.column + 1 < configuration.columns ? "l" : "h", dx: scene.cursor.column + 1 < configuration.columns ? step : -step, dy: 0)
    }
  }

  @Test func theCursorHidesWhenTheGameIsOverAndUnderTheHelp() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    scene.covered(true, frame: services.frame)
    #expect(drawn(scene, services: services).cursor == nil)
    scene.covered(false, frame: services.frame)
    #expect(drawn(scene, services: services).cursor != nil)
    send([click(.left, Position(row: 1, column: 3), scene: scene)], to: &scene, services: services)
    #expect(scene.game.status.isOver)
    #expect(drawn(scene, services: services).cursor == nil)
  }

  @Test func aBoardThatMayNeedAGuessSaysSo() throws {
    // 16×30 with 300 mines, seed 1: no-guess generation runs out of its work limit.
    let dense = try MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 300)
    let size = MinesweeperFixture.size
    let services = makeServices(size: size)
    var scene = MinesweeperScene(recorder: services.recorder, choices: MinesweeperChoices(preset: .custom), configuration: dense, seed: 1)
    #expect(render(scene, size: size, services: services).contains("Custom no-guess"))
    send(keyNames("Space"), to: &scene, services: services)
    #expect(scene.game.guessing == .mayNeedGuess)
    var text = render(scene, size: size, services: services)
    #expect(text.contains("No guess-free board was found in time: this one may need a guess."))
    #expect(!text.contains("no-guess"))
    #expect(scene.help.notes.joined().contains("it may need a guess"))
    #expect(!scene.help.notes.joined().contains("logic always suffices"))
    // A hint's answer takes the note line for a while; the warning comes back with the next action.
    send(keyNames("H"), to: &scene, services: services)
    send(keyNames("f f"), to: &scene, services: services)
    text = render(scene, size: size, services: services)
    #expect(text.contains("may need a guess"))
    // A guess-free board says nothing of the kind.
    var easy = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &easy, services: services)
    #expect(easy.game.guessing == .guessFree)
    let easyText = render(easy, size: MinesweeperFixture.size, services: services)
    #expect(easyText.contains("Beginner no-guess"))
    #expect(!easyText.contains("may need a guess"))
  }

  @Test func aMoveAgainstTheEdgeChangesNothing() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("k k k k"), to: &scene, services: services)
    let before = drawn(scene, services: services)
    send(keyNames("k"), to: &scene, services: services)
    #expect(drawn(scene, services: services) == before)
  }

  @Test func fFlagsAndUnflags() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("f"), to: &scene, services: services)
    #expect(scene.game.display(at: Position(row: 4, column: 4)) == .flagged)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Mines 9 "))
    send(keyNames("f"), to: &scene, services: services)
    #expect(scene.game.display(at: Position(row: 4, column: 4)) == .hidden)
    #expect(scene.game.minesLeft == 10)
  }

  @Test func questionMarksCycleWhenSwitchedOn() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(choices: MinesweeperChoices(preset: .classic, questionMarks: true), services: services)
    var seen: [MinesweeperCellDisplay] = []
    for _ in 0..<3 {
      send(keyNames("f"), to: &scene, services: services)
      seen.append(scene.game.display(at: scene.cursor))
    }
    #expect(seen == [.flagged, .questioned, .hidden])
  }

  @Test func flagModeFlagsWithSpaceAndShowsInTheFrame() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("m Space"), to: &scene, services: services)
    #expect(scene.flagMode)
    #expect(scene.game.display(at: scene.cursor) == .flagged)
    #expect(scene.game.status == .ready)
    // Beside "Beginner no-guess" on a Beginner board, the badge is short and nothing is cut.
    let top = lines(render(scene, size: MinesweeperFixture.size, services: services))[9]
    #expect(top.contains("┌─ Beginner ───────── FLAG ─┐"))
    send(keyNames("Space m Space"), to: &scene, services: services)
    #expect(!scene.flagMode)
    #expect(scene.game.status == .playing)
  }

  @Test func chordingOpensTheUnflaggedNeighboursOfASatisfiedNumber() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    // (3,3) is a 3 with mines at (2,2), (2,3) and (3,2); (4,2) is its last closed neighbour.
    let three = Position(row: 3, column: 3)
    let closed = Position(row: 4, column: 2)
    send(keyNames("c"), to: &scene, services: services)
    #expect(scene.game.display(at: closed) == .hidden)
    for mine in [Position(row: 2, column: 2), Position(row: 2, column: 3)] {
      send([click(.right, mine, scene: scene)], to: &scene, services: services)
    }
    send([click(.middle, three, scene: scene)], to: &scene, services: services)
    #expect(scene.game.display(at: closed) == .hidden)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("To open around a 3, flag exactly 3 mines next to it."))
    send([click(.right, Position(row: 3, column: 2), scene: scene)], to: &scene, services: services)
    // Clicks move the cursor; Space on a satisfied number chords too.
    #expect(scene.cursor == Position(row: 3, column: 2))
    send(keyNames("l Space"), to: &scene, services: services)
    #expect(scene.cursor == three)
    #expect(scene.game.display(at: closed) == .number(1))
  }

  @Test func aLeftClickOnASatisfiedNumberChords() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    for mine in [Position(row: 2, column: 2), Position(row: 2, column: 3), Position(row: 3, column: 2)] {
      send([click(.right, mine, scene: scene)], to: &scene, services: services)
    }
    send([click(.left, Position(row: 3, column: 3), scene: scene)], to: &scene, services: services)
    #expect(scene.game.display(at: Position(row: 4, column: 2)) == .number(1))
  }

  @Test func aHintMovesTheCursorAndMarksTheGameAssisted() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("H"), to: &scene, services: services)
    #expect(scene.game.hintsUsed == 0)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("the first cell you open is always safe"))
    send(keyNames("Space H"), to: &scene, services: services)
    #expect(scene.game.hintsUsed == 1)
    guard case .safe(let cell) = scene.note else {
      Issue.record("expected a safe hint, got \(String(describing: scene.note))")
      return
    }
    #expect(scene.cursor == cell)
    #expect(!MinesweeperFixture.mines.contains(cell))
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("┌─ Beginner no-guess ── H1 ─┐"))
    #expect(text.contains("Hint: row \(cell.row + 1), column \(cell.column + 1) is safe."))
  }

  @Test func aHintedWinIsSavedAsAssisted() {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    // Keep asking and opening what is safe (flagging what is a mine) until the game ends.
    for _ in 0..<100 where !scene.game.status.isOver {
      send(keyNames("H"), to: &scene, services: services)
      switch scene.note {
      case .safe: send(keyNames("Space"), to: &scene, services: services)
      case .mine: send(keyNames("f"), to: &scene, services: services)
      default: Issue.record("no certain cell on a no-guess board")
      }
    }
    #expect(scene.game.status == .won)
    #expect(store.saved.count == 1)
    #expect(store.saved.first?.assistance == .help)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Saved; not ranked: hints used"))
  }

  @Test func losingShowsEveryMineTheExplodedOneAndWrongFlags() {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    let wrong = Position(row: 8, column: 8)
    let right = Position(row: 0, column: 6)
    send([click(.right, wrong, scene: scene), click(.right, right, scene: scene)], to: &scene, services: services)
    clock.advance(milliseconds: 5_000)
    let exploded = Position(row: 1, column: 3)
    send([click(.left, exploded, scene: scene)], to: &scene, services: services)
    #expect(scene.game.status == .lost(exploded: exploded))
    // The panel goes over the board: the board is checked as drawn under it.
    let layout = scene.layout(for: MinesweeperFixture.size)
    let canvas = drawnBoard(scene, services: services)
    for mine in MinesweeperFixture.mines {
      let point = layout.glyphPoint(of: mine)
      let expected: Character = mine == right ? "⚑" : "✹"
      #expect(canvas[point.x, point.y].glyph == expected, "\(mine)")
    }
    let boom = layout.glyphPoint(of: exploded)
    #expect(canvas[boom.x, boom.y].style == Style(bold: true, reverse: true))
    let cross = layout.glyphPoint(of: wrong)
    #expect(canvas[cross.x, cross.y].glyph == "✘")
    #expect(canvas.text.contains("X("))
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("│                         Boom!                          │"))
    #expect(words(text).contains("Time 5.00"))
    #expect(words(text).contains("Board Beginner"))
    #expect(text.contains("[ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ]"))
    #expect(store.saved.map(\.outcome) == [.lost])
  }

  @Test func theExplodedMineHasARedBackgroundInColour() {
    let services = makeServices(colors: true, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    let exploded = Position(row: 1, column: 3)
    send([click(.left, exploded, scene: scene)], to: &scene, services: services)
    let point = scene.layout(for: MinesweeperFixture.size).glyphPoint(of: exploded)
    #expect(drawnBoard(scene, services: services)[point.x, point.y].style.background == ThemePalette.dark.alarm)
  }

  @Test func winningRecordsExactlyOneRoundAndShowsThePanel() throws {
    let clock = ManualClock(start: Instant(milliseconds: 10_000))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    for event in keyNames(MinesweeperFixture.winningKeys) {
      send([event], to: &scene, services: services)
      clock.advance(milliseconds: 200)
    }
    #expect(scene.game.status == .won)
    #expect(scene.nextTick(after: clock.now()) == nil)
    // More keys go to the panel and save nothing more.
    send(keyNames("l h"), to: &scene, services: services)
    let round = try #require(store.saved.first)
    #expect(store.saved.count == 1)
    #expect(round.outcome == .won)
    #expect(round.game == .minesweeper)
    #expect(round.variant == "beginner")
    #expect(round.seed == 42)
    #expect(round.player == "tester")
    #expect(round.assistance.isEmpty)
    let keyCount = Int64(keyNames(MinesweeperFixture.winningKeys).count)
    #expect(round.durationMilliseconds == (keyCount - 1) * 200)
    #expect(round.startedAt == clock.wallDate(at: Instant(milliseconds: 10_000)))
    let details = try #require(MinesweeperRoundDetails(json: round.details))
    #expect(details.threeBV == 11)
    #expect(details.hints == 0)
    #expect(scene.receipt?.round.id == round.id)
    #expect(scene.receipt?.placement?.rank == 1)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("You win!"))
    // Beside the board at 100×30: the panel's lines share the screen's rows with the board's.
    #expect(words(text).contains("Time 13.60"))
    #expect(words(text).contains("3BV/s 0.81"))
    #expect(words(text).contains("Best on Beginner — fastest wins"))
    #expect(!text.contains("Hints"))
    // Under the panel, the board's header says it was won.
    let board = drawnBoard(scene, services: services)
    #expect(board.text.contains("B)"))
    #expect(board.text.contains("Mines 0 "))
  }

  @Test func thePanelButtonsWorkWithTheCommonKeysAndTheMouse() throws {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(MinesweeperFixture.winningKeys), to: &scene, services: services)
    #expect(scene.panel?.focus == .playAgain)
    #expect(send(keyNames("l Enter"), to: &scene, services: services)?.opensLeaderboard == true)
    #expect(send(keyNames("l"), to: &scene, services: services) == nil)
    let options = try #require(send(keyNames("Space"), to: &scene, services: services)?.reopened as? MinesweeperOptionsScene)
    #expect(options.choices == scene.choices)
    #expect(send(keyNames("q"), to: &scene, services: services)?.isMenu == true)
    #expect(send([.key(.escape)], to: &scene, services: services)?.isMenu == true)
    #expect(send(keyNames("L"), to: &scene, services: services)?.opensLeaderboard == true)
    #expect(send(keyNames("o"), to: &scene, services: services)?.reopened is MinesweeperOptionsScene)
    // b was the leaderboard's key before the common panel; it does nothing now.
    #expect(send(keyNames("b"), to: &scene, services: services) == nil)
    let panel = try #require(scene.panel)
    let buttons = panel.layout(in: scene.layout(for: MinesweeperFixture.size).panelArea).buttons
    let menu = try #require(buttons.first { $0.choice == .menu }?.drawn.rect)
    #expect(send([.mouse(MouseEvent(.press, .left, at: Point(x: menu.x + 2, y: menu.y)))], to: &scene, services: services)?.isMenu == true)
    let again = try #require(buttons.first { $0.choice == .playAgain }?.drawn.rect)
    let next = send([.mouse(MouseEvent(.press, .left, at: Point(x: again.x + 1, y: again.y)))], to: &scene, services: services)
    let fresh = try #require(next?.replacement as? MinesweeperScene)
    #expect(fresh.game.status == .ready)
    #expect(fresh.game.seed != 42)
    #expect(fresh.cursor == Position(row: 4, column: 4))
    #expect(fresh.choices == scene.choices)
    #expect(send(keyNames("r"), to: &scene, services: services)?.replacement is MinesweeperScene)
  }

  @Test func thePanelFocusStopsAtTheEnds() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(MinesweeperFixture.winningKeys), to: &scene, services: services)
    // ← from Play again must not wrap to Menu.
    #expect(send([.key(.left)], to: &scene, services: services) == nil)
    #expect(scene.panel?.focus == .playAgain)
    send([.key(.right), .key(.right), .key(.right), .key(.right)], to: &scene, services: services)
    #expect(scene.panel?.focus == .menu)
    send([.key(.tab)], to: &scene, services: services)
    #expect(scene.panel?.focus == .menu)
  }

  @Test func thePanelShowsItsKeysInTheFooterAndTheHelp() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    // At a person's pace, a key every 300 ms: the round ranks (instant keys would be a program's).
    for key in keyNames(MinesweeperFixture.winningKeys) {
      clock.advance(milliseconds: 300)
      _ = scene.handle(key, frame: services.frame)
    }
    // The panel's keys with v after L: a short footer keeps v (the board is under the panel) and drops o.
    // And w: the round kept its moves, so it can be watched played back.
    #expect(scene.help.keys.filter { $0.keys != "v" && $0.keys != "w" } == EndOfRoundPanel.helpEntries(hasOptions: true))
    #expect(scene.help.keys.contains { $0.keys == "w" })
    #expect(scene.help.keys[2].keys == "v")
    let wide = lines(render(scene, size: MinesweeperFixture.size, services: services))
    #expect(wide.joined().contains("[ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ]"))
    #expect(wide.last?.contains("r again · L board · v board · o options · w replay · ? help · q menu") == true)
    // Beginner at its smallest, 40×13: short labels, the whole panel over the board, no room for a footer.
    let narrow = lines(render(scene, size: Size(width: 40, height: 13), services: services))
    #expect(narrow.joined().contains("[ Again ] [ Board ] [ Opts ] [ Menu ]"))
    #expect(narrow.joined().contains("You win!"))
    #expect(narrow.joined().contains("Best on Beginner"))
    #expect(narrow.joined().contains("Seed"))
    let footer = lines(render(scene, size: Size(width: 40, height: 16), services: services))
    #expect(footer.last?.contains("r again · L board · v board · q menu") == true)
  }

  @Test func aRoundFromAChosenSeedIsSavedButNotRanked() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(seed: 42, chosenSeed: true, store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(MinesweeperFixture.winningKeys), to: &scene, services: services)
    #expect(store.saved.count == 1)
    #expect(scene.receipt?.placement == nil)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Saved; a chosen seed is not ranked"))
  }

  @Test func theTimerTicksOnWholeSecondsOnlyWhilePlaying() {
    let clock = ManualClock(start: Instant(milliseconds: 500))
    let services = makeServices(clock: clock, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    #expect(scene.nextTick(after: clock.now()) == nil)
    send(keyNames("Space"), to: &scene, services: services)
    #expect(scene.nextTick(after: Instant(milliseconds: 500)) == Instant(milliseconds: 1_500))
    #expect(scene.nextTick(after: Instant(milliseconds: 1_499)) == Instant(milliseconds: 1_500))
    #expect(scene.nextTick(after: Instant(milliseconds: 1_500)) == Instant(milliseconds: 2_500))
    clock.advance(milliseconds: 700)
    send([click(.left, Position(row: 1, column: 3), scene: scene)], to: &scene, services: services)
    #expect(scene.nextTick(after: clock.now()) == nil)
  }

  @Test func restartOptionsAndBack() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(choices: MinesweeperChoices(preset: .classic, noGuess: false), services: services)
    send(keyNames("Space r"), to: &scene, services: services)
    #expect(scene.game.status == .ready)
    #expect(!scene.game.noGuess)
    let options = send(keyNames("o"), to: &scene, services: services)?.replacement as? MinesweeperOptionsScene
    #expect(options?.choices == MinesweeperChoices(preset: .classic, noGuess: false))
    #expect(send([.key(.escape)], to: &scene, services: services)?.isLeave == true)
    #expect(send(keyNames("q"), to: &scene, services: services)?.isLeave == true)
  }

  @Test func minimumSizesAndSmallTerminals() {
    let services = makeServices(size: MinesweeperFixture.size)
    // Boards larger than the screen scroll: Expert and Intermediate ask only the arcade's least, 40×12.
    #expect(MinesweeperFixture.scene(.expert, services: services).minimumSize == Size(width: 40, height: 12))
    #expect(MinesweeperFixture.scene(.intermediate, services: services).minimumSize == Size(width: 40, height: 12))
    // Boards narrow enough for the side layout need only their framed rows: Classic and Beginner fit 40×12.
    #expect(MinesweeperFixture.scene(.beginner, services: services).minimumSize == Size(width: 40, height: 11))
    #expect(MinesweeperFixture.scene(.classic, services: services).minimumSize == Size(width: 40, height: 12))
    let small = render(MinesweeperFixture.scene(services: services), size: Size(width: 40, height: 10), services: services)
    #expect(small.contains("40×11"))
    // Expert in its minimum: two-wide cells, the whole board, the header.
    let expert = lines(render(MinesweeperFixture.scene(.expert, services: services), size: Size(width: 63, height: 20), services: services))
    #expect(expert[0].contains("Mines 99"))
    #expect(expert[2] == "│ " + Array(repeating: "■", count: 30).joined(separator: " ") + " │")
    #expect(expert[18].hasPrefix("└"))
  }

  @Test func asciiAndMonochromeStillReadable() {
    let services = makeServices(unicode: false, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    send([click(.right, Position(row: 8, column: 8), scene: scene), click(.left, Position(row: 1, column: 3), scene: scene)], to: &scene, services: services)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(unreadableInASCII(scene, size: MinesweeperFixture.size, services: services).isEmpty)
    #expect(text.contains("Boom!"))
    #expect(text.contains("| [ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ] |"))
    #expect(text.contains("r again . L board . v board . o options . w replay . ? help . q menu"))
    let board = drawnBoard(scene, services: services).text
    #expect(board.contains("*"))
    #expect(board.contains(" x "))
  }

  @Test func helpListsEveryKey() {
    let help = MinesweeperFixture.scene(services: makeServices()).help
    let keys = help.keys.map(\.keys).joined(separator: " ")
    for key in ["h j k l", "Space", "Enter", "f", "c", "m", "H", "click", "r", "o", "q  Esc"] {
      #expect(keys.contains(key), "\(key)")
    }
  }
}
