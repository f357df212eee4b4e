import ArcadeCore
import Foundation

/// The rounds left before their end, the most recently played first, every one (the list scrolls): Enter takes one
/// up where it was left, `x` twice discards one. `arcade resume` opens here when it is given no number.
public struct ResumeScene: RoundOpener {
  let services: ArcadeServices
  private(set) var rounds: [UnfinishedRound] = []
  private(set) var selected = 0
  /// The first round shown: the list scrolls to keep the selected one in view.
  private(set) var top = 0
  /// The round a first `x` asked about: a second `x` discards it (a ranked daily attempt stays spent).
  private(set) var confirming: String?

  public init(services: ArcadeServices) {
    self.services = services
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
    ResumeAction.table.help(
      title: "Resume",
      notes: [
        "Every round is kept after each move until it ends: leave it any way and it waits here.",
        "A resumed round's clock goes on where it stopped; the time away does not count.",
      ])
  }

  public mutating func appear(frame: SceneFrame) {
    rounds = services.unfinishedRounds
    selected = min(selected, max(0, rounds.count - 1))
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    guard let action = ResumeAction.table.action(for: event) else { return nil }
    let asked = confirming
    confirming = nil
    switch action {
    case .move(let delta):
      if !rounds.isEmpty { selected = (selected + delta + rounds.count) % rounds.count }
    case .open:
      return open(selected, frame: frame)
    case .number(let number):
      return open(number - 1, frame: frame)
    case .discard:
      guard rounds.indices.contains(selected) else { return nil }
      let uid = rounds[selected].uid
      guard asked == uid else {
        confirming = uid
        return nil
      }
      services.scores?.discardUnfinished(uid: uid)
      appear(frame: frame)
    case .back:
      return .pop
    }
    top = firstShown(height: frame.size.height)
    return nil
  }

  /// Rows of two lines between the title and the footer.
  static func shownRounds(height: Int) -> Int { max(1, (height - 5) / 2) }

  /// The first round shown at `height`: moved as little as needed to show the selected one.
  func firstShown(height: Int) -> Int {
    let shown = Self.shownRounds(height: height)
    return min(max(top, selected - shown + 1), selected, max(0, rounds.count - shown))
  }

  private func open(_ index: Int, frame: SceneFrame) -> Transition? {
    guard rounds.indices.contains(index) else { return nil }
    // Over the list, so the game's q comes back to it (it is where the round was taken up from).
    return .push(services.resumeScene(for: rounds[index]))
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Resume", row: 1, style: theme.title)
    guard !rounds.isEmpty else {
      canvas.putCentered("No unfinished rounds.", row: 3, style: theme.muted)
      canvas.putCentered("A round left before its end waits here.", row: 4, style: theme.muted)
      Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
      return
    }
    let first = firstShown(height: canvas.height)
    let shown = Self.shownRounds(height: canvas.height)
    for index in first..<min(rounds.count, first + shown) {
      let round = rounds[index]
      let row = 3 + (index - first) * 2
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      let line = "\(pointer) \(index + 1)  " + sanitizedForDisplay(round.summary)
      canvas.put(ellipsized(line, width: max(2, canvas.width - 2)), at: Point(x: 1, y: row), style: index == selected ? .bold : .plain)
      let when =
        confirming == round.uid
        ? "    x again: discard it for good (a ranked daily attempt stays spent)"
        : "    left " + Self.leftFormat.string(from: round.leftAt)
      canvas.put(ellipsized(when, width: max(2, canvas.width - 2)), at: Point(x: 1, y: row + 1), style: confirming == round.uid ? theme.status : theme.muted)
    }
    if rounds.count > shown {
      let position = "\(first + 1)–\(min(rounds.count, first + shown)) of \(rounds.count)"
      canvas.put(position, at: Point(x: max(0, canvas.width - displayWidth(position) - 1), y: 1), style: theme.muted)
    }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }
}
