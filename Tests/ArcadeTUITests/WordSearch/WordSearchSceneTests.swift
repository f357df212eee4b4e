import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeTUI

@Suite("WordSearch scenes")
struct WordSearchSceneTests {
  static let wide = Size(width: 100, height: 30)
  static let narrow = Size(width: 40, height: 12)

  @Test("the puzzle at 100×30: title, status, the whole grid from the top-left, the word list beside it")
  func wideLayout() {
    let services = makeServices(size: Self.wide)
    let scene = WordSearchFixture.scene(services: services)
    let lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines[0].contains("WordSearch — Programming · 10×10 Easy"))
    #expect(lines[1].contains("Found 0/8 · Reveals 2 · 0:00"))
    let firstRow = scene.puzzle.rows[0].map(String.init).joined(separator: " ")
    #expect(lines[3].contains(firstRow))
    #expect(lines[3].contains("iOS"))
    #expect(lines.joined().contains("ObjectiveC"))
    #expect(lines[29].contains("Space mark") && lines[29].contains("q back"))
    #expect(scene.cursor == Position(row: 0, column: 0))
  }

  @Test("the puzzle at 40×12: the grid scrolls with the cursor and the list still fits")
  func narrowLayout() {
    let services = makeServices(size: Self.narrow)
    var scene = WordSearchFixture.scene(services: services)
    var lines = screenLines(scene, size: Self.narrow, services: services)
    #expect(lines.count == 12 && lines.allSatisfy { $0.count <= 40 })
    #expect(lines[0].contains("WordSearch"))
    #expect(lines[1].contains("Found 0/8"))
    send(Array(repeating: .key(.down), count: 9), to: &scene, services: services)
    #expect(scene.cursor == Position(row: 9, column: 0))
    #expect(scene.scroll.row > 0)
    lines = screenLines(scene, size: Self.narrow, services: services)
    let lastRow = scene.puzzle.rows[9].map(String.init).joined(separator: " ")
    #expect(lines.contains { $0.contains(lastRow) })
    // The cursor stops at the edges.
    send([.key(.down), .key(.left), .key(.character("h"))], to: &scene, services: services)
    #expect(scene.cursor == Position(row: 9, column: 0))
  }

  @Test("a 30×30 grid at 100×30 and at 40×12 keeps a whole layout and says which part shows")
  func largeGrid() {
    for size in [Self.wide, Self.narrow] {
      let services = makeServices(size: size)
      var scene = WordSearchFixture.scene(WordSearchFixture.choices(size: 30, difficulty: .hard, theme: "Animals"), services: services)
      send(Array(repeating: .key(.character("l")), count: 29) + Array(repeating: .key(.character("j")), count: 29), to: &scene, services: services)
      #expect(scene.cursor == Position(row: 29, column: 29))
      let lines = screenLines(scene, size: size, services: services)
      #expect(lines.count == size.height && lines.allSatisfy { $0.count <= size.width })
      let lastRow = scene.puzzle.rows[29].map(String.init).joined(separator: " ")
      #expect(lines.contains { $0.contains(String(lastRow.suffix(7))) })
      // At 40×12 too (it said nothing there): the row above the grid says where the window is.
      #expect(lines[2].contains("rows 24–30 of 30") || lines[2].contains("rows 7–30 of 30"), "\(size)")
    }
  }

  @Test("a grid scrolled on a small terminal draws whole after the terminal grows (it trapped)", arguments: [
    (10, Size(width: 40, height: 12), 9, Size(width: 60, height: 20)),
    (30, Size(width: 100, height: 30), 29, Size(width: 120, height: 45)),
  ])
  func growAfterScrolling(grid: Int, small: Size, downs: Int, large: Size) {
    let services = makeServices(size: small)
    var scene = WordSearchFixture.scene(WordSearchFixture.choices(size: grid, theme: "Animals"), services: services)
    send(Array(repeating: .key(.character("j")), count: downs), to: &scene, services: services)
    #expect(scene.scroll.row > 0)
    services.screenSize = large
    let lines = screenLines(scene, size: large, services: services)
    let lastRow = scene.puzzle.rows[grid - 1].map(String.init).joined(separator: " ")
    #expect(lines.contains { $0.contains(lastRow.prefix(2 * min(grid, 10) - 1)) })
    // Keys and clicks read the same re-fitted window: k moves the cursor up a row and nothing traps.
    send([.key(.character("k")), .mouse(MouseEvent(.press, .left, at: Point(x: 0, y: 0)))], to: &scene, services: services)
    #expect(scene.cursor == Position(row: downs - 1, column: 0))
  }

  @Test("a word found with the keyboard from its last letter; finding it again counts nothing")
  func keyboard() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(services: services)
    let word = scene.puzzle.placements[0]
    send(arrows(from: scene.cursor, to: word.end) + [.key(.character(" "))], to: &scene, services: services)
    #expect(scene.game.marked == word.end)
    send(arrows(from: scene.cursor, to: word.start) + [.key(.enter)], to: &scene, services: services)
    #expect(scene.game.wordsFound == 1)
    var lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines[1].contains("Found 1/8"))
    #expect(lines.contains { $0.contains("✓ " + word.word) })
    send([.key(.character(" "))] + arrows(from: scene.cursor, to: word.end) + [.key(.character(" "))], to: &scene, services: services)
    #expect(scene.game.wordsFound == 1)
    lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines.contains { $0.contains("\(word.word) is already found.") })
  }

  @Test("Esc cancels a half-made selection; with none, it goes back as everywhere")
  func escape() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(services: services)
    send([.key(.character(" ")), .key(.escape)], to: &scene, services: services)
    #expect(scene.game.marked == nil)
    guard case .leave? = scene.handle(.key(.escape), frame: services.frame) else {
      Issue.record("Esc with nothing marked stayed")
      return
    }
  }

  @Test("a mouse drag that wanders off the line snaps back to it and finds the word")
  func drag() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(WordSearchFixture.choices(difficulty: .hard), services: services)
    let word = scene.puzzle.placements.first { $0.length >= 5 }!
    let wander = word.start.moved(word.direction, steps: 2)
    let offLine = Position(row: min(9, max(0, wander.row + (word.direction.rowStep == 0 ? 1 : 0))), column: min(9, max(0, wander.column + (word.direction.columnStep == 0 ? 1 : 0))))
    send([
      mouse(.press, word.start, scene: scene, size: Self.wide),
      mouse(.drag, offLine, scene: scene, size: Self.wide),
      mouse(.drag, word.end, scene: scene, size: Self.wide),
      mouse(.release, word.end, scene: scene, size: Self.wide),
    ], to: &scene, services: services)
    #expect(scene.game.states[scene.puzzle.placements.firstIndex(of: word)!] == .found(order: 0))
  }

  @Test("two clicks select as two marks do")
  func twoClicks() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(services: services)
    let word = scene.puzzle.placements[1]
    send([
      mouse(.press, word.start, scene: scene, size: Self.wide), mouse(.release, word.start, scene: scene, size: Self.wide),
      mouse(.press, word.end, scene: scene, size: Self.wide), mouse(.release, word.end, scene: scene, size: Self.wide),
    ], to: &scene, services: services)
    #expect(scene.game.states[1] == .found(order: 0))
  }

  @Test("a press on the first letter and a release on the last, with no motion between, find the word")
  func pressAndReleaseWithoutMotion() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(services: services)
    let word = scene.puzzle.placements[1]
    send([mouse(.press, word.start, scene: scene, size: Self.wide), mouse(.release, word.end, scene: scene, size: Self.wide)], to: &scene, services: services)
    #expect(scene.game.states[1] == .found(order: 0))
  }

  @Test("dragging below a grid taller than the screen scrolls it a row per motion, and the selection follows")
  func dragPastTheEdgeScrolls() {
    let services = makeServices(size: Self.narrow)
    var scene = WordSearchFixture.scene(WordSearchFixture.choices(size: 30, difficulty: .hard, theme: "Animals"), services: services)
    let layout = scene.layout(for: Self.narrow)
    send([mouse(.press, Position(row: 0, column: 0), scene: scene, size: Self.narrow)], to: &scene, services: services)
    // The row just below the window is a margin: a small overshoot reaches the last row shown, no further.
    let margin = Point(x: layout.gridLeft, y: layout.gridTop + layout.visibleRows)
    send(Array(repeating: .mouse(MouseEvent(.drag, .left, at: margin)), count: 3), to: &scene, services: services)
    #expect(scene.cursor == Position(row: layout.visibleRows - 1, column: 0))
    #expect(scene.scroll.row == 0)
    let below = Point(x: layout.gridLeft, y: layout.gridTop + layout.visibleRows + 1)
    send(Array(repeating: .mouse(MouseEvent(.drag, .left, at: below)), count: 5), to: &scene, services: services)
    #expect(scene.cursor == Position(row: layout.visibleRows + 4, column: 0))
    #expect(scene.scroll.row == 5)
    // Back inside the window, the drag points at the cell under the pointer again.
    send([.mouse(MouseEvent(.drag, .left, at: Point(x: layout.gridLeft, y: layout.gridTop + 1)))], to: &scene, services: services)
    #expect(scene.cursor == Position(row: 6, column: 0))
  }

  @Test("the wheel scrolls a grid taller than the screen, and the cursor stays in view")
  func wheelScrolls() {
    let services = makeServices(size: Self.narrow)
    var scene = WordSearchFixture.scene(WordSearchFixture.choices(size: 30, difficulty: .hard, theme: "Animals"), services: services)
    let visible = scene.layout(for: Self.narrow).visibleRows
    let wheel = { (button: MouseButton) in InputEvent.mouse(MouseEvent(.press, button, at: Point(x: 1, y: 3))) }
    send([wheel(.wheelDown)], to: &scene, services: services)
    #expect(scene.scroll.row == 3)
    #expect(scene.cursor.row == 3)
    send(Array(repeating: wheel(.wheelDown), count: 20), to: &scene, services: services)
    #expect(scene.scroll.row == 30 - visible)
    let lastRow = scene.puzzle.rows[29].map(String.init).joined(separator: " ")
    #expect(screenLines(scene, size: Self.narrow, services: services).contains { $0.contains(String(lastRow.prefix(7))) })
    send([wheel(.wheelUp)], to: &scene, services: services)
    #expect(scene.scroll.row == 27 - visible)
    #expect(scene.cursor.row >= scene.scroll.row && scene.cursor.row < scene.scroll.row + visible)
  }

  @Test("v then Enter reveals a word; the reveals run out")
  func reveal() {
    let services = makeServices(size: Self.wide)
    var scene = WordSearchFixture.scene(WordSearchFixture.choices(reveals: 1), services: services)
    send([.key(.character("v")), .key(.down), .key(.enter)], to: &scene, services: services)
    #expect(scene.game.states[1] == .revealed)
    var lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines[1].contains("Reveals 0"))
    #expect(lines.contains { $0.contains("• " + scene.puzzle.placements[1].word) })
    send([.key(.character("v"))], to: &scene, services: services)
    lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines.contains { $0.contains("No reveals left.") })
  }

  @Test("the last word starts the disco, a key skips it, the panel shows the time and the round is saved")
  func finish() {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: Self.wide)
    var scene = WordSearchFixture.scene(services: services)
    clock.advance(milliseconds: 65_000)
    for word in scene.puzzle.placements {
      send(arrows(from: scene.cursor, to: word.start) + [.key(.character(" "))] + arrows(from: word.start, to: word.end) + [.key(.character(" "))], to: &scene, services: services)
    }
    guard case .disco = scene.phase else {
      Issue.record("no disco: \(scene.phase)")
      return
    }
    #expect(scene.nextTick(after: clock.now()) == clock.now().advanced(byMilliseconds: 100))
    let before = screenLines(scene, size: Self.wide, services: services)
    clock.advance(milliseconds: 100)
    send([.tick], to: &scene, services: services)
    #expect(scene.discoFrame == 1)
    #expect(store.saved.count == 1 && store.saved[0].outcome == .won && store.saved[0].durationMilliseconds == 65_000)
    #expect(store.saved[0].variant == "10x10-easy")
    send([.key(.character("x"))], to: &scene, services: services)
    #expect(scene.phase == .over)
    let lines = screenLines(scene, size: Self.wide, services: services)
    #expect(lines.contains { $0.contains("All 8 words found!") })
    #expect(lines.contains { $0.contains("Time") && $0.contains("1:05") })
    #expect(before.contains { $0.contains("WordSearch") })
    let next = send([.key(.character("r"))], to: &scene, services: services)
    #expect(next?.replacement is WordSearchScene)
  }

  @Test("without colours the disco lights cells in reverse video, found words are bold and underlined")
  func plainLooks() {
    let theme = Theme(.plain, glyphs: .unicode)
    let lit = WordSearchLook.disco(frame: 3, seed: 1, cells: (0..<100).map { Position(row: $0 / 10, column: $0 % 10) }, theme: theme)
    #expect(!lit.isEmpty && lit.values.allSatisfy { $0.reverse && $0.foreground == nil })
    #expect(WordSearchLook.found(order: 2, theme: theme) == Style(bold: true, underline: true))
  }

  @Test("the options at 100×30 and 40×12, and Start deals the chosen puzzle")
  func options() {
    for size in [Self.wide, Self.narrow] {
      let services = makeServices(size: size)
      services.content.set(WordSearchFixture.library)
      var scene = WordSearchOptionsScene(recorder: services.recorder, library: services.content.get(WordSearchThemeLibrary.self), choices: .standard)
      let lines = screenLines(scene, size: size, services: services)
      #expect(lines.contains { $0.contains("Size") && $0.contains("10×10") })
      #expect(lines.contains { $0.contains("Theme") && $0.contains("Programming") })
      #expect(lines.allSatisfy { $0.count <= size.width })
      send([.key(.right), .key(.down), .key(.right), .key(.right)], to: &scene, services: services)
      #expect(scene.choices.size == 12 && scene.choices.difficulty == .hard)
      let next = send([.key(.enter)], to: &scene, services: services)
      let play = next?.replacement as? WordSearchScene
      #expect(play?.puzzle.size == 12 && play?.puzzle.difficulty == .hard)
    }
  }
}

