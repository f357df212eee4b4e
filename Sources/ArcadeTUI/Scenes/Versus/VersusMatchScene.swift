import ArcadeCore
import Foundation

/// A live TicTacToe or Ultimate match against a person at another terminal on this score file. Your moves go to the
/// file; theirs come from it, each checked by the engine (`VersusReferee`) before it is shown. The scene watches the
/// file's folder, so a move wakes it at once and nothing polls. A name that plays neither mark watches.
public struct VersusMatchScene: Scene {
  let store: any VersusStore
  let clock: any GameClock
  let player: String
  private(set) var match: VersusMatch
  private(set) var board: VersusBoard
  /// The cell under the cursor, as the store numbers it.
  private(set) var cursor: Int
  /// Ultimate: the small board a first digit chose when the move is a free choice.
  private(set) var chosenBoard: Int?
  /// One line on what just happened (a taken cell, a resignation asked for).
  private(set) var notice: String?
  private var resignAsked = false

  public init(store: any VersusStore, clock: any GameClock, player: String, match: VersusMatch) {
    (self.store, self.clock, self.player, self.match) = (store, clock, player, match)
    board = VersusBoard(match, now: Self.elapsed(match, clock: clock))
    cursor = match.variant == .classic ? 4 : 40
    followTarget()
  }

  /// Milliseconds since the match was made, by this arcade's clock: what a move sent now carries.
  static func elapsed(_ match: VersusMatch, clock: any GameClock, at instant: Instant? = nil) -> Int64 {
    match.milliseconds(at: clock.wallDate(at: instant ?? clock.now()))
  }

  public var mark: TicTacToeMark? { match.mark(of: player) }
  public var state: VersusState { board.state }
  public var wake: VersusWake? { store.wake }
  public var minimumSize: Size { Size(width: 40, height: 12) }
  /// This side is to move.
  var isMyMove: Bool { mark.map { state == .toMove($0) } ?? false }

  public var help: SceneHelp {
    VersusMatchAction.table(ultimate: match.variant == .ultimate, playing: mark != nil, over: state.isOver).help(
      title: "Versus",
      notes: [
        "A live game against a person at another terminal, through \(store.place): X moves first.",
        "Every move the other side sends is checked with the game's rules; one that breaks them loses the match.",
        mark == nil
          ? "You are watching: the moves show as they are played."
          : "q leaves the screen only: the match goes on, and Versus opens it again.",
      ])
  }

  public mutating func appear(frame: SceneFrame) { reload() }

  /// With a clock running: when the side to move's time next reads a second less, or runs out.
  public func nextTick(after now: Instant) -> Instant? {
    guard let limit = match.clockSeconds.map({ Int64($0) * 1_000 }), case .toMove(let side) = state else { return nil }
    let left = board.remaining(side, limit: limit, now: Self.elapsed(match, clock: clock, at: now))
    return now.advanced(byMilliseconds: max(1, left % 1_000 == 0 ? 1_000 : left % 1_000))
  }

