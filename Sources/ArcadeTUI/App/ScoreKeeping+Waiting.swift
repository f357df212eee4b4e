import ArcadeCore

/// What a score keeper without a journal does: save, and say why not when it cannot.
extension ScoreKeeping {
  public func keep(_ round: PlayedRound) -> SaveResult {
    do {
      return .saved(id: try save(round))
    } catch {
      return .keptForSession(reason: "\(error)")
    }
  }

  public var waitingRounds: [PlayedRound] { [] }
  public var statusLine: String? { nil }
  public var boardsNote: String? { nil }
  public func prepareForWriting() {}
  public func finish() -> [String] { [] }
  public var settingsNotKept: String? { nil }
  public func importLines(for rounds: [PlayedRound]) -> [String] { [] }
  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool { false }
  public func unfinishedRounds(limit: Int) -> [UnfinishedRound] { [] }
  @discardableResult
  public func discardUnfinished(uid: String) -> Bool { true }
}
