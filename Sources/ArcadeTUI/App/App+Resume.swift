import ArcadeCore

extension App {
  /// How often a round being played is kept again without a move, on the ticks of its clock on screen (no extra
  /// wake: a game without a running clock asks for none): a closed terminal or a killed arcade loses at most
  /// this much of its clock, so thinking time counts as it does on screen.
  static let keepEvery: Int64 = 1_000

  /// Keeps the round on top as unfinished after each move, once a second on its clock's ticks, and again as it is left
  /// (`leaving`); forgets it once it has ended. A store that could not forget it now is asked again next time.
  func keepRound(leaving: Bool = false) {
    guard let scene = topScene as? any ResumableScene, let scores = services.scores else { return }
    let now = services.now()
    if scene.roundHasEnded {
      // Once: the ended round is recorded, and its unfinished row (a resumed round's too) goes.
      guard kept?.uid != scene.roundUID || kept?.moves != -1 else { return }
      if scores.discardUnfinished(uid: scene.roundUID) { kept = (scene.roundUID, -1, now) }
      return
    }
    // A round is kept once a move was made in it (opening a game and leaving keeps nothing), except a ranked daily
    // attempt: it is the day's from its start, and the Daily screen takes it up again.
    noteOpened()
    let rankedDaily = scene.context.daily.map { !$0.practice } ?? false
    guard scene.moveCount > opened?.moves ?? 0 || rankedDaily else { return }
    let due = kept.map { now.milliseconds(since: $0.at) >= Self.keepEvery } ?? true
    guard leaving || due || kept?.uid != scene.roundUID || kept?.moves != scene.moveCount else { return }
    guard let round = scene.unfinishedRound(at: now) else { return }
    let onDisk = scores.keepUnfinished(round)
    roundNotKept = onDisk ? nil : scores.settingsNotKept ?? "the score file cannot be written"
    kept = (round.uid, scene.moveCount, now)
  }

  /// Notes the moves a round on top opened with (before any event reaches it): only more are worth keeping.
  func noteOpened() {
    guard let scene = topScene as? any ResumableScene, opened?.uid != scene.roundUID else { return }
    opened = (scene.roundUID, scene.moveCount)
  }

  /// Over the bottom row of a game whose moves are not on disk: a closed terminal would lose them.
  func drawNotKept(into canvas: inout Canvas) {
    guard let reason = roundNotKept, let scene = topScene as? any ResumableScene, !scene.roundHasEnded,
      canvas.height > 0
    else { return }
    let row = canvas.height - 1
    canvas.fill(Rect(x: 0, y: row, width: canvas.width, height: 1))
    let text = fittingText(
      ["Moves not kept if the arcade closes: \(reason)", "Moves not kept: \(reason)", "Moves not kept"],
      width: canvas.width)
    canvas.putCentered(text, row: row, style: services.theme.status)
  }
}
