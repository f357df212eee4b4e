import ArcadeCore

extension App {
  /// Keeps the round on top as unfinished after each move, and again as it is left (`leaving`: its clock read
  /// now, so thinking time before leaving counts); forgets it once it has ended.
  func keepRound(leaving: Bool = false) {
    guard let scene = topScene as? any ResumableScene, let scores = services.scores else { return }
    if scene.roundHasEnded {
      // Once: the ended round is recorded, and its unfinished row (a resumed round's too) goes.
      guard kept?.uid != scene.roundUID || kept?.moves != -1 else { return }
      scores.discardUnfinished(uid: scene.roundUID)
      kept = (scene.roundUID, -1)
      return
    }
    guard leaving || kept?.uid != scene.roundUID || kept?.moves != scene.moveCount else { return }
    guard let round = scene.unfinishedRound(at: services.now(), services: services) else { return }
    scores.keepUnfinished(round)
    kept = (round.uid, scene.moveCount)
  }
}
