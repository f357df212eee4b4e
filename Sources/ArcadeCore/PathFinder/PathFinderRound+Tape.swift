/// A PathFinder round's deal and moves on a tape; everything read is checked against what this version deals.
extension PathFinderRound {
  /// Format 1's sides: the ones this version draws (a version that draws others writes a new format).
  static let tapeSides = 4...6

  /// The seed, the rules, every grid drawn, then the course: its target and, with walls, one bit a wall.
  public static func write(_ deal: PathFinderRoundDeal, to tape: inout TapeWriter) {
    tape.varint(deal.seed)
    tape.byte((deal.options.walls ? 1 : 0) | (deal.course == nil ? 0 : 2))
    tape.count(deal.grids.count)
    for grid in deal.grids {
      tape.count(grid.rows)
      tape.count(grid.columns)
    }
    guard let course = deal.course, let grid = deal.grids.last else { return }
    tape.position(course.target)
    guard deal.options.walls else { return }
    // One bit for each wall the grid could have, in reading order.
    let all = PathFinderMaze.allInnerWalls(of: grid)
    var bits = [UInt8](repeating: 0, count: (all.count + 7) / 8)
    for (index, wall) in all.enumerated() where course.walls.walls.contains(wall) { bits[index / 8] |= 1 << UInt8(index % 8) }
    for byte in bits { tape.byte(byte) }
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> PathFinderRoundDeal {
    let seed = try tape.varint()
    let flags = try tape.byte()
    guard flags < 4 else { throw .malformed("unknown rules") }
    let options = PathFinderOptions(walls: flags & 1 != 0)
    // Each draw is a move of its own, so a round cannot draw more grids than a tape holds moves.
    let count = try tape.count(in: 1...RoundTape<PathFinderRound>.moveLimit, "a number of grids")
    var grids: [PathFinderGridSize] = []
    for _ in 0..<count {
      let rows = try tape.count(in: tapeSides, "a grid's rows")
      grids.append(PathFinderGridSize(rows: rows, columns: try tape.count(in: tapeSides, "a grid's columns")))
    }
    var course: PathFinderRoundDeal.Course?
    if flags & 2 != 0, let grid = grids.last { course = try readCourse(from: &tape, on: grid, options: options) }
    return PathFinderRoundDeal(seed: seed, options: options, grids: grids, course: course)
  }

  private static func readCourse(
    from tape: inout TapeReader, on grid: PathFinderGridSize, options: PathFinderOptions
  ) throws(TapeError) -> PathFinderRoundDeal.Course {
    let target = try tape.position(rows: grid.rows, columns: grid.columns)
    var walls: Set<PathFinderWall> = []
    if options.walls {
      let all = PathFinderMaze.allInnerWalls(of: grid)
      for byteIndex in 0..<(all.count + 7) / 8 {
        let byte = try tape.byte()
        for bit in 0..<8 where byte & (1 << UInt8(bit)) != 0 {
          guard let wall = all.element(at: byteIndex * 8 + bit) else { throw .malformed("a wall off the grid") }
          walls.insert(wall)
        }
      }
    }
    let dealt = PathFinderWalls(grid: grid, walls: walls)
    // What this version deals: a maze that joins every cell, and a target at least the rule's distance from the start.
    let distance = dealt.distances(from: RobotCourse.start)
    guard distance.count == grid.cellCount else { throw .malformed("walls that shut cells off") }
    guard let steps = distance[target], steps >= PathFinderTargetRule.minimumPath(on: grid) else {
      throw .malformed("a target \(distance[target] ?? 0) steps from the start of a \(grid) grid")
    }
    return PathFinderRoundDeal.Course(target: target, walls: dealt)
  }

  /// The tape's numbers for the moves; a format's numbers never change.
  private enum MoveTag: UInt8 { case drawGrid, guess, north, east, south, west, moveToward }

  public static func write(_ move: PathFinderMove, to tape: inout TapeWriter) {
    switch move {
    case .drawGrid: tape.byte(MoveTag.drawGrid.rawValue)
    case .guess(let rows, let columns):
      tape.byte(MoveTag.guess.rawValue)
      tape.count(rows)
      tape.count(columns)
    case .step(let direction):
      let tag: MoveTag =
        switch direction {
        case .north: .north
        case .east: .east
        case .south: .south
        case .west: .west
        }
      tape.byte(tag.rawValue)
    case .moveToward(let cell):
      tape.byte(MoveTag.moveToward.rawValue)
      tape.position(cell)
    }
  }

  public static func readMove(from tape: inout TapeReader, on deal: PathFinderRoundDeal) throws(TapeError) -> PathFinderMove {
    guard let tag = MoveTag(rawValue: try tape.byte()) else { throw .malformed("an unknown move") }
    switch tag {
    case .drawGrid: return .drawGrid
    case .guess:
      let rows = try tape.count(in: tapeSides, "a guess of rows")
      return .guess(rows: rows, columns: try tape.count(in: tapeSides, "a guess of columns"))
    case .north, .east, .south, .west, .moveToward:
      // Only a round whose grid was guessed has a robot to steer.
      guard deal.course != nil, let grid = deal.grids.last else { throw .malformed("a step before the grid was guessed") }
      switch tag {
      case .north: return .step(.north)
      case .east: return .step(.east)
      case .south: return .step(.south)
      case .west: return .step(.west)
      default: return .moveToward(try tape.position(rows: grid.rows, columns: grid.columns))
      }
    }
  }
}
