import ArcadeCore

/// PathFinder's Options: Walls off (the original open grid) or on (a maze), on the shared `OptionsForm`;
/// Enter opens the guess screen and remembers the choice.
public struct PathFinderOptionsScene: Scene {
  /// The form's rows, in order.
  enum Row: Int, CaseIterable { case walls }

  let recorder: RoundRecorder
  private(set) var form: OptionsForm

  /// Starts from `options` (the last ones, remembered).
  public init(recorder: RoundRecorder, options: PathFinderOptions = .standard) {
    self.recorder = recorder
    form = OptionsForm(rows: [OptionsForm.Row("Walls", .toggle(options.walls))])
  }

  /// What the form says now.
  var options: PathFinderOptions { PathFinderOptions(walls: form.isOn(Row.walls.rawValue)) }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "PathFinder — Options",
      keys: form.helpEntries,
      notes: [
        "Walls off: the original game, an open grid.",
        "Walls on: a maze with always a way to the target; bumping a wall is no step. Rounds with walls have their own board.",
        "From the shell: arcade play pathfinder --walls.",
      ]
    )
  }

  /// What Start deals, in a sentence (the form wraps it to the screen).
  var summary: String {
    options.walls
      ? "A maze: walls between cells, always a way through. Its own board."
      : "An open grid, as in the original game."
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    switch form.handle(event, layout: formLayout(for: frame.size)) {
    case .start:
      let chosen = options
      recorder.player.remember(PathFinderChoices(chosen), for: .pathfinder)
      return .replace(with: PathFinderGuessScene(recorder: recorder, options: chosen))
    case .back:
      return .leave
    case .changed, nil:
      return nil
    }
  }

  static let screen = OptionsScreen(title: "PathFinder — Options", gapWhenShort: 2)

  func formLayout(for size: Size) -> OptionsFormLayout { Self.screen.formLayout(form, for: size) }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    Self.screen.draw(form, summary: [summary], help: help, into: &canvas, theme: frame.theme)
  }
}
