/// A whole round of PathFinder: draw and guess the grid, then steer the robot to the target.
///
/// The clock starts when the grid is drawn (drawing again restarts it), so a quick
/// guess counts; it stops when the robot arrives. All randomness comes from `seed`; the walls, when the
/// options ask for them, are dealt with the target once the grid is guessed. A replay deals its tape's grids and
/// course instead (`init(replaying:)`).
public struct PathFinderRound: Hashable, Sendable {
  public let seed: UInt64
  public let options: PathFinderOptions
  private var generator: SeededGenerator
  /// The drawn grid; nil until "Generate grid" is pressed.
  public private(set) var grid: PathFinderGridSize?
  /// The steering phase; nil until the grid is guessed.
  public private(set) var course: RobotCourse?
  /// When the current grid was drawn: the round clock's start.
  public private(set) var startedAt: Instant?
  /// When the robot arrived: the round clock's end.
  public private(set) var endedAt: Instant?
  /// Wrong guesses made on the current grid (drawing a new grid resets it).
  public private(set) var wrongGuessCount = 0
  /// Every grid drawn this round, in order: what the deal keeps.
  public private(set) var drawnGrids: [PathFinderGridSize] = []
  /// What a replay deals instead of the generator: its grids in order, then its course on the last of them.
  var replayedDeal: PathFinderRoundDeal?
  /// The moves that changed the round, timed from the first of them.
  public internal(set) var moves: [TimedMove<PathFinderMove>] = []
  /// When the first recorded move was made: move times count from it.
  var firstMoveAt: Instant?

  public init(seed: UInt64, options: PathFinderOptions = .standard) {
    self.seed = seed
    self.options = options
    generator = SeededGenerator(seed: seed)
  }

  public var phase: PathFinderPhase {
    switch (grid, course?.status) {
    case (nil, _): .awaitingGrid
    case (_, nil): .guessing
    case (_, .steering?): .steering
    case (_, .arrived?): .arrived
    }
  }

  /// "Total number of cells is N"; nil before a grid is drawn.
  public var cellCount: Int? { grid?.cellCount }

  /// Draws a new grid, rows and columns each uniform in 4…6, and (re)starts the clock.
  @discardableResult
  mutating func generateGrid(at now: Instant) -> GridDrawResult {
    guard course == nil else { return .refusedSteeringStarted }
    let sides = PathFinderGridSize.allowedSides
    var drawn = PathFinderGridSize(rows: generator.int(in: sides), columns: generator.int(in: sides))
    // A replay deals the recorded grid. The generator draws all the same, so a resumed round deals on as it would have.
    if let replayed = replayedDeal?.grids.element(at: drawnGrids.count) { drawn = replayed }
    drawnGrids.append(drawn)
    grid = drawn
    startedAt = now
    wrongGuessCount = 0
    return .drawn(drawn)
  }

  /// Checks a guess; only an exact match of both sides starts the steering phase.
  ///
  /// A square grid's numbers cannot be swapped, so only a grid with two different sides answers `.otherWayRound`.
  mutating func guess(rows: Int, columns: Int) -> GridGuessResult {
    guard let grid else { return .noGridYet }
    guard course == nil else { return .alreadyGuessed }
    let sides = PathFinderGridSize.allowedSides
    guard sides.contains(rows), sides.contains(columns) else { return .outOfRange }
    let rowsRight = rows == grid.rows
    let columnsRight = columns == grid.columns
    guard rowsRight && columnsRight else {
      wrongGuessCount += 1
      if rows == grid.columns && columns == grid.rows { return .otherWayRound }
      return .wrong(rowsRight: rowsRight, columnsRight: columnsRight)
    }
    let dealt = RobotCourse(grid: grid, options: options, using: &generator)
    course = replayedCourse(on: grid) ?? dealt
    return .correct
  }

  /// The recorded course, when this is the grid it was dealt on: the last one the deal drew.
  private func replayedCourse(on grid: PathFinderGridSize) -> RobotCourse? {
    guard let replayedDeal, drawnGrids.count == replayedDeal.grids.count else { return nil }
    return replayedDeal.course?.robotCourse(on: grid)
  }

  /// Moves the robot one cell north, east, south or west.
  mutating func move(_ direction: Direction, at now: Instant) -> RobotMoveResult {
    guard var course else { return .ignored(.notSteering) }
    let result = course.move(direction)
    self.course = course
    noteArrival(of: result, at: now)
    return result
  }

  /// Moves the robot onto a clicked cell; only a cell sharing an edge with the robot is a move.
  mutating func move(toward cell: Position, at now: Instant) -> RobotMoveResult {
    guard var course else { return .ignored(.notSteering) }
    let result = course.move(toward: cell)
    self.course = course
    noteArrival(of: result, at: now)
    return result
  }

  private mutating func noteArrival(of result: RobotMoveResult, at now: Instant) {
    if case .arrived = result { endedAt = now }
  }

  public var robot: Position? { course?.robot }
  public var target: Position? { course?.target }
  /// The walls on the guessed grid (none on an open grid); nil before steering.
  public var walls: PathFinderWalls? { course?.walls }
  /// Steps taken so far (0 before steering).
  public var stepCount: Int { course?.stepCount ?? 0 }
  /// The fewest steps the target needs from the start, round any walls; nil before steering.
  public var shortestPathLength: Int? { course?.shortestPathLength }

  /// Milliseconds on the round clock: from the grid's drawing to `now`, or to the arrival once over.
  public func elapsedMilliseconds(at now: Instant) -> Int64 {
    guard let startedAt else { return 0 }
    return max(0, (endedAt ?? now).milliseconds(since: startedAt))
  }
}
