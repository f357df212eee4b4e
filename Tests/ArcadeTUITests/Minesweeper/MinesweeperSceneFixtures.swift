import ArcadeTestSupport
import ArcadeCore
import Foundation
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
  /// The board seed 42 deals from the centre: the same generator `arcade generate minesweeper --seed 42 --first 5,5`
  /// and the game use.
  static let minefield = MinefieldGenerator.generate(
    configuration: .beginner, firstReveal: Position(row: 4, column: 4), noGuess: true, seed: seed
  ).minefield

  static var mines: Set<Position> {
    Set((0..<minefield.rows).flatMap { row in (0..<minefield.columns).map { Position(row: row, column: $0) } }.filter(minefield.isMine))
  }

  /// Keys that win seed 42 from the centre, found by playing the board: each Space opens a cell still closed
  /// (after the openings before it spread), the last one wins.
  static let winningKeys: String = {
    var open = Set<Position>()
    func reveal(_ start: Position) {
      var stack = [start]
      while let cell = stack.popLast() {
        guard minefield.contains(cell), !open.contains(cell), !minefield.isMine(cell) else { continue }
        open.insert(cell)
        if minefield.adjacentMines(cell) == 0 {
          for dr in -1...1 { for dc in -1...1 { stack.append(Position(row: cell.row + dr, column: cell.column + dc)) } }
        }
      }
    }
    var cursor = Position(row: 4, column: 4)
    var keys = ["Space"]
    reveal(cursor)
    for row in 0..<minefield.rows {
      for column in 0..<minefield.columns {
        let cell = Position(row: row, column: column)
        guard !minefield.isMine(cell), !open.contains(cell) else { continue }
        let vertical = cell.row - cursor.row, horizontal = cell.column - cursor.column
        keys += Array(repeating: vertical < 0 ? "k" : "j", count: abs(vertical))
        keys += Array(repeating: horizontal < 0 ? "h" : "l", count: abs(horizontal))
        keys.append("Space")
        cursor = cell
        reveal(cell)
      }
    }
    return keys.joined(separator: " ")
  }()

  static let size = Size(width: 100, height: 30)

  static func scene(
    _ configuration: MinefieldConfiguration = .beginner, choices: MinesweeperChoices = .standard, seed: UInt64 = seed,
    services: ArcadeServices
  ) -> MinesweeperScene {
    MinesweeperScene(recorder: services.recorder, choices: choices, configuration: configuration, seed: seed)
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
  scene.draw(into: &canvas, frame: services.frame)
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

extension MinesweeperFixture {
  /// The fixture's board left after its first reveal, as the loop keeps it: a round the menu lists to resume.
  static func unfinished(at now: Instant) -> UnfinishedRound {
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    game.apply(.reveal(Position(row: 4, column: 4)), at: now)
    return UnfinishedRound(
      uid: "fixture", game: .minesweeper, player: "tester", options: MinesweeperChoices(preset: .beginner).rememberedJSON ?? "{}",
      startedAt: Date(timeIntervalSince1970: 1_800_000_000), leftAt: Date(timeIntervalSince1970: 1_800_000_060),
      clockMilliseconds: 12_000, summary: "Minesweeper Beginner — 0:12 in, 60 cells left",
      tape: Data(RoundTape(of: game)!.bytes))
  }
}
