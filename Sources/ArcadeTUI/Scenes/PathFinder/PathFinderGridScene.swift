import ArcadeCore
import Foundation

/// PathFinder, screen two: steer the robot from the top-left cell to the target, one animated step at a time.
public struct PathFinderGridScene: Scene {
  /// The line under the grid after a move that did not step.
  enum Note: Hashable {
    case bumped(Direction)
    case bumpedWall(Direction)
    case notANeighbour
  }

  public let recorder: RoundRecorder
  private(set) var round: PathFinderRound
  /// The round's id while it is kept as unfinished, the one the guess screen made (`ResumableScene`).
  public let roundUID: String
  /// Where the deal came from, as the guess screen had it.
  public let context: RoundContext
  private(set) var slide: RobotSlide?
  private(set) var note: Note?
  /// Set on arrival, once the round is saved.
  private(set) var arrival: ArrivalFlash?
  /// What became of the round on arrival: saved or kept, and where it ranked.
  private(set) var receipt: RoundReceipt?

  /// The scene for a round whose grid has been guessed (it is steering).
  public init(recorder: RoundRecorder, round: PathFinderRound, uid: String = UUID().uuidString, context: RoundContext = .free) {
    self.recorder = recorder
    self.round = round
    roundUID = uid
    self.context = context
  }

  /// The guessed grid; a grid scene is only made once the guess is right, so the fallback is never drawn.
  private var grid: PathFinderGridSize { round.grid ?? PathFinderGridSize(rows: 4, columns: 4) }

  public var minimumSize: Size { PathFinderBoardLayout.minimumSize(for: grid) }

  public var help: SceneHelp {
    SteerAction.table.help(
      title: "PathFinder — steer the robot",
      notes: [
        round.options.walls
          ? "Only a move that changes the robot's cell is a step; bumping an edge or a wall is not."
          : "Only a move that changes the robot's cell is a step; bumping an edge is not.",
        "Score: steps × seconds ÷ cells. Lower is better.",
        "The clock keeps running while this help is open.",
      ]
    )
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let now = frame.now
    if event == .tick {
      if let arrival, arrival.isOver(at: now) { return endOfRound() }
      return nil
    }
    let layout = PathFinderBoardLayout(grid: grid, canvas: frame.size)
    guard let action = SteerAction.table.action(for: event, click: { layout.cell(at: $0).map(SteerAction.moveToward) })
    else { return nil }
    switch action {
    case .back:
      return .leave
    case .skipAnimation:
      return arrival == nil ? nil : endOfRound()
    case .move(let direction):
      steer(.step(direction), at: now)
    case .moveToward(let cell):
      steer(.moveToward(cell), at: now)
    }
    return nil
  }

  /// Plays a step of the robot; the slide, the note under the grid or the arrival follow what it did.
  private mutating func steer(_ move: PathFinderMove, at now: Instant) {
    guard case .moved(let result) = round.apply(move, at: now) else { return }
    switch result {
    case .moved(let from, let to):
      slide = RobotSlide(from: from, to: to, startedAt: now)
      note = nil
    case .arrived(let from, let to):
      slide = RobotSlide(from: from, to: to, startedAt: now)
      note = nil
      arrive(at: now)
    case .bumpedEdge(let direction):
      note = .bumped(direction)
    case .bumpedWall(let direction):
      note = .bumpedWall(direction)
    case .notANeighbour:
      note = .notANeighbour
    case .outsideGrid, .ignored:
      break
    }
  }

  /// Saves the round at once, so leaving during the animation still keeps it; only the end screen waits.
  private mutating func arrive(at now: Instant) {
    arrival = ArrivalFlash(startedAt: now)
    receipt = round.recordedRound.map { recorder.record($0, context: context) }
  }

  private func endOfRound() -> Transition {
    .replace(with: PathFinderEndScene(recorder: recorder, round: round, receipt: receipt))
  }

  /// The clock is not paused under the help overlay: the round is timed from the grid's drawing
  /// to the arrival, whatever happens in between. Ticks keep coming, so the time shown stays live.
  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {}

  public func nextTick(after now: Instant) -> Instant? {
    if let arrival { return [slide?.nextFrame(after: now), arrival.nextFrame(after: now)].compactMap { $0 }.min() }
    guard let start = round.startedAt else { return nil }
    let second = now.nextWholeSecond(since: start)
    guard let frame = slide?.nextFrame(after: now) else { return second }
    return min(frame, second)
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let now = frame.now
    let layout = PathFinderBoardLayout(grid: grid, canvas: canvas.size)
    PathFinderHeader.draw(into: &canvas, seed: round.seed, options: round.options, theme: theme)
    canvas.putCentered(counters(width: canvas.width, now: now, theme: theme), row: 1, style: .bold)
    layout.drawLines(into: &canvas, theme: theme, walls: round.options.walls ? round.walls : nil)
    guard let robot = round.robot, let target = round.target else { return }
    if let arrival, arrival.isLit(at: now) {
      canvas.fill(layout.inside(of: target), with: Cell(" ", style: theme.good.reversed))
    }
    let targetStyle = arrival.map { $0.isLit(at: now) ? theme.good.reversed : theme.good } ?? theme.good
    canvas[layout.center(of: target).x, layout.center(of: target).y] = Cell(theme.glyphs.target, style: targetStyle)
    var robotPoint = layout.center(of: robot)
    if let slide, let quarters = slide.quarter(at: now) {
      robotPoint = layout.point(from: slide.from, to: slide.to, quarters: quarters)
    }
    let robotStyle = robotPoint == layout.center(of: target) ? targetStyle.emphasised : theme.accent
    canvas[robotPoint.x, robotPoint.y] = Cell(theme.glyphs.robot, style: robotStyle)
    if let (wordings, style) = message(now: now, theme: theme) {
      canvas.putCentered(fittingText(wordings, width: canvas.width), row: canvas.height - 2, style: style)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  private func counters(width: Int, now: Instant, theme: Theme) -> String {
    let time = formatDuration(milliseconds: round.elapsedMilliseconds(at: now))
    let shortest = round.shortestPathLength.map(String.init) ?? "?"
    let by = "×"  // ASCII mode: the loop draws it as x
    let full = "Grid \(grid.rows)\(by)\(grid.columns)   Steps \(round.stepCount)   Time \(time)   Shortest possible \(shortest)"
    return full.count <= width - 2 ? full : "Steps \(round.stepCount)  Time \(time)  Shortest \(shortest)"
  }

  /// The line under the grid, in a long and a short wording (40 columns take the short one).
  private func message(now: Instant, theme: Theme) -> ([String], Style)? {
    if arrival != nil {
      let steps = round.stepCount
      let time = formatDuration(milliseconds: round.elapsedMilliseconds(at: now))
      return (["Arrived! \(counted(steps, "step")) in \(time)."], theme.good)
    }
    switch note {
    case .bumped(let direction):
      return (["Bump: the \(direction.rawValue) edge. No step counted.", "The \(direction.rawValue) edge: no step."], theme.status)
    case .bumpedWall(let direction):
      return (["Bump: a wall to the \(direction.rawValue). No step counted.", "A wall to the \(direction.rawValue): no step."], theme.status)
    case .notANeighbour: return (["Click a cell next to the robot."], theme.status)
    case nil: return nil
    }
  }
}
