import ArcadeCore

extension ArcadeServices {
  /// Saves a finished round: in the database, waiting in the journal, or kept for this session only; says which.
  public func keep(_ round: PlayedRound) -> SaveResult {
    guard let scores else { return .keptForSession(reason: "no score file") }
    let result = scores.keep(round)
    if case .keptForSession(let reason) = result, !(scores is ResilientScoreKeeper) { report(reason) }
    return result
  }

  /// The id boards show the round under after `save`: its row id, or a negative one while it is not in the database.
  func sessionID(after result: SaveResult) -> Int64? {
    if case .saved(let id) = result { return id }
    return (store as? ResilientScoreKeeper)?.lastSessionID
  }

  /// One line about the score file for the menu ("2 rounds waiting to be saved — arcade.sqlite is locked…"),
  /// or nil when all is well or the store is not open yet (it never opens the store itself).
  public var storeStatusLine: String? { store?.statusLine }

  /// Starts checking the score file before its first write, off the main thread (the loop calls this after the
  /// first frame).
  public func prepareStoreForWriting() {
    scores?.prepareForWriting()
  }

  /// At exit: a last try to save rounds that wait, and lines for stderr naming those that still do.
  public func finishStore() -> [String] {
    store?.finish() ?? []
  }
}
