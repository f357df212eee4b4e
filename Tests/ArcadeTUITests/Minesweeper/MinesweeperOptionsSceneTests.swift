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

  @Test func thePresetUnderTheCursorIsChosen() throws {
    let services = services()
    var scene = MinesweeperOptionsScene()
    send(keyNames("j j"), to: &scene, services: services)
    #expect(scene.choices.preset == .expert)
    send(keyNames("k k k"), to: &scene, services: services)
    #expect(scene.choices.preset == .classic)
    let game = try #require(send([.key(.enter)], to: &scene, services: services)?.replacement as? MinesweeperScene)
    #expect(game.configuration == .classic)
    #expect(game.cursor == Position(row: 5, column: 3))
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
    #expect(render(scene, size: Size(width: 40, height: 12), services: services).contains("40×14"))
    let ascii = render(scene, size: MinesweeperFixture.size, services: makeServices(unicode: false, size: MinesweeperFixture.size))
    #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func theCatalogOpensTheOptions() {
    let scene = GameCatalog.scene(for: .minesweeper, services: services())
    #expect(scene is MinesweeperOptionsScene)
  }
}
