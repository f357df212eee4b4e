import ArcadeCore
import Foundation

/// One game on screen, classic or Ultimate: the engine, the computer's pause, the win flash and the end-of-round panel.
///
/// Both scenes pace a round the same way and end it with the same panel and keys; only their boards,
/// cursors and keys for a cell differ, so those stay in the scenes and everything after a move is here.
struct TicTacToeRound<Game: TicTacToeEngine> {
  let recorder: RoundRecorder
  /// The sitting this game counts in, once it ends.
  private(set) var sitting: TicTacToeSitting
  private(set) var game: Game
  /// The game's id while it is kept as unfinished (`ResumableScene`).
  let roundUID: String
  /// Where the deal came from (free, chosen seed, a day's daily).
  var context = RoundContext.free
  private(set) var phase: TicTacToePhase = .playing
  /// A refused move's hint, shown under the board until the next move (the computer's included).
  var hint: String?
  /// The panel once the win's flash is over, with the receipt and `v` (which shows the final position).
  private(set) var end: RoundEnd?
  /// The receipt from the moment the round ended (the panel comes after the flash).
  private var recorded: RoundReceipt?
  /// The sitting before this game was counted in it: an undo after the end puts it back, so the tally counts each
  /// game once, as it came out in the end.
  /// The game's first ending is in the tally: it stays there after an undo, as it stays saved and ranked, and the
  /// game played on (kept, not ranked) is not counted again, so the tally agrees with the standings.
  private var countedInTally = false
  var panel: EndOfRoundPanel? { end?.panel }
  var panelHidden: Bool { end?.hidden ?? false }
  var receipt: RoundReceipt? { end?.receipt ?? recorded }

  /// The sitting's next game; the computer, if it opens, starts with its pause.
  init(recorder: RoundRecorder, sitting: TicTacToeSitting, seed: UInt64, now: Instant) {
    self.recorder = recorder
    self.sitting = sitting
    game = Game(
      opponent: sitting.options.opponent, firstMove: sitting.options.firstMove, round: sitting.gamesPlayed, seed: seed, at: now)
    roundUID = UUID().uuidString
    if game.isComputersTurn { phase = Self.thinking(from: now) }
  }

  /// `game` taken up again under its old id, in a sitting of its own: the same position, and the computer's turn kept
  /// (it thinks again).
  init(recorder: RoundRecorder, resuming game: Game, uid: String, now: Instant, context: RoundContext) {
    self.recorder = recorder
    sitting = TicTacToeSitting(options: game.deal?.options ?? .standard)
    self.game = game
    roundUID = uid
    self.context = context
    if game.isComputersTurn { phase = Self.thinking(from: now) }
  }

  /// Whether `u` takes moves back: only against the computer (two people at one keyboard would take back each other's).
  var undoes: Bool { sitting.options.opponent.isComputer }


  /// The keys while playing, where only a digit's meaning differs between the variants, or the panel's once the round has ended.
  func help(title: String, keypad: HelpEntry, notes: [String]) -> SceneHelp {
    if let end {
      return SceneHelp(title: title, keys: end.helpEntries(board: "hide the panel to see the final position; v shows it again"))
    }
    return TicTacToePlayAction.table(keypad: keypad, undo: undoes).help(title: title, notes: notes + (undoes ? [TicTacToePlayAction.undoNote] : []))
  }

  /// The action for an event on the board, or for a click on the cell `cellAt` finds.
  func action(for event: InputEvent, keypad: HelpEntry, cellAt: (Point) -> Int?) -> TicTacToePlayAction? {
    TicTacToePlayAction.from(event, keypad: keypad, undo: undoes, cellAt: cellAt)
  }

  /// The line under the board: a refused move's hint, the computer's pause, how the round ended, or whose move
  /// it is, to which `whereToMove` may add the variant's word on where.
  func status(player: String, whereToMove: (String) -> String = { $0 }) -> String {
    if let hint { return hint }
    let opponent = sitting.options.opponent
    switch (phase, game.status) {
    case (.thinking, _): return "Computer (O) is thinking…"
    case (_, .playing(let next)):
      return whereToMove(opponent.isComputer ? "Your move (X)" : next == .x ? "\(player) (X) to move" : "Player 2 (O) to move")
    case (_, let status): return TicTacToeEnding.headline(status, opponent: opponent)
    }
  }

