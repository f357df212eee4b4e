import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct MinesweeperOptionsSceneTests {
  func services() -> ArcadeServices { makeServices(seed: 42, size: MinesweeperFixture.size) }

  @Test func opensOnBeginnerAndEnterStartsAtOnce() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("▶ ● Beginner      9×9, 10 mines"))
    #expect(text.contains("No-guess        on"))
    #expect(text.contains("? marks         off"))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .beginner)
    #expect(game.game.seed == 42)
    #expect(game.game.noGuess)
    #expect(!game.game.questionMarks)
  }

  @Test func movingTheCursorOverTheBoardsDoesNotChooseThem() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    // Down from Beginner past Intermediate, Expert, Custom and its numbers to No-guess and ? marks.
    send(keyNames("j j j j j j j j"), to: &scene, services: services)
    #expect(scene.focus == .questionMarks)
    #expect(scene.choices.preset == .beginner)
    send(keyNames("Space"), to: &scene, services: services)
    #expect(scene.choices.questionMarks)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("● Beginner"))
    #expect(text.contains("Enter deals 9×9 with 10 mines"))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .beginner)
    #expect(game.game.questionMarks)
  }

  @Test func spaceChoosesTheBoardUnderTheCursor() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    send(keyNames("j j"), to: &scene, services: services)
    #expect(scene.focus == .preset(.expert))
    #expect(scene.choices.preset == .beginner)
    send(keyNames("Space"), to: &scene, services: services)
    #expect(scene.choices.preset == .expert)
    send(keyNames("k k k"), to: &scene, services: services)
    #expect(scene.choices.preset == .expert)
    // ← → on a board choose the neighbouring one, cursor and choice together.
    send(keyNames("l"), to: &scene, services: services)
    #expect(scene.focus == .preset(.beginner) && scene.choices.preset == .beginner)
    send(keyNames("h"), to: &scene, services: services)
    #expect(scene.focus == .preset(.classic) && scene.choices.preset == .classic)
  }

  @Test func enterOnABoardChoosesItAndStarts() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    send(keyNames("k"), to: &scene, services: services)
    #expect(scene.choices.preset == .beginner)
    // The message says what Enter will deal: the board under the cursor.
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Enter deals 10×7 with 10 mines"))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .classic)
    #expect(game.choices.preset == .classic)
    #expect(game.cursor == Position(row: 5, column: 3))
  }

  @Test func customMinesTakeAsManyDigitsAsTheLargestBoardAllows() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    // 60×60 allows up to 3591 mines: four digits; rows and columns take two.
    send(keyNames("j j j j 6 0 0 Tab 6 0 Tab 3 5 9 1 7"), to: &scene, services: services)
    #expect(scene.choices.customRows == 60 && scene.choices.customColumns == 60)
    #expect(scene.choices.customMines == 3591)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Enter deals 60×60 with 3591 mines."))
    #expect(MinesweeperOptionsScene.digits(of: .mines) == 4)
    #expect(MinesweeperOptionsScene.digits(of: .rows) == 2)
  }

  @Test func customValuesAreTypedAndValidated() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    // Beginner → Intermediate → Expert → Custom → Rows.
    send(keyNames("j j j j 5 Tab 5 Tab 1 7"), to: &scene, services: services)
    #expect(scene.choices.preset == .custom)
    #expect(scene.choices.customRows == 5 && scene.choices.customColumns == 5 && scene.choices.customMines == 17)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("17 mines is too many for this size: at most 16, so a 3×3 opening stays clear."))
    #expect(send([.key(.enter)], to: &scene, services: services) == nil)
    send([.key(.backspace), .key(.left)], to: &scene, services: services)
    #expect(scene.choices.customMines == 0)
    send(keyNames("l l l"), to: &scene, services: services)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Enter deals 5×5 with 3 mines"))
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == (try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 3)))
  }

  @Test func denseCustomBoardsWarnThatNoGuessMayFail() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    // Custom 30×30: 360 mines (40%) is still reliable, 400 is not.
    send(keyNames("j j j j 3 0 Tab 3 0 Tab 3 6 0"), to: &scene, services: services)
    var text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Enter deals 30×30 with 360 mines, no guessing needed."))
    #expect(!text.contains("may not be found"))
    send(keyNames("k j 4 0 0"), to: &scene, services: services)
    #expect(scene.choices.customMines == 400)
    text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Enter deals 30×30 with 400 mines."))
    #expect(text.contains("This many mines: a guess-free board may not be found in time."))
    let narrow = render(scene, size: Size(width: 40, height: 14), services: services)
    #expect(narrow.contains("A board this dense may need a guess."))
    // Without no-guess there is nothing to warn about.
    send(keyNames("j Space"), to: &scene, services: services)
    #expect(!scene.choices.noGuess)
    text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Enter deals 30×30 with 400 mines."))
    #expect(!text.contains("may not be found"))
  }

  @Test func rowsOutOfRangeAreNamed() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    send(keyNames("j j j j 9 9"), to: &scene, services: services)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("99 rows is not allowed: choose 5 to 60."))
  }

  @Test func togglesReachTheGame() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    // Up from Beginner: Classic; then down past Custom's fields to the toggles, switched with → and Space.
    send(keyNames("k"), to: &scene, services: services)
    send([.key(.down), .key(.down), .key(.down), .key(.down), .key(.down), .key(.down), .key(.down), .key(.down), .key(.right)], to: &scene, services: services)
    #expect(!scene.choices.noGuess)
    send(keyNames("j Space"), to: &scene, services: services)
    #expect(scene.choices.questionMarks)
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(!game.game.noGuess)
    #expect(game.game.questionMarks)
    // The board's options key comes back here with the same choices.
    var board = game
    let back = try #require(send(keyNames("o"), to: &board, services: services)?.replacement as? MinesweeperOptionsScene)
    #expect(back.choices == game.choices)
  }

  @Test func mouseChoosesPresetsSwitchesAndStarts() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    let layout = MinesweeperOptionsLayout(size: MinesweeperFixture.size)
    let press = { (x: Int, y: Int) in InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: x, y: y))) }
    send([press(layout.labelX + 3, layout.y(of: .preset(.intermediate)))], to: &scene, services: services)
    #expect(scene.choices.preset == .intermediate)
    send([press(layout.valueX, layout.y(of: .noGuess))], to: &scene, services: services)
    #expect(!scene.choices.noGuess)
    send([press(layout.valueX, layout.y(of: .rows))], to: &scene, services: services)
    #expect(scene.choices.customRows == 11)
    send([press(layout.valueX + 6, layout.y(of: .columns))], to: &scene, services: services)
    #expect(scene.choices.customColumns == 21)
    let game = try #require(send([press(layout.labelX + 2, layout.y(of: .start))], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration.rows == 11 && game.configuration.columns == 21)
  }

  @Test func qAndEscapeGoBack() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    #expect(send(keyNames("q"), to: &scene, services: services)?.isPop == true)
    #expect(send([.key(.escape)], to: &scene, services: services)?.isPop == true)
  }

  @Test func compactLayoutAndTooSmall() {
    let services = services()
    let scene = MinesweeperOptionsScene()
    let compact = lines(render(scene, size: Size(width: 40, height: 14), services: services))
    #expect(compact[0].contains("Minesweeper"))
    #expect(compact[2].contains("▶ ● Beginner"))
    #expect(compact[11].contains("[ Start ]"))
    // 40×12, like the menu and the other games: no title, everything else, a one-line message.
    let tight = lines(render(scene, size: Size(width: 40, height: 12), services: services))
    #expect(!tight.joined().contains("40×"))
    #expect(tight[1].contains("▶ ● Beginner"))
    #expect(tight[5].contains("Rows"))
    #expect(tight[9].contains("? marks"))
    #expect(tight[10].contains("[ Start ]"))
    #expect(tight[11].contains("Deals 9×9, 10 mines, no-guess."))
    #expect(render(scene, size: Size(width: 40, height: 11), services: services).contains("40×12"))
    let ascii = render(scene, size: MinesweeperFixture.size, services: makeServices(unicode: false, size: MinesweeperFixture.size))
    #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func theTightLayoutShortensTheMessage() {
    let services = services()
    var scene = MinesweeperOptionsScene()
    let size = Size(width: 40, height: 12)
    send(keyNames("j j j j 5 Tab 5 Tab 1 7"), to: &scene, services: services)
    #expect(lines(render(scene, size: size, services: services))[11].contains("Mines: at most 16 for this size."))
    send(keyNames("k k 9 9"), to: &scene, services: services)
    #expect(lines(render(scene, size: size, services: services))[11].contains("Rows: choose 5 to 60."))
    send(keyNames("j k 3 0 Tab 3 0 Tab 4 0 0"), to: &scene, services: services)
    #expect(lines(render(scene, size: size, services: services))[11].contains("30×30, 400 mines: may need a guess."))
    // Clicks land on the same rows as drawn.
    let layout = MinesweeperOptionsLayout(size: size)
    #expect(layout.row(atY: 0) == .preset(.classic))
    #expect(layout.row(atY: 10) == .start)
  }

  @Test func theRegistryOpensTheOptions() throws {
    let services = services()
    let scene = services.firstScene(of: try #require(services.games[.minesweeper]))
    #expect(scene is MinesweeperOptionsScene)
  }
}
