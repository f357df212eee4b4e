import ArcadeCore

/// Where a race puts its line and the game under it: the game one row lower when it fits without the top row, else
/// the whole screen with the line over its top row (a terminal no taller than the game needs).
struct RaceLayout {
  let canvas: Size
  let inner: Size

  /// The row the game's screen starts on.
  var innerTop: Int { canvas.height - 1 >= inner.height ? 1 : 0 }

  var innerSize: Size { Size(width: canvas.width, height: canvas.height - innerTop) }

  func innerFrame(_ frame: SceneFrame) -> SceneFrame {
    var shrunk = frame
    shrunk.size = innerSize
    return shrunk
  }
}

/// A race's top line: the verdict once there is one, and both sides' progress, at the widest that fits: each side's
/// summary, else the short forms, else the verdict alone (or the short forms cut).
struct RaceLine {
  var verdict: String?
  var mine: RaceProgress
  /// "ana's ghost", "eve".
  var rivalLabel: String
  /// "ana", "eve".
  var rivalShort: String
  var rival: RaceProgress

  func text(width: Int) -> String {
    let lines = [
      [verdict, "You \(mine.summary)", "\(rivalLabel) \(rival.summary)"],
      [verdict, "You: \(mine.short)", "\(rivalShort): \(rival.short)"],
      [verdict ?? "You: \(mine.short)", verdict == nil ? "\(rivalShort): \(rival.short)" : nil],
    ].map { $0.compactMap { $0 }.joined(separator: "  ·  ") }
    return lines.first { displayWidth($0) <= width - 2 } ?? ellipsized(lines[2], width: max(2, width - 2))
  }

  static func style(_ outcome: RaceOutcome?, theme: Theme) -> Style {
    switch outcome {
    case .won?: theme.good
    case .lost?: theme.bad
    case .tied?, nil: theme.title
    }
  }
}

/// The player's side of a race: their progress, read again from their tape when their moves change.
struct RaceSide {
  private(set) var moves = -1
  private(set) var progress: RaceProgress
  private(set) var track: RaceTrack?

  init(progress: RaceProgress) { self.progress = progress }

  /// True when the moves changed since the last call (and the progress was read again).
  mutating func follow(_ inner: any ResumableScene, standing: RaceStanding?, definition: GameDefinition) -> Bool {
    guard inner.moveCount != moves, let standing, let track = definition.raceTrack(of: standing.tape) else { return false }
    moves = inner.moveCount
    self.track = track
    progress = track.progress(afterMoves: track.times.count)
    return true
  }
}

extension Canvas {
  /// `other`'s cells from `origin` on, clipped at the edges; its cursor comes along.
  mutating func paste(_ other: Canvas, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        self[origin.x + x, origin.y + y] = other[x, y]
      }
    }
    if let cursor = other.cursor { self.cursor = Point(x: cursor.x + origin.x, y: cursor.y + origin.y) }
  }
}
