#if SharedBoard
import ArcadeCore
import ArcadeStore
import Foundation
import Synchronization

/// The front end's store when the scores go to a shared board: every round is saved in the local file
/// first, then sent from a thread of its own, so the loop never waits on the network.
///
/// Pushes start after the first frame (`prepareForWriting`), after each saved round, and again every few
/// seconds while rounds wait and the server fails. A leaderboard read asks the server for at most
/// `boardBudget`, and not at all for a while after it failed; otherwise this machine's rounds are shown
/// with `boardsNote` saying why.
public final class SharedScoreKeeper: ScoreKeeping, Sendable {
  public let local: ScoreFile
  public let sync: SharedBoardSync
  /// How long a leaderboard waits for the server before it shows this machine's rounds (about 300 ms).
  public let boardBudget: Double
  /// After a failure, board reads do not ask the server again for this long (the pushes keep trying).
  static let quietAfterFailure: TimeInterval = 5
  /// The first wait before a failed push is tried again; it doubles up to `longestRetry`.
  static let firstRetry: TimeInterval = 2
  static let longestRetry: TimeInterval = 60

  struct State {
    var pushing = false
    /// A round was saved while a push ran: push again when it ends.
    var pushAgain = false
    /// Waiting to retry after a failure (nothing is being sent).
    var resting = false
    var problem: SharedBoardError?
    var problemAt: Date?
    var waiting = 0
    var boardsNote: String?
  }

  private let state = Mutex(State())
  /// Live matches through the server, opened when Versus is first used (`versus`).
  let liveMatches = Mutex<SharedVersusStore?>(nil)
  /// Live matches on the local file instead of the server: a club's host, whose players all reach the server as
  /// one login (the server allows a login one side of a match) and share the host's file.
  let versusOnLocalFile: Bool

  public init(local: ScoreFile, sync: SharedBoardSync, boardBudget: Double = 0.3, versusOnLocalFile: Bool = false) {
    self.local = local
    self.sync = sync
    self.boardBudget = boardBudget
    self.versusOnLocalFile = versusOnLocalFile
  }

  public var url: SharedBoardURL { sync.client.url }

  // MARK: - Saving: local first, then the push

  public func keep(_ round: PlayedRound) -> SaveResult {
    let result = local.keep(round)
    if case .saved = result { pushSoon() }
    return result
  }

  public func prepareForWriting() {
    local.prepareForWriting()
    pushSoon()
  }

  /// Starts a push on a thread of its own, or asks the one running to push again when it is done.
  func pushSoon() {
    let start = state.withLock { state -> Bool in
      if state.pushing {
        state.pushAgain = true
        return false
      }
      state.pushing = true
      return true
    }
    guard start else { return }
    Thread.detachNewThread { [self] in self.pushUntilDone() }
  }

  private func pushUntilDone() {
    var retry = Self.firstRetry
    while true {
      let report = sync.push()
      let next = state.withLock { state -> Bool in
        state.waiting = report.waiting
        state.problem = report.problem
        state.problemAt = report.problem == nil ? nil : Date()
        if state.pushAgain || (report.problem != nil && report.waiting > 0) {
          state.pushAgain = false
          return true
        }
        state.pushing = false
        return false
      }
      guard next else { return }
      if report.problem != nil {
        rest(retry)
        retry = min(retry * 2, Self.longestRetry)
      } else {
        retry = Self.firstRetry
      }
    }
  }

