/// A game of Minesweeper: configuration, seed, the board once dealt, the player's marks and the outcome.
///
/// The mines are placed by the first reveal (`MinefieldGenerator.generate` with the same
/// seed, so `arcade generate` prints the same board), never in the 3×3 around it; the clock
/// starts then too. Time comes in as `Instant`s.
public struct MinesweeperGame: Sendable {
  public let configuration: MinefieldConfiguration
  public let seed: UInt64
  /// The board is dealt so it can be cleared by logic alone from the first reveal.
  public let noGuess: Bool
  /// Flagging cycles flag → ? → blank instead of flag → blank.
  public let questionMarks: Bool
  /// Nil until the first reveal places the mines.
  public private(set) var minefield: Minefield?
  /// Whether the dealt board can be cleared by logic alone; nil until the first reveal. A no-guess
  /// game can get `.mayNeedGuess` on a very dense custom board (generation ran out of work budget).
  public private(set) var guessing: MinefieldGuessing?
  public private(set) var marks: Grid<MinesweeperCellMark>
  public internal(set) var status: MinesweeperStatus = .ready
  /// The first reveal.
  public private(set) var startedAt: Instant?
  /// The winning or losing move.
  public internal(set) var endedAt: Instant?
  /// Paused while the board is hidden; its paused time also holds the time spent looking at a loss later taken back.
  var pauses = PauseClock()
  /// When the current pause began; nil while the clock runs.
  public var pausedAt: Instant? { pauses.pausedAt }
  /// Time spent paused since the first reveal, and looking at a loss later taken back: it is not play time.
  public var pausedMilliseconds: Int64 { pauses.pausedMilliseconds }
  public internal(set) var hintsUsed = 0
  /// Losing moves taken back: a round with one is kept but not ranked.
  public internal(set) var undos = 0
  /// Reveals, chords and flag changes that did something.
  public internal(set) var clicks = 0
  public private(set) var flagCount = 0
  var revealedCount = 0
  /// The board a replay deals at the first reveal, instead of generating one from the seed.
  var replayedBoard: GeneratedMinefield?
  /// Where the first reveal was: the deal's recorded start.
  public private(set) var firstReveal: Position?
  /// The moves that changed the game, timed from the first of them.
  public internal(set) var moves: [TimedMove<MinesweeperMove>] = []
  /// When the first recorded move was made: move times count from it.
  var firstMoveAt: Instant?

  public init(configuration: MinefieldConfiguration, seed: UInt64, noGuess: Bool = true, questionMarks: Bool = false) {
    self.configuration = configuration
    self.seed = seed
    self.noGuess = noGuess
    self.questionMarks = questionMarks
    marks = Grid(rows: configuration.rows, columns: configuration.columns, repeating: .hidden)
  }

  public var rows: Int { configuration.rows }
  public var columns: Int { configuration.columns }

  /// Mines minus flags: the header's counter (negative when the player over-flags).
  public var minesLeft: Int { configuration.mines - flagCount }

  /// The header's timer: zero before the first reveal, frozen while paused and once the game is over.
  public func elapsedMilliseconds(at now: Instant) -> Int64 {
    guard let startedAt else { return 0 }
    return max(0, (endedAt ?? pausedAt ?? now).milliseconds(since: startedAt) - pausedMilliseconds)
  }

  /// Play time of a finished game, pauses left out.
  public var durationMilliseconds: Int64? {
    guard let startedAt, let endedAt else { return nil }
    return max(0, endedAt.milliseconds(since: startedAt) - pausedMilliseconds)
  }

  /// Stops the clock while the board is hidden (help, a terminal too small): hidden time is not play time.
  @discardableResult
  mutating func pause(at now: Instant) -> PauseResult {
    guard status == .playing else { return .notPlaying }
    return pauses.pause(at: now)
  }

  /// Starts the clock again at `now`; the pause's length is left out of the play time.
  @discardableResult
  mutating func resume(at now: Instant) -> PauseResult { pauses.resume(at: now) }

  /// The board's 3BV, once the mines are placed.
  public var threeBV: Int? { minefield?.threeBV }

  /// 3BV per second of a won game, over at least one second of play time.
  ///
  /// A one-click win takes 0 ms on the clock; dividing by that (or by a 1 ms clamp) would give
  /// absurd speeds, so games shorter than a second count as one second: an instant win scores 3BV/s = 3BV.
  public var threeBVPerSecond: Double? {
    guard status == .won, let threeBV, let duration = durationMilliseconds else { return nil }
    return Double(threeBV) * 1000 / Double(max(duration, Self.minimumSpeedMilliseconds))
  }

