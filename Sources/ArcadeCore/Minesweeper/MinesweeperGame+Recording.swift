/// Minesweeper's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension MinesweeperGame: RecordedGame {
  public static var gameID: GameID { .minesweeper }
  public static var tapeFormat: UInt8 { 1 }
  /// The clock starts at the first reveal.
  public var tapeOrigin: Instant? { firstMoveAt }

  /// A game that places `deal`'s mines at its first reveal, wherever that is.
  public init(replaying deal: MinesweeperDeal, at origin: Instant) {
    self.init(configuration: deal.configuration, seed: deal.seed, noGuess: deal.noGuess, questionMarks: deal.questionMarks)
    replayedBoard = deal.board
  }

  public var deal: MinesweeperDeal? {
    guard let minefield, let guessing else { return nil }
    return MinesweeperDeal(
      configuration: configuration, mines: minefield.minePositions, guessing: guessing, noGuess: noGuess,
      questionMarks: questionMarks, seed: seed)
  }

  /// Plays one move at `now`; a move that changes the game is recorded with its time.
  @discardableResult
  public mutating func apply(_ move: MinesweeperMove, at now: Instant) -> MinesweeperMoveOutcome {
    var move = move
    if case .hint(let near?) = move {
      // A cursor is always on the board; one that is not is taken to the nearest cell, as the tape keeps it.
      move = .hint(near: Position(row: min(max(0, near.row), rows - 1), column: min(max(0, near.column), columns - 1)))
    }
    let outcome: MinesweeperMoveOutcome =
      switch move {
      case .reveal(let position): .revealed(reveal(position, at: now))
      case .chord(let position): .revealed(chord(position, at: now))
      case .flag(let position): .flagged(toggleFlag(position))
      case .hint(let near): .hinted(hint(near: near))
      case .pause: .clock(pause(at: now))
      case .resume: .clock(resume(at: now))
      case .undo: .undone(undo(at: now))
      }
    if !outcome.isRefusal {
      let start = firstMoveAt ?? now
      firstMoveAt = start
      moves.append(TimedMove(move, at: max(0, now.milliseconds(since: start))))
    }
    return outcome
  }

  public static func isRefusal(_ outcome: MinesweeperMoveOutcome) -> Bool { outcome.isRefusal }

  // MARK: Tape

  public static func write(_ deal: MinesweeperDeal, to tape: inout TapeWriter) {
    let configuration = deal.configuration
    tape.byte(UInt8(MinesweeperPreset.allCases.firstIndex(of: configuration.preset) ?? 0))
    tape.count(configuration.rows)
    tape.count(configuration.columns)
    tape.count(configuration.mines)
    tape.byte((deal.noGuess ? 1 : 0) | (deal.questionMarks ? 2 : 0) | (deal.guessing == .mayNeedGuess ? 4 : 0))
    tape.varint(deal.seed)
    // One bit a cell, in reading order.
    var bits = [UInt8](repeating: 0, count: (configuration.rows * configuration.columns + 7) / 8)
    for mine in deal.mines {
      let index = mine.row * configuration.columns + mine.column
      bits[index / 8] |= 1 << UInt8(index % 8)
    }
    for byte in bits { tape.byte(byte) }
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> MinesweeperDeal {
    let presetIndex = Int(try tape.byte())
    guard MinesweeperPreset.allCases.indices.contains(presetIndex) else { throw .malformed("an unknown board") }
    let preset = MinesweeperPreset.allCases[presetIndex]
    let limits = MinefieldConfiguration.sizeLimits
    let rows = try tape.count(in: limits, "a row count")
    let columns = try tape.count(in: limits, "a column count")
    let mines = try tape.count(in: MinefieldConfiguration.mineLimits, "a mine count")
    let configuration: MinefieldConfiguration
    if let fixed = preset.configuration {
      guard fixed.rows == rows, fixed.columns == columns, fixed.mines == mines else { throw .malformed("a preset of the wrong size") }
      configuration = fixed
    } else {
      do {
        configuration = try .custom(rows: rows, columns: columns, mines: mines)
      } catch {
        throw .malformed("\(error)")
      }
    }
    let flags = try tape.byte()
    guard flags < 8 else { throw .malformed("unknown rules") }
    let seed = try tape.varint()
    var positions: [Position] = []
    for byteIndex in 0..<(rows * columns + 7) / 8 {
      let byte = try tape.byte()
      for bit in 0..<8 where byte & (1 << UInt8(bit)) != 0 {
        let index = byteIndex * 8 + bit
        guard index < rows * columns else { throw .malformed("a mine off the board") }
        positions.append(Position(row: index / columns, column: index % columns))
      }
    }
    guard positions.count == mines else { throw .malformed("\(positions.count) mines on a board of \(mines)") }
    return MinesweeperDeal(
      configuration: configuration, mines: positions, guessing: flags & 4 != 0 ? .mayNeedGuess : .guessFree,
      noGuess: flags & 1 != 0, questionMarks: flags & 2 != 0, seed: seed)
  }

  /// A new move gets the next number: a tape from before it never holds that number, so it still reads the same.
  private enum MoveTag: UInt8 { case reveal, chord, flag, hint, hintNear, pause, resume, undo }

  public static func write(_ move: MinesweeperMove, to tape: inout TapeWriter) {
    switch move {
    case .reveal(let position): tape.byte(MoveTag.reveal.rawValue); tape.position(position)
    case .chord(let position): tape.byte(MoveTag.chord.rawValue); tape.position(position)
    case .flag(let position): tape.byte(MoveTag.flag.rawValue); tape.position(position)
    case .hint(nil): tape.byte(MoveTag.hint.rawValue)
    case .hint(let near?): tape.byte(MoveTag.hintNear.rawValue); tape.position(near)
    case .pause: tape.byte(MoveTag.pause.rawValue)
    case .resume: tape.byte(MoveTag.resume.rawValue)
    case .undo: tape.byte(MoveTag.undo.rawValue)
    }
  }

  public static func readMove(from tape: inout TapeReader, on deal: MinesweeperDeal) throws(TapeError) -> MinesweeperMove {
    guard let tag = MoveTag(rawValue: try tape.byte()) else { throw .malformed("an unknown move") }
    let (rows, columns) = (deal.configuration.rows, deal.configuration.columns)
    switch tag {
    case .reveal: return .reveal(try tape.position(rows: rows, columns: columns))
    case .chord: return .chord(try tape.position(rows: rows, columns: columns))
    case .flag: return .flag(try tape.position(rows: rows, columns: columns))
    case .hint: return .hint(near: nil)
    case .hintNear: return .hint(near: try tape.position(rows: rows, columns: columns))
    case .pause: return .pause
    case .resume: return .resume
    case .undo: return .undo
    }
  }
}
