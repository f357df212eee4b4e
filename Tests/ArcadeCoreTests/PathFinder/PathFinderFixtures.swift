import Foundation
@testable import ArcadeCore

/// Named fixtures shared by the PathFinder tests (names prefixed so other games' fixtures cannot clash).
enum PathFinderFixture {
  /// Seeds for the "over thousands of seeds" properties.
  static let manySeeds: ClosedRange<UInt64> = 0...4_999

  /// A fixed moment for hand-made rounds.
  static let noon = Date(timeIntervalSince1970: 1_750_000_000)

  /// A round whose grid is drawn at `drawnAt` and guessed right, so the robot is out.
  static func steeringRound(seed: UInt64, drawnAt: Instant = .zero, options: PathFinderOptions = .standard) -> PathFinderRound {
    var round = PathFinderRound(seed: seed, options: options)
    guard case .drawn(let grid) = round.generateGrid(at: drawnAt) else { fatalError("a fresh round draws a grid") }
    _ = round.guess(rows: grid.rows, columns: grid.columns)
    return round
  }

  /// The shortest walk for the robot: south to the target's row, then east to its column.
  static func shortestWalk(to target: Position) -> [Direction] {
    Array(repeating: .south, count: target.row) + Array(repeating: .east, count: target.column)
  }

  /// Steers the robot home along the shortest walk, one move per second after `from`; returns the last result.
  @discardableResult
  static func steerHome(_ round: inout PathFinderRound, from start: Instant) -> RobotMoveResult? {
    var last: RobotMoveResult?
    for (index, direction) in shortestWalk(to: round.target!).enumerated() {
      last = round.move(direction, at: start.advanced(byMilliseconds: Int64(index + 1) * 1000))
    }
    return last
  }

  /// Fewest steps between two cells by breadth-first search, independent of the Manhattan formula and of
  /// `PathFinderWalls`: a step is blocked when the wall set holds the wall between the two cells, named either way.
  static func breadthFirstDistance(
    on grid: PathFinderGridSize, from start: Position, to goal: Position, walls: Set<PathFinderWall> = []
  ) -> Int? {
    func walled(_ a: Position, _ b: Position) -> Bool {
      let (upper, lower) = a.row < b.row || a.column < b.column ? (a, b) : (b, a)
      return walls.contains(PathFinderWall(cell: upper, side: upper.row == lower.row ? .east : .south))
    }
    var distance: [Position: Int] = [start: 0]
    var frontier = [start]
    while !frontier.isEmpty {
      var next: [Position] = []
      for cell in frontier {
        if cell == goal { return distance[cell] }
        for direction in Direction.allCases {
          let neighbour = cell.moved(direction)
          if grid.contains(neighbour), distance[neighbour] == nil, !walled(cell, neighbour) {
            distance[neighbour] = distance[cell]! + 1
            next.append(neighbour)
          }
        }
      }
      frontier = next
    }
    return nil
  }
}

extension PlayedRound {
  /// A hand-made won PathFinder round: `seconds` nil means it has no end time.
  static func pathFinderMock(
    steps: Int?, seconds: Double?, rows: Int = 5, columns: Int = 4, shortestPath: Int = 5,
    player: String = "ada", startedAt: Date = PathFinderFixture.noon, gridSize: Int? = nil
  ) -> PlayedRound {
    let details = PathFinderDetails(
      rows: rows, columns: columns, shortestPath: shortestPath, target: Position(row: rows - 1, column: columns - 1))
    return PlayedRound(
      game: .pathfinder, player: player, startedAt: startedAt,
      endedAt: seconds.map { startedAt.addingTimeInterval($0) }, outcome: .won, moves: steps,
      durationMilliseconds: seconds.map { Int64($0 * 1000) }, variant: "\(rows)x\(columns)",
      gridSize: gridSize ?? rows * columns, seed: 7, details: details.json)
  }
}