  /// The shortest play time 3BV/s divides by.
  public static let minimumSpeedMilliseconds: Int64 = 1000

  // MARK: Moves

  /// Opens a cell: the first reveal deals the board; an empty cell floods to all eight neighbours;
  /// an opened number whose flags match it chords.
  mutating func reveal(_ position: Position, at now: Instant) -> MinesweeperRevealResult {
    guard configuration.contains(position) else { return .ignored(.offBoard) }
    guard !status.isOver else { return .ignored(.gameOver) }
    switch marks[position] {
    case .flagged:
      return .ignored(.flagged)
    case .revealed:
      guard let minefield, minefield.adjacentMines(position) > 0 else { return .ignored(.alreadyRevealed) }
      return chord(position, at: now)
    case .hidden, .questioned:
      break
    }
    let board = dealIfNeeded(firstReveal: position, at: now)
    clicks += 1
    if board.isMine(position) { return lose(at: position, now: now) }
    let opened = open(position, on: board)
    return finish(opened, now: now)
  }

  /// Opens every unflagged neighbour of an opened number that has exactly that many flags around it.
  mutating func chord(_ position: Position, at now: Instant) -> MinesweeperRevealResult {
    guard configuration.contains(position) else { return .ignored(.offBoard) }
    guard !status.isOver else { return .ignored(.gameOver) }
    guard let board = minefield, marks[position] == .revealed, board.adjacentMines(position) > 0 else {
      return .ignored(.notANumber)
    }
    let around = marks.neighbours(of: position)
    guard around.count(where: { marks[$0] == .flagged }) == board.adjacentMines(position) else {
      return .ignored(.flagsDoNotMatch)
    }
    let targets = around.filter { marks[$0] == .hidden || marks[$0] == .questioned }
    guard !targets.isEmpty else { return .ignored(.nothingToOpen) }
    clicks += 1
    if let mine = targets.first(where: board.isMine) { return lose(at: mine, now: now) }
    var opened: [Position] = []
    for target in targets where marks[target] != .revealed { opened += open(target, on: board) }
    return finish(opened, now: now)
  }

  /// Flag ↔ blank, or flag → ? → blank with question marks on. Allowed before the first reveal.
  mutating func toggleFlag(_ position: Position) -> MinesweeperFlagResult {
    guard configuration.contains(position) else { return .ignored(.offBoard) }
    guard !status.isOver else { return .ignored(.gameOver) }
    let result: MinesweeperFlagResult
    switch marks[position] {
    case .revealed:
      return .ignored(.alreadyRevealed)
    case .hidden:
      marks[position] = .flagged
      flagCount += 1
      result = .flagged
    case .flagged:
      flagCount -= 1
      marks[position] = questionMarks ? .questioned : .hidden
      result = questionMarks ? .questioned : .cleared
    case .questioned:
      marks[position] = .hidden
      result = .cleared
    }
    clicks += 1
    return result
  }

  // MARK: Rules

  mutating func dealIfNeeded(firstReveal: Position, at now: Instant) -> Minefield {
    if let minefield { return minefield }
    let generated = replayedBoard ?? MinefieldGenerator.generate(
      configuration: configuration, firstReveal: firstReveal, noGuess: noGuess, seed: seed)
    self.firstReveal = firstReveal
    let board = generated.minefield
    minefield = board
    guessing = generated.guessing
    startedAt = now
    status = .playing
    return board
  }

  /// Opens a safe cell, flooding over empty cells to all eight neighbours; flags stop the flood.
  mutating func open(_ start: Position, on board: Minefield) -> [Position] {
    var opened: [Position] = []
    var stack = [start]
    if marks[start] == .questioned || marks[start] == .hidden { marks[start] = .revealed } else { return [] }
    while let cell = stack.popLast() {
      opened.append(cell)
      guard board.adjacentMines(cell) == 0 else { continue }
      for next in marks.neighbours(of: cell) where marks[next] == .hidden || marks[next] == .questioned {
        marks[next] = .revealed
        stack.append(next)
      }
    }
    revealedCount += opened.count
    return opened
  }

  mutating func finish(_ opened: [Position], now: Instant) -> MinesweeperRevealResult {
    guard let board = minefield, revealedCount == board.cellCount - board.mineCount else {
      return .opened(opened)
    }
    status = .won
    endedAt = now
    for position in board.minePositions where marks[position] != .flagged {
      marks[position] = .flagged
      flagCount += 1
    }
    return .won(opened: opened)
  }

  mutating func lose(at position: Position, now: Instant) -> MinesweeperRevealResult {
    status = .lost(exploded: position)
    endedAt = now
    return .exploded(at: position)
  }
}