  /// A person's mark on `cell`, made only while the board takes moves; its result, or nil when it was not made.
  mutating func take(_ cell: Game.Cell, at now: Instant) -> TicTacToeMoveResult? {
    guard phase == .playing else {
      if case .thinking = phase { hint = TicTacToeRefusal.computersTurn.hint }
      return nil
    }
    hint = nil
    let result = game.apply(.place(cell), at: now)
    settle(result, at: now)
    return result
  }

  /// Takes back the person's last move and the computer's reply, while it thinks, after the end or in between; play
  /// goes on with the person to move. The ended game stays saved as it was; the one played on is saved when it ends.
  mutating func takeBack(at now: Instant) -> TicTacToeMoveResult {
    let result = game.apply(.undo, at: now)
    guard case .tookBack = result else {
      if case .refused(let refusal) = result { hint = refusal.hint }
      return result
    }
    recorded = nil
    end = nil
    hint = nil
    phase = .playing
    return result
  }

  /// Plays the computer's move when its pause is over and shows the panel when the flash is; the computer's result, if it moved.
  mutating func tick(at now: Instant) -> TicTacToeMoveResult? {
    switch phase {
    case .thinking(let until) where now >= until:
      // The computer's move is the next move: a hint refused during its pause ("wait for…") is stale now.
      hint = nil
      guard let reply = game.chooseComputerMove() else {
        phase = .playing
        return nil
      }
      let result = game.apply(reply, at: now)
      settle(result, at: now)
      return result
    case .celebrating(let until) where now >= until:
      showPanel()
    default:
      break
    }
    return nil
  }

  /// A key or click on the end-of-round panel, placed in `area`; `playAgain` makes the next game's scene in the same sitting.
  mutating func handlePanel(
    _ event: InputEvent, frame: SceneFrame, area: Rect? = nil, playAgain: (TicTacToeSitting) -> any Scene
  ) -> Transition? {
    guard var end else { return nil }
    if end.asksToUndo(event) {
      _ = takeBack(at: frame.now)
      return nil
    }
    defer { self.end = end }
    let sitting = sitting
    return end.handle(
      event, frame: frame, area: area, playAgain: { playAgain(sitting) },
      options: { [recorder] in TicTacToeOptionsScene(recorder: recorder, options: sitting.options) })
  }

  private static func thinking(from now: Instant) -> TicTacToePhase {
    .thinking(until: now.advanced(byMilliseconds: TicTacToePhase.thinkingMilliseconds))
  }

  private mutating func settle(_ result: TicTacToeMoveResult, at now: Instant) {
    switch result {
    case .refused(let refusal):
      hint = refusal.hint
    case .placed:
      phase = game.isComputersTurn ? Self.thinking(from: now) : .playing
    case .won:
      finish()
      phase = .celebrating(until: now.advanced(byMilliseconds: TicTacToePhase.celebrationMilliseconds))
    case .drawn:
      finish()
      showPanel()
    case .tookBack:
      break
    }
  }

  /// Records the round (again after an undo) and counts its first ending in the sitting's tally.
  private mutating func finish() {
    if !countedInTally { sitting.count(game.status) }
    countedInTally = true
    if let finished = game.recordedRound { recorded = recorder.record(finished, context: context) }
  }

  private mutating func showPanel() {
    phase = .ended
    let panel = TicTacToeEnding.panel(
      status: game.status, options: sitting.options, moves: game.turns.moves.count,
      durationMilliseconds: game.endedAt.map { $0.milliseconds(since: game.startedAt) } ?? 0, seed: game.seed,
      receipt: recorded)
    end = RoundEnd(panel: panel, receipt: recorded, hides: true, undo: undoes ? TicTacToePlayAction.undoAtTheEndText : nil)
  }
}
