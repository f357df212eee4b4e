/// What `arcade play pathfinder --seed N` deals when its first grid is guessed right: the grid, any walls,
/// the target and one shortest route, for `arcade generate pathfinder`, paper and tests.
public struct PathFinderDeal: Hashable, Sendable {
  public let seed: UInt64
  public let options: PathFinderOptions
  public let grid: PathFinderGridSize
  public let walls: PathFinderWalls
  public let target: Position
  public let shortestPath: Int
  /// One shortest walk from the start; where several moves are as good, the first of north, east, south, west.
  public let route: [Direction]

  /// The deal of a round with these options and seed, played the usual way: one grid drawn, guessed right.
  public init(seed: UInt64, options: PathFinderOptions) {
    var round = PathFinderRound(seed: seed, options: options)
    guard case .drawn(let grid) = round.generateGrid(at: .zero) else { preconditionFailure("a fresh round draws a grid") }
    _ = round.guess(rows: grid.rows, columns: grid.columns)
    // A right guess always starts steering, so the course is there.
    let walls = round.walls ?? .none(on: grid)
    let target = round.target ?? RobotCourse.start
    self.seed = seed
    self.options = options
    self.grid = grid
    self.walls = walls
    self.target = target
    shortestPath = round.shortestPathLength ?? 0
    route = walls.route(from: RobotCourse.start, to: target) ?? []
  }

  /// The route as the game's compass keys: "ssee" is south, south, east, east.
  public var routeKeys: String { String(route.map { $0.rawValue.first! }) }

  /// The line printed above the picture; rows and columns count from 1, as on screen.
  public var header: String {
    "seed \(seed), \(grid) grid, \(options.walls ? counted(walls.walls.count, "wall") : "no walls"), "
      + "target at row \(target.row + 1), column \(target.column + 1), shortest path \(shortestPath)"
  }

  /// The grid in ASCII: R the robot, X the target, walls as | and ---, open sides as spaces, then the route.
  public var picture: String {
    var lines = [border(below: -1)]
    for row in 0..<grid.rows {
      var line = "|"
      for column in 0..<grid.columns {
        let cell = Position(row: row, column: column)
        let mark = cell == RobotCourse.start ? "R" : cell == target ? "X" : " "
        let east = column == grid.columns - 1 || walls.blocks(cell, .east) ? "|" : " "
        line += " \(mark) " + east
      }
      lines.append(line)
      lines.append(border(below: row))
    }
    lines.append("route: " + routeKeys)
    return lines.joined(separator: "\n")
  }

  /// The line under `row` (-1: the top edge): "+---+" where a wall or the edge is, "+   +" where it is open.
  private func border(below row: Int) -> String {
    var line = "+"
    for column in 0..<grid.columns {
      let closed = row < 0 || row == grid.rows - 1 || walls.blocks(Position(row: row, column: column), .south)
      line += (closed ? "---" : "   ") + "+"
    }
    return line
  }

  /// One line of JSON: seed, rows, cols, walls, target, shortestPath, route. Cells count from 1, as on screen;
  /// a wall is [row, col, "east" or "south"] of the cell above it or to its left; route is the compass keys.
  public var json: String {
    let wallList = walls.sorted.map { "[\($0.cell.row + 1),\($0.cell.column + 1),\"\($0.side.rawValue)\"]" }
    return "{\"seed\":\(seed),\"rows\":\(grid.rows),\"cols\":\(grid.columns),\"walls\":[\(wallList.joined(separator: ","))],"
      + "\"target\":[\(target.row + 1),\(target.column + 1)],\"shortestPath\":\(shortestPath),\"route\":\"\(routeKeys)\"}"
  }
}
