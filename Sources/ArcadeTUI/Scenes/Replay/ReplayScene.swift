import ArcadeCore
import Foundation

/// A saved round played back in its own game's screen at its real pace: Space pauses, ← → step one move,
/// + - change the speed (¼× to 16×), Home and End jump, q goes back. The header says whose round it is.
public struct ReplayScene: Scene {
  let tape: ReplayTape
  /// "Replay — ana · 0:42.17 · 26 Nov", and what checking the round found when it does not verify.
  let title: String
  /// Where the replay stands on the tape's clock at `anchor` (a real instant), and whether it runs from there.
  private(set) var position: Double
  private(set) var anchor: Instant
  private(set) var playing = true
  private(set) var speed = 1.0
  /// A screen of the game with at least this room, so its own drawing fits under the header.
  private let gameSize: Size

  static let speeds: ClosedRange<Double> = 0.25...16

  init(tape: ReplayTape, title: String, gameSize: Size, now: Instant) {
    self.tape = tape
    self.title = title
    self.gameSize = gameSize
    // Just before the first move: the deal as it was.
    position = -1
    anchor = now
  }

  public var minimumSize: Size { gameSize }

  public var help: SceneHelp {
    ReplayAction.table.help(
      title: "Replay", notes: ["The round is played back from its deal and its moves, at the pace it was played."])
  }

  /// Where the replay is at `now`, on the tape's clock, stopped at its end.
  func milliseconds(at now: Instant) -> Int64 {
    let run = playing ? Double(now.milliseconds(since: anchor)) * speed : 0
    return Int64(min(Double(tape.length), position + run).rounded(.down))
  }

  private mutating func settle(at now: Instant) {
    position = Double(milliseconds(at: now))
    anchor = now
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let now = frame.now
    guard let action = ReplayAction.table.action(for: event) else { return nil }
    settle(at: now)
    switch action {
    case .playPause:
      // Played to the end, Space starts it again.
      if !playing, Int64(position) >= tape.length { position = -1 }
      playing.toggle()
    case .step(let delta):
      playing = false
      let shown = tape.moves(at: Int64(position))
      let target = max(0, min(tape.times.count, shown + delta))
      position = target == 0 ? -1 : Double(tape.times[target - 1])
    case .faster: speed = min(Self.speeds.upperBound, speed * 2)
    case .slower: speed = max(Self.speeds.lowerBound, speed / 2)
    case .start: position = -1
    case .end:
      position = Double(tape.length)
      playing = false
    case .back: return .pop
    }
    return nil
  }

  public func nextTick(after now: Instant) -> Instant? {
    guard playing, milliseconds(at: now) < tape.length else { return nil }
    // Smooth enough for a falling word and a running timer; only while it plays.
    return now.advanced(byMilliseconds: 50)
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let now = frame.now
    let at = milliseconds(at: now)
    let moves = tape.moves(at: at)
    if let screen = tape.screen(moves, now.advanced(byMilliseconds: -max(0, at))) {
      screen.draw(into: &canvas, frame: frame)
    }
    // Paused is two bars, which ASCII spells "||" (its fallback has no "‖" and would show "?").
    let paused = theme.glyphs.isUnicode ? "‖" : "||"
    let state = playing && at < tape.length ? (speed == 1 ? "▶" : "▶ \(Self.speedText(speed))") : paused
    let header = "\(title) · move \(moves) of \(tape.times.count) · \(state)"
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1))
    canvas.putCentered(ellipsized(header, width: max(2, canvas.width - 2)), row: 0, style: theme.title)
    canvas.fill(Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1))
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }

  static func speedText(_ speed: Double) -> String {
    speed >= 1 ? "\(Int(speed))×" : speed == 0.5 ? "½×" : "¼×"
  }
}
