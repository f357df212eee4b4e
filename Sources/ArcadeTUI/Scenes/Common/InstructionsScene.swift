import ArcadeCore

/// A game's instructions: shown once, the first time the game opens, and again with `i`.
public struct InstructionsScene: Scene {
  let title: String
  let lines: [String]
  let game: GameID
  /// The game's screen to open once read; nil when opened with `i` from inside the game (then it goes back).
  let then: (() -> any Scene)?
  /// Who has now seen them.
  let player: PlayerProfile
  private var scroll = 0

  public init(title: String, lines: [String], game: GameID, player: PlayerProfile, then: (() -> any Scene)? = nil) {
    self.player = player
    self.title = title
    self.lines = lines
    self.game = game
    self.then = then
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp { InstructionsAction.table.help(title: "\(title) — how to play") }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    // A click anywhere moves on, as Enter does.
    switch InstructionsAction.table.action(for: event, click: { _ in .proceed }) {
    case .proceed?:
      player.markInstructionsSeen(for: game)
      return then.map { .replace(with: $0()) } ?? .pop
    case .scroll(let step)?:
      let size = frame.size
      scroll = step.offset(from: scroll, page: size.height - 4, last: lastScroll(size))
    case .back?:
      return .pop
    case nil:
      break
    }
    return nil
  }

  /// The text as wrapped for a screen, the rows it has there, and how far it scrolls; `scroll` stops
  /// at the last, so that going back up starts moving at once.
  private func textWidth(_ size: Size) -> Int { min(70, size.width - 4) }
  private func wrapped(_ size: Size) -> [String] { lines.flatMap { $0.isEmpty ? [""] : wrapText($0, width: textWidth(size)) } }
  private func lastScroll(_ size: Size) -> Int { max(0, wrapped(size).count - (size.height - 4)) }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("\(title) — how to play", row: 0, style: theme.title)
    let width = textWidth(canvas.size)
    let text = wrapped(canvas.size)
    let room = canvas.height - 4
    // The screen may have grown since the last key.
    let first = min(scroll, max(0, text.count - room))
    let x = (canvas.width - width) / 2
    for (row, line) in text.dropFirst(first).prefix(room).enumerated() {
      canvas.put(line, at: Point(x: x, y: 2 + row))
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
