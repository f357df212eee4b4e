import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// Boards larger than the screen (Expert and Intermediate at 40×12, Expert at 60×20) show a window that follows the
/// cursor with a margin round it, say which rows and columns show, and map clicks through it.
@Suite struct MinesweeperScrollingTests {
  static let compact = Size(width: 40, height: 12)
  static let sixty = Size(width: 60, height: 20)
  static let corners = [
    Position(row: 0, column: 0), Position(row: 0, column: 29), Position(row: 15, column: 29), Position(row: 15, column: 0),
  ]

  /// Expert at 40×12 with the cursor taken to the bottom-right corner: the side layout, the window's hint beside it.
  @Test func expertAt40x12ShowsTheCornerTheCursorWentTo() {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(arrows(from: scene.cursor, to: Position(row: 15, column: 29)), to: &scene, services: services)
    let row = "│ " + Array(repeating: "■", count: 9).joined(separator: " ") + " │"
    let expected = """
      ┌─ Expert no-guess ─┐  Mines 99
      \(row)  Time 0:00
      \(row)  :)
      \(row)
      \(row)  rows 7–16 of 16
      \(row)  cols 22–30 of 30
      \(row)
      \(row)  ←↑↓→ move
      \(row)  Space open
      \(row)  f flag
      \(row)  ? help
      └───────────────────┘  q back
      """
    #expect(render(scene, size: Self.compact, services: services) == expected)
    #expect(drawn(scene, size: Self.compact, services: services).cursor == Point(x: 18, y: 10))
  }

