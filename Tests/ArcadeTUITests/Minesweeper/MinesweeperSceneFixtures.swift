import ArcadeCore
@testable import ArcadeTUI

/// Seed 42 on Beginner, first reveal at the centre (row 5, column 5 counted from 1), as `arcade generate minesweeper --seed 42 --first 5,5` prints it:
///
///     ..1111*1.
///     .13*21121
///     .2**2..1*
///     .2*31..11
///     .111.....
///     .111...11
///     .1*11111*
///     12111*111
///     *1..111..
enum MinesweeperFixture {
  static let seed: UInt64 = 42
  static let mines: Set<Position> = [
    Position(row: 0, column: 6), Position(row: 1, column: 3), Position(row: 2, column: 2), Position(row: 2, column: 3),
    Position(row: 2, column: 8), Position(row: 3, column: 2), Position(row: 6, column: 2), Position(row: 6, column: 8),
    Position(row: 7, column: 5), Position(row: 8, column: 0),
  ]

  /// Keys that win seed 42 from the centre: each Space opens a cell still closed, the last one wins.
  static let winningKeys = """
    Space k k k k h h h h Space l l l Space l Space l Space l l Space l Space j j j j h h h h h h Space j Space \
    j j l l l l l l Space h Space h Space h h Space h Space h Space j h Space l Space l l l Space l Space l Space
    """

  static let size = Size(width: 100, height: 30)

  static func scene(
    _ configuration: MinefieldConfiguration = .beginner, choices: MinesweeperChoices = .standard, seed: UInt64 = seed
  ) -> MinesweeperScene {
    MinesweeperScene(choices: choices, configuration: configuration, seed: seed)
  }
}

/// Tmux-style key names ("Space", "Enter", letters) as events.
func keyNames(_ names: String) -> [InputEvent] {
  names.split(separator: " ").map { name in
    switch name {
    case "Space": .key(.character(" "))
    case "Enter": .key(.enter)
    case "Tab": .key(.tab)
    case "Up": .key(.up)
    case "Down": .key(.down)
    case "Left": .key(.left)
    case "Right": .key(.right)
    default: .key(.character(name.first!))
    }
  }
}

/// The scene drawn into a canvas, for comparing cells and styles.
func drawn(_ scene: any Scene, size: Size = MinesweeperFixture.size, services: ArcadeServices) -> Canvas {
  services.screenSize = size
  var canvas = Canvas(size: size)
  scene.draw(into: &canvas, services: services)
  return canvas
}

/// How many cells differ between two canvases of the same size.
func changedCells(_ before: Canvas, _ after: Canvas) -> Int {
  zip(before.cells, after.cells).count { $0 != $1 }
}

func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

/// A press of a mouse button on a board cell's glyph.
func click(_ button: MouseButton, _ position: Position, scene: MinesweeperScene, size: Size = MinesweeperFixture.size) -> InputEvent {
  let point = scene.layout(for: size).glyphPoint(of: position)
  return .mouse(MouseEvent(.press, button, at: point))
}

/// The board as drawn under the end-of-round panel (header, frame, cells, note), with the loop's ASCII fallback.
func drawnBoard(_ scene: MinesweeperScene, size: Size = MinesweeperFixture.size, services: ArcadeServices) -> Canvas {
  var canvas = Canvas(size: size)
  scene.drawBoard(into: &canvas, layout: scene.layout(for: size), now: services.now(), theme: services.theme)
  if !services.theme.glyphs.isUnicode { AsciiFallback.apply(to: &canvas) }
  return canvas
}

/// The text's words one space apart, frame sides left out: for what the panel aligns or the form wraps.
func words(_ text: String) -> String {
  text.split(whereSeparator: \.isWhitespace).filter { $0 != "│" && $0 != "|" }.joined(separator: " ")
}
