import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The board's frame labels, its clock while hidden, and where the end-of-round panel goes.
@Suite struct MinesweeperPolishTests {
  @Test func titleAndBadgesFitWithoutCuttingEither() {
    // Wide: everything in full.
    let wide = MinesweeperScene.borderLabels(preset: "Expert", noGuess: true, flagMode: true, hints: 1, room: 58)
    #expect(wide.title == " Expert no-guess " && wide.badges == " FLAG MODE  hints: 1 " && !wide.badgesBelow)
    // Beginner at 40 columns (room 17): the title stays whole and the badges go to the bottom border, short.
    let narrow = MinesweeperScene.borderLabels(preset: "Beginner", noGuess: true, flagMode: true, hints: 1, room: 17)
    #expect(narrow.title == " Beginner ")
    #expect(narrow.badges == " FLAG H1 ")
    #expect(narrow.badgesBelow)
    for room in 15...60 {
      for (flag, hints) in [(true, 0), (false, 3), (true, 12)] {
        let labels = MinesweeperScene.borderLabels(preset: "Intermediate", noGuess: true, flagMode: flag, hints: hints, room: room)
        let title = labels.title ?? ""
        #expect(title.hasPrefix(" Intermediate"), "room \(room)")
        #expect(labels.badges != nil, "room \(room)")
        if !labels.badgesBelow { #expect(title.count + (labels.badges?.count ?? 0) + 1 <= room, "room \(room)") }
      }
    }
  }

  @Test func theClockStopsWhileTheBoardIsHidden() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    clock.advance(milliseconds: 2_500)
    scene.covered(true, frame: services.frame)
    #expect(scene.nextTick(after: clock.now()) == nil)
    clock.advance(milliseconds: 60_000)
    scene.covered(false, frame: services.frame)
    clock.advance(milliseconds: 1_000)
    #expect(scene.game.elapsedMilliseconds(at: clock.now()) == 3_500)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Time 0:03"))
    #expect(scene.help.notes.joined().contains("The clock stops while the board is hidden"))
  }

  @Test func thePanelGoesBesideTheBoardWhenThereIsRoom() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(MinesweeperFixture.winningKeys), to: &scene, services: services)
    let layout = scene.layout(for: MinesweeperFixture.size)
    #expect(!layout.panelCoversBoard)
    let panel = scene.panel!.layout(in: layout.panelArea).rect
    #expect(panel.x >= layout.frame.x + layout.frame.width)
  }

  @Test func aPanelOverTheBoardHidesWithV() {
    let services = makeServices(size: Size(width: 40, height: 13))
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(MinesweeperFixture.winningKeys), to: &scene, services: services)
    let size = Size(width: 40, height: 13)
    #expect(scene.layout(for: size).panelCoversBoard)
    #expect(render(scene, size: size, services: services).contains("You win!"))
    send(keyNames("v"), to: &scene, services: services)
    let board = render(scene, size: size, services: services)
    #expect(!board.contains("You win!"))
    #expect(board.contains("B)"))
    // The panel's keys still work while it is hidden; v shows it again.
    #expect(send(keyNames("L"), to: &scene, services: services)?.opensLeaderboard == true)
    send(keyNames("v"), to: &scene, services: services)
    #expect(render(scene, size: size, services: services).contains("You win!"))
  }

  @Test func hintsAndGenerateCountRowsAndColumnsFromOne() throws {
    // `arcade generate minesweeper --first 1,9` is this cell (GameCommandLineTests).
    let first = Position(row: 0, column: 8)
    #expect(MinesweeperNote.safe(first).text(theme: Theme(.plain, glyphs: .unicode)).0 == "Hint: row 1, column 9 is safe.")
    let dealt = try DealtMinefield(configuration: .beginner, firstReveal: first, seed: 4)
    #expect(dealt.header.contains("first reveal 1,9,"))
    #expect(MinesweeperFixture.scene(services: makeServices()).help.notes.contains { $0.hasPrefix("Rows and columns count from 1") })
  }

  @Test func messagesCountInTheSingular() throws {
    #expect("\(MinefieldConfigurationError.rowsOutOfRange(1, allowed: 5...60))" == "A board of 1 row is not allowed: choose 5 to 60 rows.")
    #expect("\(MinefieldConfigurationError.columnsOutOfRange(1, allowed: 5...60))" == "A board of 1 column is not allowed: choose 5 to 60 columns.")
    #expect(try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 1).description == "5×5, 1 mine")
  }
}