  @Test(arguments: [compact, sixty])
  func theWindowFollowsTheCursorToEveryCorner(size: Size) {
    let services = makeServices(size: size)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    let hints = size == Self.compact
      ? [["rows 1–10 of 16", "cols 1–9 of 30"], ["rows 1–10 of 16", "cols 22–30 of 30"], ["rows 7–16 of 16", "cols 22–30 of 30"], ["rows 7–16 of 16", "cols 1–9 of 30"]]
      : [["─ columns 1–27 of 30 ─"], ["─ columns 4–30 of 30 ─"], ["─ columns 4–30 of 30 ─"], ["─ columns 1–27 of 30 ─"]]
    for (corner, hint) in zip(Self.corners, hints) {
      send(arrows(from: scene.cursor, to: corner), to: &scene, services: services)
      #expect(scene.cursor == corner)
      let frame = scene.layout(for: size).frame
      // The corner's glyph is in the frame's corner, with the terminal cursor on it.
      let x = corner.column == 0 ? frame.x + 2 : frame.x + frame.width - 3
      let y = corner.row == 0 ? frame.y + 1 : frame.y + frame.height - 2
      let canvas = drawn(scene, size: size, services: services)
      #expect(canvas.cursor == Point(x: x, y: y), "\(corner) at \(size)")
      #expect(canvas[x, y].glyph == "■" && canvas[x, y].style.reverse, "\(corner) at \(size)")
      let text = render(scene, size: size, services: services)
      for line in hint { #expect(text.contains(line), "\(corner) at \(size): \(line)") }
    }
  }

  /// From the centre, a key scrolls the window only once the cursor comes within two cells of its edge.
  @Test func theWindowKeepsTwoCellsRoundTheCursor() {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    var firstColumns: [Int] = []
    for _ in 0..<6 {
      firstColumns.append(scene.layout(for: Self.compact).window.first.column)
      send(keyNames("l"), to: &scene, services: services)
    }
    // Centred on column 16 (from 1): columns 12–20; the cursor then walks to two cells from the edge before it moves.
    #expect(firstColumns == [11, 11, 11, 12, 13, 14])
    #expect(scene.layout(for: Self.compact).window.offset(of: scene.cursor) == Position(row: 5, column: 6))
  }

  @Test(arguments: [compact, sixty])
  func clicksLandOnTheCellUnderThemAndLeaveTheWindowAlone(size: Size) {
    let services = makeServices(size: size)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(keyNames("Space") + arrows(from: scene.cursor, to: Position(row: 15, column: 29)), to: &scene, services: services)
    let window = scene.layout(for: size).window
    // Worked out from the screen, not the layout: at 40×12 the frame is at 0,0; at 60×20 at 3,1 after the row labels.
    let (left, top) = size == Self.compact ? (0, 0) : (3, 1)
    #expect(window.first == (size == Self.compact ? Position(row: 6, column: 21) : Position(row: 0, column: 3)))
    let closed = (0..<window.visibleRows).flatMap { row in (0..<window.visibleColumns).map { Position(row: row, column: $0) } }
      .filter { scene.game.marks[window.cell(atOffset: $0)!] != .revealed }
    for (index, offset) in closed.prefix(2).enumerated() {
      // On the glyph, then on the blank right of it: both are the cell.
      let point = Point(x: left + 2 + 2 * offset.column + index, y: top + 1 + offset.row)
      send([.mouse(MouseEvent(.press, .right, at: point))], to: &scene, services: services)
      let cell = Position(row: window.first.row + offset.row, column: window.first.column + offset.column)
      #expect(scene.game.marks[cell] == .flagged, "\(cell) at \(size)")
      #expect(scene.cursor == cell)
      #expect(scene.layout(for: size).window == window)
    }
    // The frame itself is no cell.
    let flags = scene.game.minesLeft
    send([.mouse(MouseEvent(.press, .right, at: Point(x: left, y: top + 3)))], to: &scene, services: services)
    #expect(scene.game.minesLeft == flags)
  }

  /// At 60×30 the column labels under a scrolled window count the board's own columns.
  @Test func theLabelsNumberTheColumnsTheWindowShows() {
    let size = Size(width: 60, height: 30)
    let services = makeServices(size: size)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    let labelsRow = scene.layout(for: size).columnLabelsRow!
    send(arrows(from: scene.cursor, to: Position(row: 8, column: 0)), to: &scene, services: services)
    #expect(words(lines(render(scene, size: size, services: services))[labelsRow]) == "1 5 10 15 20 25")
    send(arrows(from: scene.cursor, to: Position(row: 8, column: 29)), to: &scene, services: services)
    let screen = lines(render(scene, size: size, services: services))
    #expect(words(screen[labelsRow]) == "5 10 15 20 25 30")
    // "30" ends under the last column's glyph.
    let glyph = scene.layout(for: size).glyphPoint(of: Position(row: 0, column: 29))
    #expect(String(Array(screen[labelsRow])[(glyph.x - 1)...glyph.x]) == "30")
    // Every row shows: the row labels count from 1 as ever.
    #expect(screen[scene.layout(for: size).frame.y + 1].hasPrefix(" 1 │ ■"))
  }

  @Test func theWheelScrollsAndTakesTheCursorAlong() {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    let wheel = { (button: MouseButton) in InputEvent.mouse(MouseEvent(.press, button, at: Point(x: 5, y: 5))) }
    send([wheel(.wheelDown)], to: &scene, services: services)
    #expect(scene.layout(for: Self.compact).window.first.row == 6)
    #expect(scene.cursor == Position(row: 8, column: 15))
    send([wheel(.wheelUp), wheel(.wheelUp)], to: &scene, services: services)
    #expect(scene.layout(for: Self.compact).window.first.row == 0)
    #expect(scene.cursor == Position(row: 7, column: 15))
    #expect(render(scene, size: Self.compact, services: services).contains("rows 1–10 of 16"))
  }

  /// Scrolled to a corner at 40×12, the board drawn whole at 100×30, then at 60×20 and 40×12 again: each time the
  /// window is re-fitted on the board with the cursor in it, and the next key moves from there.
  @Test func aResizeFitsTheWindowAgain() {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(arrows(from: scene.cursor, to: Position(row: 15, column: 29)), to: &scene, services: services)
    let roomy = Size(width: 100, height: 30)
    #expect(scene.layout(for: roomy).window.isWhole)
    #expect(!render(scene, size: roomy, services: services).contains("of 16"))
    services.screenSize = Self.sixty
    #expect(render(scene, size: Self.sixty, services: services).contains("columns 4–30 of 30"))
    send(keyNames("h"), to: &scene, services: services)
    #expect(scene.layout(for: Self.sixty).window.first == Position(row: 0, column: 3))
    #expect(drawn(scene, size: Self.sixty, services: services).cursor == scene.layout(for: Self.sixty).glyphPoint(of: scene.cursor))
    services.screenSize = Self.compact
    #expect(scene.layout(for: Self.compact).window.offset(of: Position(row: 15, column: 28)) != nil)
  }

  /// The resize itself reaches the scene at the new size: the window keeps its margin there, as after a key.
  @Test func aResizeKeepsTheMarginRoundTheCursor() {
    let services = makeServices(size: Self.sixty)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(keyNames("h h h h h h h h h h h h h h h"), to: &scene, services: services)
    #expect(scene.cursor == Position(row: 8, column: 0) && scene.layout(for: Self.sixty).window.first == Position(row: 0, column: 0))
    services.screenSize = Self.compact
    send([.resize(Self.compact)], to: &scene, services: services)
    // Rows 2–11 (from 1), not rows 1–10 with the cursor a cell from the bottom.
    #expect(scene.layout(for: Self.compact).window.first == Position(row: 1, column: 0))
  }

  /// A hint's note in the side column is whole beside the window's hint: the keys give way first.
  @Test func aHintsNoteShowsWholeBesideTheWindow() throws {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(keyNames("Space H"), to: &scene, services: services)
    let note = try #require(scene.note).text(theme: services.theme).0
    let column = lines(render(scene, size: Self.compact, services: services)).map { String($0.dropFirst(23)) }
    #expect(words(column.joined(separator: " ")).contains(words(note)))
    #expect(column.contains { $0.hasPrefix("rows ") && $0.hasSuffix(" of 16") } && column.contains("? help") && column.contains("q back"))
    // The cursor went to the hinted cell: the window shows it.
    #expect(scene.layout(for: Self.compact).window.offset(of: scene.cursor) != nil)
  }

  /// A loss far from the centre at 40×12: the panel over the board, `v` shows the window on the mine, `u` plays on.
  @Test func theEndPanelAndTheUndoWorkScrolled() throws {
    let services = makeServices(size: Self.compact)
    var scene = MinesweeperFixture.scene(.expert, services: services)
    send(keyNames("Space"), to: &scene, services: services)
    let field = try #require(scene.game.minefield)
    let mine = try #require(Self.corners.lazy.compactMap { corner in
      field.minePositions.min { $0.manhattanDistance(to: corner) < $1.manhattanDistance(to: corner) }
    }.first)
    send(arrows(from: scene.cursor, to: mine) + keyNames("Space"), to: &scene, services: services)
    #expect(scene.game.status == .lost(exploded: mine))
    #expect(render(scene, size: Self.compact, services: services).contains("Boom!"))
    send(keyNames("v"), to: &scene, services: services)
    let board = render(scene, size: Self.compact, services: services)
    #expect(!board.contains("Boom!") && board.contains("X("))
    #expect(scene.layout(for: Self.compact).window.offset(of: mine) != nil)
    send(keyNames("u"), to: &scene, services: services)
    #expect(scene.game.status == .playing && scene.cursor == mine && scene.note == .tookBack(mine))
    #expect(drawn(scene, size: Self.compact, services: services).cursor == scene.layout(for: Self.compact).glyphPoint(of: mine))
  }

  /// Every preset plays at 40×12 and at 60×20: no "too small", the frame whole, the cursor in it; a window says
  /// which part shows, a board that fits says nothing.
  @Test(arguments: [MinefieldConfiguration.classic, .beginner, .intermediate, .expert])
  func everyPresetPlaysAt40x12And60x20(configuration: MinefieldConfiguration) {
    for size in [Self.compact, Self.sixty] {
      let services = makeServices(size: size)
      let scene = MinesweeperFixture.scene(configuration, services: services)
      #expect(size.contains(scene.minimumSize), "\(configuration.preset) at \(size)")
      let canvas = drawn(scene, size: size, services: services)
      let frame = scene.layout(for: size).frame
      #expect(Rect(x: 0, y: 0, width: size.width, height: size.height).contains(Point(x: frame.x + frame.width - 1, y: frame.y + frame.height - 1)))
      #expect(canvas[frame.x, frame.y].glyph == "┌" && canvas[frame.x + frame.width - 1, frame.y + frame.height - 1].glyph == "┘")
      #expect(canvas.cursor.map { frame.contains($0) } == true, "\(configuration.preset) at \(size)")
      let windowed = scene.layout(for: size).window.isWhole == false
      #expect(windowed == (configuration.columns > 9 && size == Self.compact || configuration == .expert), "\(configuration.preset) at \(size)")
      #expect(canvas.text.contains(" of \(configuration.columns)") == windowed, "\(configuration.preset) at \(size)")
    }
  }
}
