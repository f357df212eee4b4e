import ArcadeCore

/// PathFinder's Options: Walls off (the original open grid) or on (a maze), on the shared `OptionsForm`;
/// Enter opens the guess screen and remembers the choice.
public struct PathFinderOptionsScene: Scene {
  /// The form's rows, in order.
  enum Row: Int, CaseIterable { case walls }

  private(set) var form: OptionsForm

  /// Starts from `options` (the last ones, remembered).
  public init(options: PathFinderOptions = .standard) {
    form = OptionsForm(rows: [OptionsForm.Row("Walls", .toggle(options.walls))])
  }

  /// What the form says now.
  var options: PathFinderOptions { PathFinderOptions(walls: form.isOn(Row.walls.rawValue)) }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "PathFinder — Options",
      keys: OptionsForm.helpEntries(),
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

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    switch form.handle(event, layout: formLayout(for: services.screenSize)) {
    case .start:
      let chosen = options
      services.remember(chosen, for: .pathfinder)
      return .replace(with: PathFinderGuessScene(services: services, options: chosen))
    case .back:
      return .pop
    case .changed, nil:
      return nil
    }
  }

  /// The title on the top row, the form centred under it when the terminal is tall, the footer on the last row.
  private func titleRow(for size: Size) -> Int { size.height >= 24 ? (size.height - 24) / 2 + 1 : 0 }

  func formLayout(for size: Size) -> OptionsFormLayout {
    let top = titleRow(for: size) + (size.height >= 24 ? 3 : 2)
    return form.layout(in: Rect(x: 0, y: top, width: size.width, height: max(0, size.height - 1 - top)))
  }

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    canvas.putCentered("PathFinder — Options", row: titleRow(for: canvas.size), style: theme.title)
    form.draw(into: &canvas, theme: theme, layout: formLayout(for: canvas.size), summary: [summary])
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