/// The first game is the original's puzzle: its eight words, always all of them, in a 10×10 grid.
@Suite struct WordSearchDefaultThemeTests {
  @Test(arguments: [UInt64(1), 42, 999])
  func theDefaultChoicesDealTheOriginalsEightWords(seed: UInt64) throws {
    let library = WordSearchThemeLibrary.load(dataDirectory: repositoryDataDirectory)
    #expect(library.names.first == "Mobile")
    let puzzle = try #require(WordSearchChoices.standard.puzzle(in: library, seed: seed))
    #expect(puzzle.size == 10 && puzzle.theme == "Mobile")
    #expect(Set(puzzle.placements.map(\.word)) == ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile", "Shopify", "iOS"])
  }
}

/// `--theme NAME` for a theme whose file is broken names the file's problem, not "no theme called".
@Suite struct WordSearchThemeFlagTests {
  @Test func aBrokenThemeFileIsNamedWithItsProblem() throws {
    let library = WordSearchThemeLibrary(themes: WordSearchFixture.library.themes, problems: ["/data/wordsearch/birds.txt: line 3: 'x1' has a digit"])
    #expect(throws: GameFlagError("/data/wordsearch/birds.txt: line 3: 'x1' has a digit", exitCode: 1)) {
      _ = try Self.theme("Birds").checked(in: library)
    }
    #expect(throws: GameFlagError.self) {
      _ = try Self.theme("Nope").checked(in: library)
    }
  }

  static func theme(_ name: String) -> WordSearchChoices {
    var choices = WordSearchChoices()
    choices.theme = name
    return choices
  }
}
