import ArcadeCore

/// TicTacToe's Options screen: the variant, the opponent (from the variant's list) and who starts.
public struct TicTacToeOptionsScene: Scene {
  let recorder: RoundRecorder
  private(set) var options: TicTacToeOptions
  private(set) var form: OptionsForm

  public init(recorder: RoundRecorder, options: TicTacToeOptions = .standard) {
    self.recorder = recorder
    self.options = options.fitted
    form = Self.form(for: self.options)
  }

  static func form(for options: TicTacToeOptions) -> OptionsForm {
    let opponents = options.variant.opponents
    let starts = TicTacToeFirstMove.allCases
    return OptionsForm(rows: [
      OptionsForm.Row("Game", .choice(values: TicTacToeVariant.allCases.map(\.title), selected: TicTacToeVariant.allCases.firstIndex(of: options.variant) ?? 0)),
      OptionsForm.Row("Opponent", .choice(values: opponents.map(\.title), selected: opponents.firstIndex(of: options.opponent) ?? 0)),
      OptionsForm.Row("Who starts", .choice(values: starts.map { startTitle($0, opponent: options.opponent) }, selected: starts.firstIndex(of: options.firstMove) ?? 0)),
    ])
  }

  static func startTitle(_ start: TicTacToeFirstMove, opponent: TicTacToeOpponent) -> String {
    guard !opponent.isComputer else { return start.title }
    return switch start {
    case .human: "X"
    case .computer: "O"
    case .alternate: "Alternate"
    }
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(title: "TicTacToe options", keys: form.helpEntries, notes: [
      "Classic: three in a row on one board. Ultimate: nine small boards, and where you play sends your opponent.",
    ])
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    guard let outcome = form.handle(event, layout: layout(for: frame.size)) else { return nil }
    switch outcome {
    case .back:
      return .leave
    case .changed:
      readForm()
      return nil
    case .start:
      recorder.player.remember(TicTacToeChoices(options), for: .tictactoe)
      return .push(Self.game(options: options, recorder: recorder))
    }
  }

  /// The game's first scene for these options (the options screen and `arcade play` flags alike).
  static func game(options: TicTacToeOptions, recorder: RoundRecorder) -> any Scene {
    let sitting = TicTacToeSitting(options: options)
    let seed = recorder.nextSeed()
    return options.variant == .classic
      ? TicTacToeScene(recorder: recorder, sitting: sitting, seed: seed, now: recorder.now())
      : UltimateScene(recorder: recorder, sitting: sitting, seed: seed, now: recorder.now())
  }

  /// Reads the three rows back; a new variant keeps the opponent when it is on its list.
  private mutating func readForm() {
    let variant = TicTacToeVariant.allCases[form.selection(0)]
    var next = options
    if variant != options.variant {
      next.variant = variant
      next = next.fitted
    } else {
      next.opponent = variant.opponents[form.selection(1)]
    }
    next.firstMove = TicTacToeFirstMove.allCases[form.selection(2)]
    options = next
    // The rows' values follow the variant and opponent; the form keeps its focus.
    let fresh = Self.form(for: next)
    form.rows[1].field = fresh.rows[1].field
    form.rows[2].field = fresh.rows[2].field
  }

  private func layout(for size: Size) -> OptionsFormLayout {
    let top = size.height >= 20 ? 4 : 2
    return form.layout(in: Rect(x: 0, y: top, width: size.width, height: size.height - top - 1))
  }

  /// What Start will deal, in a sentence.
  var summary: String {
    let who: String
    switch (options.firstMove, options.opponent.isComputer) {
    case (.human, true): who = "You start"
    case (.computer, true): who = "The computer starts"
    case (.human, false): who = "X starts"
    case (.computer, false): who = "O starts"
    case (.alternate, _): who = "The first move alternates"
    }
    let opponent = switch options.opponent {
    case .easy: "Easy plays at random"
    case .normal: options.variant == .classic ? "Normal wins and blocks by rule; a fork beats it" : "Normal plays by rules of thumb"
    case .perfect: "Perfect never loses: draws are the best you can do"
    case .hard: "Hard plays out thousands of games a move"
    case .twoPlayers: "two players at one keyboard"
    }
    return "\(options.variant.title): \(opponent). \(who)."
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("TicTacToe · Options", row: canvas.height >= 20 ? 1 : 0, style: theme.title)
    form.draw(into: &canvas, theme: theme, layout: layout(for: canvas.size), summary: [summary])
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
