import ArcadeCore

/// The game's screens under a race's line: the round being played, and what follows it once it ends in a screen of
/// its own (WordMatch's results, PathFinder's end). A round that moves on to another screen of the same round
/// (PathFinder's grid after its guess) stays the round; every other transition is the race's to pass on.
struct RaceStage {
  /// The screen of the player's round, ended or not: what the race reads of this side.
  private(set) var round: any ResumableScene
  /// The screen that took the round's place when it ended; nil while the round's own screen shows.
  private(set) var after: (any Scene)?

  init(_ round: any ResumableScene) { self.round = round }

  /// What shows: the round's screen, or the one after it.
  var shown: any Scene { after ?? round }

  var minimumSize: Size { shown.minimumSize }
  var isEditingText: Bool { shown.isEditingText }

  /// The shown screen's help with a note on the race against `rival` ("ana's ghost"): `how` it plays, and the rules
  /// every race shares.
  func help(against rival: String, how: String) -> SceneHelp {
    var help = shown.help
    help.notes.append(
      "A race against \(rival): the same deal, \(how); the line at the top shows both. The game's own ranking of a day "
        + "decides it once both rounds end. This round stays off the boards.")
    return help
  }

  /// `event` handled by what shows, a click moved to its rows; a screen of the same round, or the one after it, is
  /// taken in here rather than passed on.
  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let layout = RaceLayout(canvas: frame.size, inner: minimumSize)
    var shifted = event
    if case .mouse(var mouse) = event {
      mouse.position.y -= layout.innerTop
      shifted = .mouse(mouse)
    }
    let transition: Transition?
    if var later = after {
      transition = later.handle(shifted, frame: layout.innerFrame(frame))
      after = later
    } else {
      transition = round.handle(shifted, frame: layout.innerFrame(frame))
    }
    guard case .replace(let next)? = transition, after == nil else { return transition }
    if let same = next as? any ResumableScene, same.roundUID == round.roundUID {
      round = same
    } else if round.roundHasEnded {
      after = next
    } else {
      return transition
    }
    return nil
  }

  func nextTick(after now: Instant) -> Instant? { shown.nextTick(after: now) }

  mutating func appear(frame: SceneFrame) {
    let inner = RaceLayout(canvas: frame.size, inner: minimumSize).innerFrame(frame)
    if var later = after {
      later.appear(frame: inner)
      after = later
    } else {
      round.appear(frame: inner)
    }
  }

  mutating func covered(_ isShowing: Bool, frame: SceneFrame) {
    let inner = RaceLayout(canvas: frame.size, inner: minimumSize).innerFrame(frame)
    if var later = after {
      later.covered(isShowing, frame: inner)
      after = later
    } else {
      round.covered(isShowing, frame: inner)
    }
  }

  /// What shows, under the race's line.
  func draw(line: String, style: Style, into canvas: inout Canvas, frame: SceneFrame) {
    let layout = RaceLayout(canvas: canvas.size, inner: minimumSize)
    if layout.innerTop == 0 {
      shown.draw(into: &canvas, frame: frame)
    } else {
      var game = Canvas(size: layout.innerSize)
      shown.draw(into: &game, frame: layout.innerFrame(frame))
      canvas.paste(game, at: Point(x: 0, y: layout.innerTop))
    }
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1))
    canvas.putCentered(line, row: 0, style: style)
  }
}
