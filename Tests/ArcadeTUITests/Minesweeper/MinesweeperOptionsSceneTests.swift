import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct MinesweeperOptionsSceneTests {
  func services() -> ArcadeServices { makeServices(seed: 42, size: MinesweeperFixture.size) }

  typealias Row = MinesweeperOptionsScene.Row

  @Test func opensOnClassicAndEnterStartsAtOnceAndRemembers() throws {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Minesweeper — Options"))
    #expect(text.contains("▶ Board     ◀ Classic      ▶"))
    #expect(text.contains("Rows        10    from the preset"))
    #expect(text.contains("No-guess  ◀ on"))
    #expect(text.contains("? marks   ◀ off"))
    #expect(text.contains("Classic: 10×7, 10 mines, guess-free."))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .classic)
    #expect(game.game.seed == 42)
    #expect(game.game.noGuess)
    #expect(!game.game.questionMarks)
    #expect(services.player.rememberedOptions(for: .minesweeper) == MinesweeperChoices.standard)
  }

  @Test func theBoardRowShowsEachPresetsSizeAsFixed() throws {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    send(keyNames("l l l"), to: &scene, services: services)
    #expect(scene.choices.board == .expert)
    #expect(scene.form.selection(Row.rows.rawValue) == 16 && scene.form.selection(Row.columns.rawValue) == 30)
    #expect(scene.form.selection(Row.mines.rawValue) == 99)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Expert: 16×30, 99 mines, guess-free."))
    // A preset's numbers are shown as fixed: the cursor stops on them, and ← → and digits change nothing.
    send(keyNames("j"), to: &scene, services: services)
    #expect(scene.form.focus == Row.rows.rawValue)
    send(keyNames("h h h 7"), to: &scene, services: services)
    #expect(scene.choices.board == .expert && scene.form.selection(Row.rows.rawValue) == 16)
    send(keyNames("j j j"), to: &scene, services: services)
    #expect(scene.form.focus == Row.noGuess.rawValue)
    // The custom values are kept for when Custom is chosen again.
    #expect(scene.choices.customRows == 12)
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .expert)
  }

  @Test func customValuesAreTypedAndValidated() throws {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    // Classic → Custom (the choices wrap), then Rows, Columns, Mines.
    send(keyNames("h"), to: &scene, services: services)
    #expect(scene.choices.board == .custom)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Custom: 12×20, 40 mines, guess-free."))
    send(keyNames("j 5 Tab 5 Tab 1 7"), to: &scene, services: services)
    #expect(scene.choices.customRows == 5 && scene.choices.customColumns == 5 && scene.choices.customMines == 17)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(words(text).contains("Too many mines for this size (17): at most 16, so a 3×3 opening stays clear."))
    #expect(send([.key(.enter)], to: &scene, services: services) == nil)
    // Backspace drops a digit; ← stops at the least a field allows.
    send([.key(.backspace), .key(.left)], to: &scene, services: services)
    #expect(scene.choices.customMines == 1)
    send(keyNames("l l"), to: &scene, services: services)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Custom: 5×5, 3 mines, guess-free."))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == (try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 3)))
    #expect(services.player.rememberedOptions(for: .minesweeper, as: MinesweeperChoices.self)?.customMines == 3)
  }

  @Test func customMinesTakeAsManyDigitsAsTheLargestBoardAllows() {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    // 60×60 allows up to 3591 mines: four digits; rows and columns take two.
    send(keyNames("h j 6 0 Tab 6 0 Tab 3 5 9 1"), to: &scene, services: services)
    #expect(scene.choices.customRows == 60 && scene.choices.customColumns == 60)
    #expect(scene.choices.customMines == 3591)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Custom: 60×60, 3591 mines"))
  }

  @Test func denseCustomBoardsWarnThatNoGuessMayFail() {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    // Custom 30×30: 360 mines (40%) is still reliable, 400 is not.
    send(keyNames("h j 3 0 Tab 3 0 Tab 3 6 0"), to: &scene, services: services)
    var text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Custom: 30×30, 360 mines, guess-free."))
    send(keyNames("k j 4 0 0"), to: &scene, services: services)
    #expect(scene.choices.customMines == 400)
    text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(words(text).contains("Custom: 30×30, 400 mines: so dense a guess-free board may not be found in time."))
    // Without no-guess there is nothing to warn about, only that a guess may be needed.
    send(keyNames("j Space"), to: &scene, services: services)
    #expect(!scene.choices.noGuess)
    text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Custom: 30×30, 400 mines, may need a guess."))
    #expect(!text.contains("may not be found"))
  }

  @Test func rowsOutOfRangeAreNamed() {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    send(keyNames("h j 9 9"), to: &scene, services: services)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("A board of 99 rows is not allowed: choose 5 to 60 rows."))
  }

  @Test func togglesReachTheGame() throws {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    // Classic; down to No-guess (over the preset's fixed numbers), switched with → ; ? marks with Space.
    send([.key(.down), .key(.down), .key(.down), .key(.down), .key(.right)], to: &scene, services: services)
    #expect(scene.choices.board == .classic)
    #expect(!scene.choices.noGuess)
    send(keyNames("j Space"), to: &scene, services: services)
    #expect(scene.choices.questionMarks)
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .classic)
    #expect(!game.game.noGuess)
    #expect(game.game.questionMarks)
    // The board's options key comes back here with the same choices.
    var board = game
    let back = try #require(send(keyNames("o"), to: &board, services: services)?.replacement as? MinesweeperOptionsScene)
    #expect(back.choices == game.choices)
  }

  @Test func mouseChangesValuesSwitchesAndStarts() throws {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    let press = { (x: Int, y: Int) in InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: x, y: y))) }
    var layout = scene.formLayout(for: MinesweeperFixture.size)
    send([press(layout.rightArrowX(for: scene.form, row: 0), layout.rowY[0])], to: &scene, services: services)
    #expect(scene.choices.board == .beginner)
    send([press(layout.valueX, layout.rowY[Row.noGuess.rawValue])], to: &scene, services: services)
    #expect(!scene.choices.noGuess)
    // A fixed row takes no clicks; on Custom it does.
    send([press(layout.leftArrowX, layout.rowY[Row.rows.rawValue])], to: &scene, services: services)
    #expect(scene.choices.customRows == 12)
    let next = press(layout.rightArrowX(for: scene.form, row: 0), layout.rowY[0])
    send([next, next, next], to: &scene, services: services)
    #expect(scene.choices.board == .custom)
    layout = scene.formLayout(for: MinesweeperFixture.size)
    send([press(layout.leftArrowX, layout.rowY[Row.rows.rawValue])], to: &scene, services: services)
    #expect(scene.choices.customRows == 11)
    send([press(layout.rightArrowX(for: scene.form, row: Row.columns.rawValue), layout.rowY[Row.columns.rawValue])], to: &scene, services: services)
    #expect(scene.choices.customColumns == 21)
    let start = press(layout.start.rect.x + 2, layout.start.rect.y)
    let game = try #require(send([start], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration.rows == 11 && game.configuration.columns == 21)
  }

  @Test func qAndEscapeGoBack() {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    #expect(send(keyNames("q"), to: &scene, services: services)?.isLeave == true)
    #expect(send([.key(.escape)], to: &scene, services: services)?.isLeave == true)
  }

  @Test func theFooterComesFromTheHelp() {
    let services = services()
    let scene = MinesweeperOptionsScene(recorder: services.recorder)
    let wide = lines(render(scene, size: MinesweeperFixture.size, services: services))
    #expect(wide[29].contains("↑↓ choose · ←→ change · Enter start · ? help · q back"))
    let ascii = lines(render(scene, size: MinesweeperFixture.size, services: makeServices(unicode: false, size: MinesweeperFixture.size)))
    #expect(ascii[29].contains("^v choose . <> change . Enter start . ? help . q back"))
    #expect(ascii.joined().contains("> Board     < Classic      >"))
  }

  @Test func theSmallestTerminalShowsEveryRowAndTheSentence() {
    let services = services()
    var scene = MinesweeperOptionsScene(recorder: services.recorder)
    let size = Size(width: 40, height: 12)
    let tight = lines(render(scene, size: size, services: services))
    #expect(tight[0].contains("Minesweeper — Options"))
    #expect(tight[1].contains("Board"))
    #expect(tight[6].contains("? marks"))
    #expect(tight[7].contains("[ Start ]"))
    #expect(tight[8].contains("Classic: 10×7, 10 mines, guess-free."))
    #expect(tight[11].contains("Enter start"))
    send(keyNames("h j 5 Tab 5 Tab 1 7"), to: &scene, services: services)
    let error = lines(render(scene, size: size, services: services))[8...10].joined(separator: " ")
    #expect(error.contains("Too many mines for this size (17)"))
    #expect(render(scene, size: Size(width: 40, height: 11), services: services).contains("40×12"))
  }

  @Test func theRegistryOpensTheOptionsWithTheRememberedChoices() throws {
    let services = services()
    let entry = try #require(services.games[.minesweeper])
    #expect((services.firstScene(of: entry) as? MinesweeperOptionsScene)?.choices == .standard)
    let expert = MinesweeperChoices(preset: .expert, questionMarks: true)
    services.player.remember(expert, for: .minesweeper)
    let scene = try #require(services.firstScene(of: entry) as? MinesweeperOptionsScene)
    #expect(scene.choices == expert)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Expert: 16×30, 99 mines, guess-free."))
  }
}
