import ArcadeCore

extension ArcadeServices {
  /// Saves a finished round: in the database, waiting in the journal, or kept for this session only; says which.
  public func keep(_ round: PlayedRound) -> SaveResult {
    // The store reports a round it could not keep (`ResilientScoreKeeper`).
    scores?.keep(round) ?? .keptForSession(reason: "no score file")
  }

  /// The id boards show the round just kept under: its row in the score file, its line in the journal, or this
  /// session's (nil when there is no store to keep it).
  var lastKeptID: RoundID? { store?.lastKeptID }

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
