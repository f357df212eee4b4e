import ArcadeTestSupport
import ArcadeCore
import Foundation
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
    round.apply(.drawGrid, at: startedAt)
    round.apply(.guess(rows: grid.rows, columns: grid.columns), at: startedAt)
    return round
  }

  /// Seed 7's round steered to the target by a shortest path (south four times, east twice), arriving at `arrivedAt`.
  static func arrivedRound(startedAt: Instant = .zero, arrivedAt: Instant = Instant(milliseconds: 11_000)) -> PathFinderRound {
    var round = steeringRound(startedAt: startedAt)
    for direction in [Direction.south, .south, .south, .south, .east, .east] { round.apply(.step(direction), at: arrivedAt) }
    return round
  }

  /// Earlier rounds on the board, ended a few minutes before the manual clock's epoch, scoring 2, 10, 18 and 21.
  static let earlierRounds: [PlayedRound] = [
    (steps: 4, seconds: 10, minute: -4), (steps: 10, seconds: 20, minute: -3), (steps: 12, seconds: 30, minute: -2),
    (steps: 7, seconds: 60, minute: -1),
  ].map { earlier in
    let end = Date(timeIntervalSince1970: 1_800_000_000 + earlier.minute * 60)
    return PlayedRound(
      game: .pathfinder, player: "ana", startedAt: end.addingTimeInterval(-earlier.seconds), endedAt: end, outcome: .won,
      moves: earlier.steps, durationMilliseconds: Int64(earlier.seconds * 1000), variant: "5x4", gridSize: 20)
  }
}

/// Draws a scene into a canvas at `size`, so tests can look at styles as well as text.
func drawCanvas(_ scene: any Scene, size: Size, services: ArcadeServices) -> Canvas {
  services.screenSize = size
  var canvas = Canvas(size: size)
  scene.draw(into: &canvas, frame: services.frame)
  return canvas
}

/// The rendered text split into its rows.
func press(_ point: Point) -> InputEvent { .mouse(MouseEvent(.press, .left, at: point)) }
