import ArcadeCore

/// Says plainly why a screen cannot open (a game this version lacks, a round that cannot be replayed or raced, a file
/// that will not load); every key goes back to the screen it was opened from.
public struct NotReadyScene: Scene {
  let name: String
  let message: String?

  /// `message` replaces "not ready yet" when the game cannot start for a reason the player can fix.
  public init(name: String, message: String? = nil) {
    self.name = name
    self.message = message
  }

  public var minimumSize: Size { Size(width: 30, height: 8) }

  public var help: SceneHelp { Self.table.help(title: name) }

  /// Every key here leads back; a click anywhere too.
  static let table = KeyTable<PagerAction>([
    KeyRow.back("back to where it was opened", .back, priority: 0, footer: nil).adding("Enter", .on(.enter, .left, "h", do: .back)),
  ])

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    Self.table.action(for: event, click: { _ in .back }) == .back ? .pop : nil
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let middle = canvas.height / 2
    canvas.putCentered(name, row: middle - 2, style: theme.title)
    if let message {
      for (index, line) in wrapText(message, width: max(10, canvas.width - 4)).prefix(2).enumerated() {
        canvas.putCentered(line, row: middle + index, style: theme.bad)
      }
    } else {
      canvas.putCentered("This game is not ready yet.", row: middle)
      canvas.putCentered("It is on its way in a coming version.", row: middle + 1, style: theme.muted)
    }
    canvas.putCentered("q, Esc or Enter: back", row: middle + 3, style: theme.muted)
  }
}
