@testable import ArcadeCore

/// Seeds each property test runs over: fewer on big boards so the folder stays fast in debug.
enum MinesweeperSeeds {
  static func count(for configuration: MinefieldConfiguration) -> Int {
    switch configuration.preset {
    case .classic, .beginner: 200
    case .intermediate: 100
    case .expert: 50
    case .custom: 20
    }
  }

  static let configurations: [MinefieldConfiguration] = [.classic, .beginner, .intermediate, .expert]
}

extension Minefield {
  /// 5×5 with one mine in the top-left corner: one opening clears it (3BV 1).
  static let cornerMine = Minefield(rows: 5, columns: 5, mines: [Position(row: 0, column: 0)])
  /// 3×3 with a mine in the middle: eight numbers and no opening (3BV 8).
  static let centreMine = Minefield(rows: 3, columns: 3, mines: [Position(row: 1, column: 1)])
  /// 3×5 with a wall of mines down the middle column: two openings (3BV 2).
  static let wall = Minefield(rows: 3, columns: 5, mines: (0..<3).map { Position(row: $0, column: 2) })
  /// 1×3 "*2*": one number touching no opening (3BV 1).
  static let sandwich = Minefield(rows: 1, columns: 3, mines: [Position(row: 0, column: 0), Position(row: 0, column: 2)])

  /// Every position on the board, row by row.
  var allPositions: [Position] {
    (0..<rows).flatMap { row in (0..<columns).map { Position(row: row, column: $0) } }
  }

  /// Neighbours computed independently of the engine's tables.
  func testNeighbours(of position: Position) -> [Position] {
    var result: [Position] = []
    for dr in -1...1 {
      for dc in -1...1 where dr != 0 || dc != 0 {
        let next = Position(row: position.row + dr, column: position.column + dc)
        if contains(next) { result.append(next) }
      }
    }
    return result
  }

  /// What a flood fill from `start` must open: its 8-connected region of empty cells plus that
  /// region's border, or just `start` when it shows a number (independent breadth-first search).
  func expectedFlood(from start: Position) -> Set<Position> {
    var opened: Set<Position> = [start]
    var frontier = [start]
    var index = 0
    while index < frontier.count {
      let cell = frontier[index]
      index += 1
      let mines = testNeighbours(of: cell).filter(isMine).count
      guard mines == 0 else { continue }
      for next in testNeighbours(of: cell) where !opened.contains(next) {
        opened.insert(next)
        frontier.append(next)
      }
    }
    return opened
  }
}

extension MinesweeperGame {
  /// A game already started by a reveal at the board's centre.
  static func started(_ configuration: MinefieldConfiguration, seed: UInt64, noGuess: Bool = true, questionMarks: Bool = false)
    -> MinesweeperGame
  {
    var game = MinesweeperGame(configuration: configuration, seed: seed, noGuess: noGuess, questionMarks: questionMarks)
    _ = game.reveal(configuration.centre, at: .zero)
    return game
  }

  /// Every position, row by row.
  var allPositions: [Position] { marks.positions }
}

/// Checks a solver run against the true board.
enum MinesweeperSolveCheck {
  static func solvedTruthfully(_ board: Minefield, from first: Position) -> Bool {
    let report = MinesweeperSolver.solve(board, from: first)
    return report.outcome == .solved && truthful(report.deductions, on: board)
  }

  static func truthful(_ deductions: [MinesweeperDeduction], on board: Minefield) -> Bool {
    deductions.allSatisfy { fact in
      switch fact {
      case .safe(let position): !board.isMine(position)
      case .mine(let position): board.isMine(position)
      }
    }
  }
}

extension MinesweeperGame {
  /// A revealed 1 with two or more closed neighbours, and among them a safe cell and its mine: where a wrong flag
  /// makes a chord explode. Nil on a board that has none.
  func oneBesideASafeCellAndAMine() -> (number: Position, safe: Position, mine: Position)? {
    guard let board = minefield,
      let number = allPositions.first(where: { position in
        marks[position] == .revealed && board.adjacentMines(position) == 1
          && board.testNeighbours(of: position).filter { marks[$0] == .hidden }.count >= 2
      })
    else { return nil }
    let hidden = board.testNeighbours(of: number).filter { marks[$0] == .hidden }
    guard let safe = hidden.first(where: { !board.isMine($0) }), let mine = hidden.first(where: board.isMine) else { return nil }
    return (number, safe, mine)
  }
}
