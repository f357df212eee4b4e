/// The turns both TicTacToe engines take the same way around their own board: a person's move, the computer's, and a
/// move from a tape.
///
/// Each engine says only how a mark goes on its board, how moves are taken back and where its computer would move;
/// whose turn it is and what is refused then are the same rules for both, so they are written here once.
protocol TicTacToeBoardPlay: TicTacToeEngine {
  associatedtype Board: TicTacToePlacedBoard
  var board: Board { get set }
  var turns: TicTacToeTurns { get set }
  /// Places the mark whose turn it is; the computer's recorded reply comes here too, without its search.
  mutating func place(_ cell: Cell, at now: Instant) -> TicTacToeMoveResult
  /// Where the computer moves now, chosen by its strength (its generator moves on).
  mutating func computersCell() -> Cell
  /// The computer's generator, and how many replies it has chosen.
  var generator: SeededGenerator { get set }
  var chosenReplies: Int { get set }
}

/// A board that an undo sets again from the moves left.
protocol TicTacToePlacedBoard {
  init()
  init(placing turns: TicTacToeTurns)
}

extension TicTacToeBoard: TicTacToePlacedBoard {}
extension UltimateBoard: TicTacToePlacedBoard {}

extension TicTacToeBoardPlay {
  /// This game as dealt, before its first move, with the same computer (and Ultimate's search as it was).
  func restarted() -> Self {
    var game = self
    game.board = Board()
    game.turns = TicTacToeTurns(replaying: turns.deal, variant: Self.variant, at: turns.startedAt)
    game.generator = SeededGenerator(seed: seed)
    game.chosenReplies = 0
    return game
  }

  /// Takes back the person's last move and the computer's reply; the board is set again from the moves left.
  mutating func undo(at now: Instant) -> TicTacToeMoveResult {
    let result = turns.undo(at: now)
    if case .tookBack = result { board = Board(placing: turns) }
    return result
  }

  /// A person's move; refused while the computer is to move, or where the rules do not allow it.
  mutating func play(_ cell: Cell, at now: Instant) -> TicTacToeMoveResult {
    if isComputersTurn { return .refused(.computersTurn) }
    return place(cell, at: now)
  }

  mutating func playComputerMove(at now: Instant) -> TicTacToeMoveResult {
    if let refusal = turns.computersRefusal { return .refused(refusal) }
    return place(chosenReply(), at: now)
  }

  /// The computer's reply now. A replayed game (a resumed round) placed its replies without searching, so its
  /// generator is first brought to where live play left it: every reply of a round, resumed or not, is then the one
  /// its seed gives, and the verifier recomputes them in one pass.
  mutating func chosenReply() -> Cell {
    if chosenReplies < turns.log.count(where: { $0.move.isComputers }) { catchUp() }
    chosenReplies += 1
    return computersCell()
  }

  /// The generator as live play leaves it: the moves so far played again from the deal, each reply chosen first.
  private mutating func catchUp() {
    var live = restarted()
    for entry in turns.log {
      let move = entry.move.map(Self.cell(number:))
      if move.isComputers { _ = live.chosenReply() }
      _ = live.applying(move, at: turns.startedAt.advanced(byMilliseconds: entry.milliseconds))
    }
    generator = live.generator
    chosenReplies = live.chosenReplies
  }

  /// One move at `now`, as `apply` takes it; a move the rules allow is kept with its time. The computer's recorded move
  /// is placed as it is: a replay never searches.
  mutating func applying(_ move: TicTacToeMove<Cell>, at now: Instant) -> TicTacToeMoveResult {
    switch move {
    case .place(let cell): play(cell, at: now)
    case .computer(let cell): turns.computersRefusal.map { .refused($0) } ?? place(cell, at: now)
    case .undo: undo(at: now)
    }
  }
}