  /// The clocks, "ana 1:42 · eve 2:00", nil for a match without them.
  var clocks: String? {
    guard let limit = match.clockSeconds.map({ Int64($0) * 1_000 }), !match.isOpen else { return nil }
    let now = Self.elapsed(match, clock: clock)
    return [TicTacToeMark.x, .o].map { "\(name($0)) \(VersusClock.left(milliseconds: board.remaining($0, limit: limit, now: now)))" }
      .joined(separator: " · ")
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if event == .storeChanged {
      reload()
      return nil
    }
    if event == .tick {
      // A clock ticked: the position is the same, the time (and perhaps the flag) is not.
      board = VersusBoard(match, now: Self.elapsed(match, clock: clock))
      return nil
    }
    let table = VersusMatchAction.table(ultimate: match.variant == .ultimate, playing: mark != nil, over: state.isOver)
    guard let action = table.action(for: event, click: { cell(at: $0, size: frame.size).map(VersusMatchAction.take) }) else { return nil }
    let asked = resignAsked
    resignAsked = false
    switch action {
    case .move(let direction):
      let (row, column) = board.position(of: cursor)
      let (to, across) = (row + direction.rowOffset, column + direction.columnOffset)
      if (0..<board.side).contains(to), (0..<board.side).contains(across) { cursor = board.cell(row: to, column: across) }
    case .choose: take(cursor)
    case .take(let cell):
      cursor = cell
      take(cell)
    case .digit(let digit): pick(digit)
    case .resign: resign(asked: asked)
    case .rematch:
      guard state.isOver, let offer = match.rematch(offeredBy: player, uid: UUID().uuidString.lowercased(), at: clock.wallDate(at: clock.now()))
      else { return nil }
      guard store.postChallenge(offer) else {
        notice = "The offer did not reach \(store.place)."
        return nil
      }
      // Versus opens the new match when it is taken.
      return .pop
    case .replay:
      return state.isOver ? .push(VersusMatchReplay.scene(of: match, store: store, now: clock.now())) : nil
    case .back:
      if chosenBoard != nil {
        chosenBoard = nil
        return nil
      }
      return .pop
    }
    return nil
  }

  /// A keypad digit: the cell on the classic board; in Ultimate the cell of the board play is in, or on a free choice
  /// first the board, then the cell.
  private mutating func pick(_ digit: Int) {
    guard match.variant == .ultimate else { return take(digit) }
    switch UltimateDigit(digit, target: board.target, chosenBoard: chosenBoard, isDecided: board.isDecided) {
    case .boardDecided: notice = TicTacToeRefusal.boardDecided.hint
    case .chooseBoard(let small):
      chosenBoard = small
      cursor = UltimateMove(board: small, cell: 4).index
    case .take(let move):
      cursor = move.index
      take(cursor)
    }
  }

  private mutating func resign(asked: Bool) {
    guard let mark, !state.isOver else { return }
    guard asked else {
      resignAsked = true
      notice = "r again to resign: the match is lost."
      return
    }
    store.resign(match.uid, as: mark)
    reload()
  }

  /// Sends the move if it is this side's turn and the engine takes the cell; the file keeps the first move sent for a
  /// number, so a move the other side beat to it is read back as theirs.
  private mutating func take(_ cell: Int) {
    guard let mark, isMyMove else {
      notice = state.isOver || self.mark == nil ? nil : "Not your move: waiting for \(opponentName)."
      return
    }
    guard board.accepts(cell) else {
      notice = match.variant == .ultimate ? "Not there: the highlighted board, on a free cell." : "That cell is taken."
      return
    }
    let move = VersusMove(ply: match.moves.count, mark: mark, cell: cell, milliseconds: Self.elapsed(match, clock: clock))
    notice = store.send(move, in: match.uid) ? nil : "The move did not reach \(store.place); try again."
    chosenBoard = nil
    reload()
  }

  private mutating func reload() {
    if let read = store.match(match.uid) { match = read }
    board = VersusBoard(match, now: Self.elapsed(match, clock: clock))
    followTarget()
  }

  /// Ultimate: the cursor into the board the next move must go in.
  private mutating func followTarget() {
    guard let target = board.target, UltimateMove(index: cursor).board != target else { return }
    cursor = UltimateMove(board: target, cell: 4).index
  }

  /// The line under the board: what just happened, else that the store cannot be reached (the lobby says why); a move
  /// made meanwhile is kept by the store and sent when it is back (said where the line has room).
  func notice(width: Int) -> String? {
    notice ?? store.problem.map { _ in
      let long = "Waiting for \(store.place)… moves are sent when it is back."
      return displayWidth(long) <= width ? long : "Waiting for \(store.place)…"
    }
  }

  var opponentName: String {
    PlayerName.shown(mark.flatMap { match.player($0.opponent) } ?? "the other side")
  }
}
