import ArcadeCore
import Foundation

/// A live classic TicTacToe match against a person at another terminal on this score file. Your moves go to the file;
/// theirs come from it, each checked by the engine (`VersusReferee`) before it is shown. The scene watches the file's
/// folder, so a move wakes it at once and nothing polls.
public struct VersusMatchScene: Scene {
  let store: any VersusStore
  let clock: any GameClock
  /// Who plays here; a name that plays neither mark watches.
  let player: String
  private(set) var match: VersusMatch
  private(set) var referee: VersusReferee<TicTacToeGame>
  private(set) var cursor = 4
  /// One line on what just happened (a move the file did not take, a resignation asked for).
  private(set) var notice: String?
  private var resignAsked = false

  public init(store: any VersusStore, clock: any GameClock, player: String, match: VersusMatch) {
    (self.store, self.clock, self.player, self.match) = (store, clock, player, match)
    referee = VersusReferee(match, now: Self.elapsed(match, clock: clock))
  }

  /// Milliseconds since the match was made, by this arcade's clock: what a move sent now carries.
  static func elapsed(_ match: VersusMatch, clock: any GameClock) -> Int64 {
    max(0, Int64((clock.wallDate(at: clock.now()).timeIntervalSince(match.createdAt) * 1000).rounded(.down)))
  }

  public var mark: TicTacToeMark? { match.mark(of: player) }
  public var state: VersusState { referee.state }
  public var watchedFolder: String? { store.watchedFolder }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    VersusMatchAction.table.help(
      title: "Versus",
      notes: [
        "A live game against a person at another terminal on this score file: X moves first.",
        "Every move the other side sends is checked with the game's rules; one that breaks them loses the match.",
        "q leaves the match on screen only: it goes on, and Versus opens it again.",
      ])
  }

  public mutating func appear(frame: SceneFrame) { reload() }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if event == .folderChanged {
      reload()
      return nil
    }
    let layout = TicTacToeBoardLayout(size: frame.size)
    guard let action = VersusMatchAction.table.action(for: event, click: { layout.cell(at: $0).map(VersusMatchAction.take) }) else {
      return nil
    }
    let asked = resignAsked
    resignAsked = false
    switch action {
    case .move(let direction):
      let (row, column) = (cursor / 3 + direction.rowOffset, cursor % 3 + direction.columnOffset)
      if (0..<3).contains(row), (0..<3).contains(column) { cursor = row * 3 + column }
    case .choose: take(cursor)
    case .take(let cell):
      cursor = cell
      take(cell)
    case .resign:
      guard let mark, !state.isOver else { return nil }
      guard asked else {
        resignAsked = true
        notice = "r again to resign: the match is lost."
        return nil
      }
      store.resign(match.uid, as: mark)
      reload()
    case .back: return .pop
    }
    return nil
  }

  /// Sends the move if it is this side's turn and the cell is free; the file keeps the first move sent for a number.
  private mutating func take(_ cell: Int) {
    guard let mark, case .toMove(mark) = state else {
      notice = state.isOver ? nil : "Not your move: waiting for \(opponentName)."
      return
    }
    var trial = referee.game
    if case .refused = trial.apply(.place(cell), at: .zero) {
      notice = "That cell is taken."
      return
    }
    send(cell, mark: mark)
  }

  private mutating func send(_ cell: Int, mark: TicTacToeMark) {
    let move = VersusMove(ply: match.moves.count, mark: mark, cell: cell, milliseconds: Self.elapsed(match, clock: clock))
    notice = store.send(move, in: match.uid) ? nil : "The score file did not take the move; try again."
    reload()
  }

  private mutating func reload() {
    if let read = store.match(match.uid) { match = read }
    referee = VersusReferee(match, now: Self.elapsed(match, clock: clock))
  }

  var opponentName: String {
    PlayerName.shown(mark.flatMap { match.player($0.opponent) } ?? "the other side")
  }
}
