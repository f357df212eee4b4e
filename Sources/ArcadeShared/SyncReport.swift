/// What a push of waiting rounds did: sent, found already there, and what still waits and why.
public struct SyncReport: Sendable, Equatable {
  /// Rounds the server took in this push.
  public var sent = 0
  /// Rounds the server had already (an earlier push whose answer was lost): marked sent, not doubled.
  public var alreadyThere = 0
  /// Rounds still waiting to be sent after this push.
  public var waiting = 0
  /// Why the rest could not be sent; nil when nothing failed.
  public var problem: SharedBoardError?

  public init(sent: Int = 0, alreadyThere: Int = 0, waiting: Int = 0, problem: SharedBoardError? = nil) {
    self.sent = sent
    self.alreadyThere = alreadyThere
    self.waiting = waiting
    self.problem = problem
  }

  /// "Sent 3 rounds to postgres://…; 1 was already there; 2 could not be sent: …".
  public func summary(board: SharedBoardURL) -> String {
    var line = "Sent \(sent) round\(sent == 1 ? "" : "s") to \(board); \(alreadyThere) \(alreadyThere == 1 ? "was" : "were") already there"
    if let problem {
      line += "; \(waiting) could not be sent: \(problem)"
    } else if waiting > 0 {
      line += "; \(waiting) still waiting"
    }
    return line + "."
  }
}
