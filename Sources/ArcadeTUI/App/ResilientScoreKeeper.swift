import ArcadeCore

/// The store as scenes see it: the database when it works, and this session's rounds when it does not.
///
/// A round the database cannot save now waits in its journal (the database
/// keeps that list, and boards show those rounds meanwhile); one that could not
/// even be journaled is kept in memory for this session, shown on the boards,
/// named at exit, and its reason goes to the status line.
final class ResilientScoreKeeper: ScoreKeeping {
  private let database: (any ScoreKeeping)?
  /// Settings the database could not take, for this session.
  private let unsaved = MemoryScoreKeeper()
  /// Rounds neither saved nor journaled, with their `RoundID.session` ids; offered to the database again.
  private var sessionRounds: [PlayedRound] = []
  private var sessionCount = 0
  private let report: (String) -> Void
  /// The id under which the last round kept shows on the boards: its row, its journal line, or this session's.
  private(set) var lastKeptID: RoundID?
  private var lastReason: String?
  /// Why the database could not be opened, when it could not.
  private let openProblem: String?

  init(database: (any ScoreKeeping)?, openProblem: String? = nil, report: @escaping (String) -> Void) {
    self.database = database
    self.openProblem = openProblem
    self.report = report
  }

  /// Live matches, where the database holds them (a score file, or a shared board's server).
  var versus: (any VersusStore)? { (database as? any VersusHosting)?.versus }

  /// A host's keys, where the database keeps them (a score file).
  var hostKeys: (any HostKeyStore)? { database as? any HostKeyStore }

  func keep(_ round: PlayedRound) -> SaveResult {
    retrySessionRounds()
    lastKeptID = nil
    var reason = "no score file"
    if let database {
      let result = database.keep(round)
      switch result {
      case .saved(let row):
        lastKeptID = .local(row)
        return result
      case .waiting:
        lastKeptID = database.waitingRounds.last?.id
        return result
      case .keptForSession(let why):
        reason = why
      }
    }
    // Without a database the reason it could not be opened is already on the status line.
    if database != nil { report(reason) }
    lastReason = reason
    sessionCount += 1
    var kept = round
    kept.id = .session(sessionCount)
    sessionRounds.append(kept)
    lastKeptID = kept.id
    return .keptForSession(reason: reason)
  }

  /// Rounds of this session not in the database: waiting in the journal, or kept in memory only.
  private var notInDatabase: [PlayedRound] {
    (database?.waitingRounds ?? []) + sessionRounds
  }

  /// Offers this session's rounds to the database again, oldest first (the disk may have room now, the lock
  /// may be gone): each one it saves or journals leaves the list; the first it still cannot take stops the try.
  func retrySessionRounds() {
    guard let database else { return }
    while let round = sessionRounds.first {
      var fresh = round
      fresh.id = nil
      if case .keptForSession = database.keep(fresh) { return }
      sessionRounds.removeFirst()
    }
  }

  func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    // A board read is a moment the player waits anyway: a good time to try the session's rounds again.
    retrySessionRounds()
    let kept = try MemoryScoreKeeper.ordered(notInDatabase, by: selection)
    guard let database else { return kept }
    let stored = try database.rounds(matching: selection)
    if kept.isEmpty { return stored }
    return try MemoryScoreKeeper.merging(stored, with: notInDatabase, by: selection, fetch: database.rounds(matching:))
  }

  func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    let kept = notInDatabase.filter { $0.game == game && $0.player == player }.reversed()
    let stored = try database?.recentRounds(game: game, player: player, limit: limit) ?? []
    return Array((kept + stored).prefix(limit))
  }

  func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] {
    try keptDailies(player: player, since: since) + (database?.dailyRounds(player: player, since: since) ?? [])
  }

  func finishedDailies(player: String) throws -> [DailyPlayed] {
    let kept = keptDailies(player: player, since: nil).compactMap { round in
      round.context.daily.map { DailyPlayed(game: round.game, variant: $0) }
    }
    return try kept + (database?.finishedDailies(player: player) ?? [])
  }

  /// The player's finished dailies this run holds and the database does not (yet).
  private func keptDailies(player: String, since: DailyDate?) -> [PlayedRound] {
    MemoryScoreKeeper.dailies(in: notInDatabase, player: player, since: since)
  }

  /// Only in the database: a claim this run alone remembers would rank every run's attempt.
  func claimSetting(_ key: String, _ value: String) -> String? { database?.claimSetting(key, value) }

  func setting(_ key: String) throws -> String? {
    try database?.setting(key) ?? unsaved.setting(key)
  }

  func setSetting(_ key: String, _ value: String) throws {
    try unsaved.setSetting(key, value)
    try database?.setSetting(key, value)
  }

  var waitingRounds: [PlayedRound] { database?.waitingRounds ?? [] }

  /// In the database, else for this session (a game left and resumed without a score file): then false, as a
  /// killed or closed arcade would lose it, and the game says so.
  @discardableResult
  func keepUnfinished(_ round: UnfinishedRound) -> Bool {
    if database?.keepUnfinished(round) == true {
      unsaved.discardUnfinished(uid: round.uid)
      return true
    }
    unsaved.keepUnfinished(round)
    return false
  }

  func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound] {
    let stored = database?.unfinishedRounds(of: player, limit: limit) ?? []
    let kept = unsaved.unfinishedRounds(of: player, limit: limit).filter { round in !stored.contains { $0.uid == round.uid } }
    return Array((stored + kept).sorted { $0.leftAt > $1.leftAt }.prefix(limit))
  }

  @discardableResult
  func discardUnfinished(uid: String) -> Bool {
    unsaved.discardUnfinished(uid: uid)
    return database?.discardUnfinished(uid: uid) ?? true
  }

  func moveUnfinished(from player: String, to newName: String) -> Bool {
    unsaved.moveUnfinished(from: player, to: newName)
    return database?.moveUnfinished(from: player, to: newName) ?? true
  }

  var boardsNote: String? { database?.boardsNote }

  var statusLine: String? {
    var parts = database?.statusLine.map { [$0] } ?? []
    let kept = sessionRounds.count
    if kept > 0 {
      parts.append("\(kept) round\(kept == 1 ? "" : "s") kept for this session only: \(lastReason ?? "not saved")")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  func prepareForWriting() { database?.prepareForWriting() }

  func importLines(for rounds: [PlayedRound]) -> [String] { database?.importLines(for: rounds) ?? [] }

  var settingsNotKept: String? {
    guard let database else { return openProblem ?? "there is no score file" }
    return database.settingsNotKept
  }

  func finish() -> [String] {
    retrySessionRounds()
    var lines = database?.finish() ?? []
    guard !sessionRounds.isEmpty else { return lines }
    let count = sessionRounds.count
    lines.append("\(count) round\(count == 1 ? " was" : "s were") not saved (\(lastReason ?? "no score file")):")
    lines += sessionRounds.map { "  \($0.game.rawValue), \($0.outcome.rawValue) by \(sanitizedForDisplay($0.player))" }
    let importable = importLines(for: sessionRounds)
    if !importable.isEmpty {
      lines.append(
        "To save \(count == 1 ? "it" : "them") later, put the next \(count == 1 ? "line" : "\(count) lines") in a file and run "
          + "`arcade scores --import FILE` (with the same --db, if you gave one):")
      lines += importable
    }
    return lines
  }
}
