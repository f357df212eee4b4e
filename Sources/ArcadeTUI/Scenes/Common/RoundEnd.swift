import ArcadeCore

/// The end of a round as every game shows it: the end-of-round panel, the receipt of the save, and whether
/// `v` hid the panel to show the board under it. One `handle` and one transition for every game; each game
/// gives only what differs (how to play again, its options, where the panel goes, the figures that fit).
public struct RoundEnd: Sendable {
  public private(set) var panel: EndOfRoundPanel
  /// Where the round was kept and ranked; nil when it could not be described.
  public let receipt: RoundReceipt?
  /// `v` hid the panel to show the board; `v` again shows it.
  public private(set) var hidden = false
  /// Whether the game has a board worth seeing under the panel (`v`).
  public let hides: Bool
  /// The help's words for `u` when the round's last move can be taken back (the scene does it); nil: no `u`.
  public let undo: String?

  public init(panel: EndOfRoundPanel, receipt: RoundReceipt?, hides: Bool = false, undo: String? = nil) {
    self.panel = panel
    self.receipt = receipt
    self.hides = hides
    self.undo = undo
  }

  /// Records the finished round once (`RoundRecorder.record`) and ends with `panel`, which gets the receipt's line.
  public static func recording(
    _ finished: FinishedRound, context: RoundContext, recorder: RoundRecorder, hides: Bool = false, undo: String? = nil,
    panel: EndOfRoundPanel
  ) -> RoundEnd {
    let receipt = recorder.record(finished, context: context)
    var panel = panel
    panel.add(receipt)
    return RoundEnd(panel: panel, receipt: receipt, hides: hides, undo: undo)
  }

  /// Whether the round kept its moves, so `w` can play it back.
  private var canWatch: Bool { receipt?.round.tape != nil }

  /// The panel's keys, with `v` and `u` where this round has them (their words are the game's: only the keys count here).
  private var table: KeyTable<EndOfRoundAction> {
    EndOfRoundAction.table(hasOptions: panel.hasOptions, board: hides ? "" : nil, undo: undo, watch: canWatch, daily: panel.isDaily)
  }

  /// Whether `event` asks to take the round's last move back (`u`, where the round has it): the scene takes it back
  /// and puts the panel away, so this is asked before `handle`.
  public func asksToUndo(_ event: InputEvent) -> Bool {
    table.action(for: event) == .undo
  }

  /// A key or click at the end: moves the focus, hides or shows the panel, or chooses one of its four ways on.
  ///
  /// `area` is where the panel is drawn (its buttons take clicks there); `figures`, when the screen shows fewer
  /// than all, are the ones drawn, so a click lands on the buttons as they are on screen.
  public mutating func handle(
    _ event: InputEvent, frame: SceneFrame, area: Rect? = nil, figures: [EndOfRoundPanel.Figure]? = nil,
    playAgain: () -> any Scene, options: (() -> any Scene)? = nil
  ) -> Transition? {
    // A hidden panel's buttons are not on screen to be clicked; its keys still work.
    guard let action = table.action(for: event, click: { hidden ? nil : .click($0) }), action != .undo else { return nil }
    if action == .toggleBoard {
      hidden.toggle()
      return nil
    }
    if action == .watch, let round = receipt?.round { return .watch(round) }
    let all = panel.figures
    if let figures { panel.figures = figures }
    let chosen = panel.apply(action, screen: frame.size, area: area)
    panel.figures = all
    guard let choice = chosen else { return nil }
    return choice.transition(receipt: receipt, playAgain: playAgain, options: options)
  }

  /// The help's lines at the end: the panel's keys, `u` where the round can be taken back, and `v` with `board` as its
  /// words where the panel hides.
  public func helpEntries(board: String) -> [HelpEntry] {
    EndOfRoundAction.table(hasOptions: panel.hasOptions, board: hides ? board : nil, undo: undo, watch: canWatch, daily: panel.isDaily)
      .helpEntries
  }

  /// The panel, unless `v` hid it.
  public func draw(into canvas: inout Canvas, theme: Theme, area: Rect? = nil) {
    if !hidden { panel.draw(into: &canvas, theme: theme, area: area) }
  }
}
