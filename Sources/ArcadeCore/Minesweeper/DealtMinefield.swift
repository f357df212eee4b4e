/// A board dealt for `arcade generate`: the same board `play --seed` deals for that first reveal.
public struct DealtMinefield: Hashable, Sendable {
  public let configuration: MinefieldConfiguration
  public let firstReveal: Position
  /// Whether a no-guess board was asked for; `guessing` says whether this one is.
  public let noGuess: Bool
  public let seed: UInt64
  public let minefield: Minefield
  /// Whether the solver clears this board from `firstReveal` without a guess. A no-guess request
  /// can still give `.mayNeedGuess` on very dense custom boards (the generator's work limit ran out).
  public let guessing: MinefieldGuessing

  /// Deals with `MinefieldGenerator.generate`, the function the game calls on its first reveal.
  ///
  /// `firstReveal` defaults to the centre, where the screen's cursor starts.
  public init(configuration: MinefieldConfiguration, firstReveal: Position? = nil, noGuess: Bool = true, seed: UInt64)
    throws(MinefieldDealError)
  {
    let first = firstReveal ?? configuration.centre
    guard configuration.contains(first) else {
      throw .firstRevealOffBoard(first, rows: configuration.rows, columns: configuration.columns)
    }
    self.configuration = configuration
    self.firstReveal = first
    self.noGuess = noGuess
    self.seed = seed
    let generated = MinefieldGenerator.generate(configuration: configuration, firstReveal: first, noGuess: noGuess, seed: seed)
    minefield = generated.minefield
    guessing = generated.guessing
  }

  /// True when the solver clears this board from `firstReveal` without a guess.
  public var isGuessFree: Bool { guessing == .guessFree }

  /// `count` boards with seeds `seed`, `seed + 1`, …, so each can be played again with `--seed`.
  public static func series(
    configuration: MinefieldConfiguration, firstReveal: Position? = nil, noGuess: Bool = true, seed: UInt64, count: Int
  ) throws(MinefieldDealError) -> [DealtMinefield] {
    var boards: [DealtMinefield] = []
    for offset in 0..<max(0, count) {
      boards.append(
        try DealtMinefield(configuration: configuration, firstReveal: firstReveal, noGuess: noGuess, seed: seed &+ UInt64(offset)))
    }
    return boards
  }

  /// One line per row: `*` for a mine, `.` for no mine around, else the count.
  public var picture: String {
    var lines: [String] = []
    lines.reserveCapacity(minefield.rows)
    for row in 0..<minefield.rows {
      var line = ""
      for column in 0..<minefield.columns {
        let position = Position(row: row, column: column)
        let count = minefield.adjacentMines(position)
        line += minefield.isMine(position) ? "*" : count == 0 ? "." : "\(count)"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The line `arcade generate` prints above the picture: seed, size, first reveal (row and column
  /// counted from 1, as on the board's labels), 3BV and whether the board needs a guess.
  public var header: String {
    let guessNote: String = switch (guessing, noGuess) {
    case (.guessFree, _): ", no guessing needed"
    case (.mayNeedGuess, true): ", no guess-free board found within the work limit; this one may need guessing"
    case (.mayNeedGuess, false): ", may need guessing"
    }
    return "seed \(seed), \(configuration.rows)×\(configuration.columns), \(counted(configuration.mines, "mine")), "
      + "first reveal \(firstReveal.row + 1),\(firstReveal.column + 1), 3BV \(minefield.threeBV)" + guessNote
  }

  /// One line of JSON: rows, cols, mines ([row, col] pairs, row by row), first, threeBV, seed,
  /// (rows and columns counted from 1, as the board's labels, the hints and `--first` count them),
  /// noGuess (a no-guess board was asked for and this one is: never true for a board that may
  /// need a guess) and guessFree (the solver clears this board without a guess, however dealt).
  public var json: String {
    let mines = minefield.minePositions.map { "[\($0.row + 1),\($0.column + 1)]" }.joined(separator: ",")
    return "{\"rows\":\(minefield.rows),\"cols\":\(minefield.columns),\"mines\":[\(mines)],"
      + "\"first\":[\(firstReveal.row + 1),\(firstReveal.column + 1)],\"threeBV\":\(minefield.threeBV),"
      + "\"seed\":\(seed),\"noGuess\":\(noGuess && isGuessFree),\"guessFree\":\(isGuessFree)}"
  }
}

/// Why a board could not be dealt from command-line values.
public enum MinefieldDealError: Error, Hashable, Sendable, CustomStringConvertible {
  case firstRevealOffBoard(Position, rows: Int, columns: Int)

  public var description: String {
    switch self {
    case .firstRevealOffBoard(let first, let rows, let columns):
      "first reveal \(first.row + 1),\(first.column + 1) is off the board: use a row 1–\(rows) and a column 1–\(columns)."
    }
  }
}
