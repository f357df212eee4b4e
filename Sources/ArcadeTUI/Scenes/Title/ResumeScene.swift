import ArcadeCore
import Foundation

/// The rounds left before their end, the most recently played first (up to five): Enter takes one up where it
/// was left, `x` discards one. `arcade resume` opens here when it is given no number.
public struct ResumeScene: RoundOpener {
  private(set) var rounds: [UnfinishedRound] = []
  private(set) var selected = 0

  public init(services: ArcadeServices) {
    rounds = services.unfinishedRounds
  }

  /// "26 Nov 13:56", in the player's time zone.
  private static let leftFormat: DateFormatter = {
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_GB_POSIX")
    format.dateFormat = "d MMM HH:mm"
    return format
  }()

  public var minimumSize: Size { Size(width: 30, height: 8) }

  public var help: SceneHelp {
    SceneHelp(
      title: "Resume", keys: ResumeAction.table.helpEntries,
      notes: [
        "Every round is kept after each move until it ends: leave it any way and it waits here.",
        "A resumed round's clock goes on where it stopped; the time away does not count.",
      ])
  }

  public mutating func appear(services: ArcadeServices) {
    rounds = services.unfinishedRounds
    selected = min(selected, max(0, rounds.count - 1))
  }

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    guard let action = ResumeAction.table.action(for: event) else { return nil }
    switch action {
    case .move(let delta):
      if !rounds.isEmpty { selected = (selected + delta + rounds.count) % rounds.count }
    case .open:
      return open(selected, services: services)
    case .number(let number):
      return open(number - 1, services: services)
    case .discard:
      guard rounds.indices.contains(selected) else { return nil }
      services.scores?.discardUnfinished(uid: rounds[selected].uid)
      appear(services: services)
    case .back:
      return .pop
    }
    return nil
  }

  private func open(_ index: Int, services: ArcadeServices) -> Transition? {
    guard rounds.indices.contains(index) else { return nil }
    return .replace(with: services.resumeScene(for: rounds[index]))
  }

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    canvas.putCentered("Resume", row: 1, style: theme.title)
    guard !rounds.isEmpty else {
      canvas.putCentered("No unfinished rounds.", row: 3, style: theme.muted)
      canvas.putCentered("A round left before its end waits here.", row: 4, style: theme.muted)
      Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
      return
    }
    for (index, round) in rounds.enumerated() {
      let row = 3 + index * 2
      guard row < canvas.height - 2 else { break }
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      let line = "\(pointer) \(index + 1)  " + sanitizedForDisplay(round.summary)
      canvas.put(ellipsized(line, width: max(2, canvas.width - 2)), at: Point(x: 1, y: row), style: index == selected ? .bold : .plain)
      let when = "    left " + Self.leftFormat.string(from: round.leftAt)
      canvas.put(ellipsized(when, width: max(2, canvas.width - 2)), at: Point(x: 1, y: row + 1), style: theme.muted)
    }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }
}
