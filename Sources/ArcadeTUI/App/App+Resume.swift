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
    let due = kept.map { now.milliseconds(since: $0.at) >= Self.keepEvery } ?? true
    guard leaving || due || kept?.uid != scene.roundUID || kept?.moves != scene.moveCount else { return }
    guard let round = scene.unfinishedRound(at: now, services: services) else { return }
    scores.keepUnfinished(round)
    kept = (round.uid, scene.moveCount, now)
  }
}
