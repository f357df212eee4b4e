import ArcadeCore
@testable import ArcadeTUI

/// Seed 7, the seed the scene and e2e tests play: a 5×4 grid (20 cells) with the target at row 4, column 2.
enum PathFinderFixture {
  static let seed: UInt64 = 7
  static let grid = PathFinderGridSize(rows: 5, columns: 4)
  static let target = Position(row: 4, column: 2)
  static let screen = Size(width: 100, height: 30)

  /// Seed 7's round with its grid drawn at `startedAt` and guessed: the robot is on the start cell.
  static func steeringRound(startedAt: Instant = .zero) -> PathFinderRound {
    var round = PathFinderRound(seed: seed)
    round.generateGrid(at: startedAt)
    _ = round.guess(rows: grid.rows, columns: grid.columns)
    return round
  }
}

/// Draws a scene into a canvas at `size`, so tests can look at styles as well as text.
func drawCanvas(_ scene: any Scene, size: Size, services: ArcadeServices) -> Canvas {
  services.screenSize = size
  var canvas = Canvas(size: size)
  scene.draw(into: &canvas, services: services)
  return canvas
}

/// The rendered text split into its rows.
func press(_ point: Point) -> InputEvent { .mouse(MouseEvent(.press, .left, at: point)) }