  /// Sleeps up to `seconds`, waking early when a new round asks for a push.
  private func rest(_ seconds: TimeInterval) {
    state.withLock { $0.resting = true }
    defer { state.withLock { $0.resting = false } }
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if state.withLock({ $0.pushAgain }) { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  // MARK: - Reading: the shared board when it answers in time, else this machine's rounds

  public func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    if let problem = recentProblem() {
      note(problem)
      return try local.rounds(matching: selection)
    }
    // What waits to be sent is read before the server: a push landing in between is then in one or the other.
    let unsent = (try? sync.localStore()?.roundsNotPushed(to: url.serverKey, matching: selection)) ?? []
    do {
      let (shared, skipped, hidden) = try sync.client.boardRows(
        matching: selection, timeout: boardBudget, connectTimeout: boardBudget)
      let notes = [skipped > 0 ? "\(counted(skipped, "row")) of the shared board skipped: out of range" : nil, hidden.note]
      let note = notes.compactMap { $0 }.joined(separator: "; ")
      state.withLock { $0.boardsNote = note.isEmpty ? nil : note }
      return try merged(shared, unsent: unsent, selection: selection)
    } catch let problem as SharedBoardError {
      state.withLock { state in
        state.problem = problem
        state.problemAt = Date()
      }
      note(problem)
      return try local.rounds(matching: selection)
    }
  }

  /// The server's rows, with this machine's rounds it does not have yet among them (the round just played,
  /// before its push lands). Rows of rounds this file holds take their local ids, so the end-of-round panel
  /// and the leaderboard find the round just played; others keep their server ids.
  private func merged(_ shared: [SharedRound], unsent: [PlayedRound], selection: RoundSelection) throws -> [PlayedRound] {
    var rounds = shared.namedRounds
    guard let store = try? sync.localStore() else { return rounds }
    let localIDs = (try? store.ids(ofRoundsWithUIDs: shared.map(\.uid))) ?? [:]
    for index in rounds.indices {
      if let id = localIDs[shared[index].uid] { rounds[index].id = .local(id) }
    }
    // As rounds, even for standings (newest first): they join the server's rows, counted with them.
    let shown = Set(rounds.compactMap(\.id))
    let missing = unsent.filter { round in round.id.map { !shown.contains($0) } ?? true }
    if missing.isEmpty { return rounds }
    return try MemoryScoreKeeper.merging(rounds, with: missing, by: selection) { theirs in
      // Under their server ids, as the other rows not on this machine.
      try sync.client.boardRows(matching: theirs, timeout: boardBudget, connectTimeout: boardBudget).rounds.namedRounds
    }
  }

  private func recentProblem() -> SharedBoardError? {
    state.withLock { state in
      guard let problem = state.problem, let at = state.problemAt,
        Date().timeIntervalSince(at) < Self.quietAfterFailure
      else { return nil }
      return problem
    }
  }

  private func note(_ problem: SharedBoardError) {
    let waiting = sync.waitingCount() ?? 0
    state.withLock { state in
      state.waiting = waiting
      state.boardsNote = Self.unreachableLine(problem, waiting: waiting)
    }
  }

  /// "shared board unreachable: … — 2 rounds waiting to be sent".
  public static func unreachableLine(_ problem: SharedBoardError, waiting: Int) -> String {
    "shared board unreachable: \(problem)" + (waiting > 0 ? " — \(counted(waiting, "round")) waiting to be sent" : "")
  }

  public var boardsNote: String? { state.withLock { $0.boardsNote } }

  // Unfinished rounds stay on this machine.
  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool { local.keepUnfinished(round) }
  public func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound] { local.unfinishedRounds(of: player, limit: limit) }
  @discardableResult
  public func discardUnfinished(uid: String) -> Bool { local.discardUnfinished(uid: uid) }

  public func moveUnfinished(from player: String, to newName: String) -> Bool { local.moveUnfinished(from: player, to: newName) }

  public func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    // The player's own history: this machine's rounds, never a network wait.
    try local.recentRounds(game: game, player: player, limit: limit)
  }

  public func setting(_ key: String) throws -> String? { try local.setting(key) }

  public func setSetting(_ key: String, _ value: String) throws { try local.setSetting(key, value) }


  public var waitingRounds: [PlayedRound] { local.waitingRounds }

  /// Settings live in the local file only, so it alone decides whether they are kept.
  public var settingsNotKept: String? { local.settingsNotKept }

  /// The local file's line, then the shared board's when a push failed; only reads memory (drawn every frame).
  public var statusLine: String? {
    let shared = state.withLock { state in state.problem.map { Self.unreachableLine($0, waiting: state.waiting) } }
    let parts = [local.statusLine, shared].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// Lets a push under way (the last round's) finish, for a second at most, then names what still waits.
  public func importLines(for rounds: [PlayedRound]) -> [String] { local.importLines(for: rounds) }

  public func finish() -> [String] {
    var lines = local.finish()
    let end = Date().addingTimeInterval(1)
    while state.withLock({ $0.pushing && !$0.resting }), Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    let waiting = sync.waitingCount() ?? 0
    if waiting > 0 {
      let problem = state.withLock { $0.problem }
      lines.append(
        "\(counted(waiting, "round")) waiting to be sent to the shared board \(url)"
          + (problem.map { " (\($0))" } ?? "") + "; the next start or `arcade scores --sync` sends them")
    }
    return lines
  }
}
#endif
