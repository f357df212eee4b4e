import ArcadeCore
import Foundation
import GRDB

extension ScoreStore {
  /// The most rounds one board read looks through to fill its rows when rounds fail their check.
  static let checkedReadLimit = 4_096

  /// The rounds `selection` names that a board may rank: each checked against its moves (once per run), and a
  /// copy of an earlier round's deal and moves hidden. Rounds from before moves were kept are taken, unchecked.
  ///
  /// A hidden round leaves a gap the next rounds fill: the read is repeated with twice the limit until the board
  /// is full, the rounds run out, or `checkedReadLimit` rounds were looked at. Standings count only the rounds that
  /// verify (`RoundChecker.counted`), over every round the board takes.
  public func checkedRounds(matching selection: RoundSelection) throws(StoreError) -> CheckedRounds {
    if case .standings(let streak) = selection.order {
      var every = selection
      every.order = .newestFirst
      every.limit = Int(Int32.max)
      let rounds = try rounds(matching: every, notPushedTo: nil)
      var counted = try reading { db in checker.counted(rounds, kept: keptVerdicts(in: db, readingAll: true)) }
      keepFoundVerdicts()
      counted.shown = PlayerStanding.rows(from: counted.shown, streak: streak, limit: selection.limit)
      return counted
    }
    var asked = selection
    while true {
      let rounds = try rounds(matching: asked, notPushedTo: nil)
      let checked = try reading { db in
        checker.checked(rounds, limit: selection.limit, kept: keptVerdicts(in: db)) { round in isCopy(round, in: db) ? .copy : nil }
      }
      keepFoundVerdicts()
      if checked.shown.count >= selection.limit || rounds.count < asked.limit || asked.limit >= Self.checkedReadLimit {
        return checked
      }
      asked.limit = min(asked.limit * 2, Self.checkedReadLimit)
    }
  }

  /// Each round's verdict by its own moves, by id (as `arcade scores --all` marks them): through this file's kept
  /// verdicts, keeping those found when the file can be written. Copies are not looked for here.
  public func verdicts(on rounds: [PlayedRound]) -> [RoundID: RoundVerdict] {
    let verdicts = (try? reader.read { db -> [RoundID: RoundVerdict] in
      let kept = keptVerdicts(in: db)
      var verdicts: [RoundID: RoundVerdict] = [:]
      for round in rounds { if let id = round.id { verdicts[id] = checker.verdict(on: round, kept: kept) } }
      return verdicts
    }) ?? [:]
    keepFoundVerdicts()
    return verdicts
  }

  /// The verdicts this file keeps, for a read on `db`; nil in a file that keeps none.
  func keptVerdicts(in db: Database, readingAll: Bool = false) -> StoredVerdicts? {
    keepsVerdicts ? StoredVerdicts(db: db, readingAll: readingAll) : nil
  }

  /// Writes the verdicts `checker` (this store's own by default) found since the last write, in one transaction. A
  /// file that cannot be written keeps none: its rounds are checked again next run, as before.
  func keepFoundVerdicts(by checker: RoundChecker? = nil) {
    guard keepsVerdicts, writer != nil else { return }
    keep((checker ?? self.checker).unkept())
  }

  /// Keeps `verdicts` in one transaction; nothing when there are none, or when the write fails (a lock held longer
  /// than the busy timeout): those rounds are then checked again by a later run.
  func keep(_ verdicts: [VerdictKey: RoundVerdict]) {
    guard !verdicts.isEmpty else { return }
    _ = try? writing { db in try StoredVerdicts.keep(verdicts, in: db) }
  }

  /// Every kept verdict's text by row ("server:12" → "verified"), for tests.
  func keptVerdictTexts() throws(StoreError) -> [String: String] {
    try reading { db in
      Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT row, verdict FROM round_verdict").map { ($0[0], $0[1]) })
    }
  }

  /// Runs `body` with the verdicts this file keeps (nil when it keeps none), then keeps what `checker` found meanwhile:
  /// a shared board's rows are checked once per machine, by their server ids.
  public func withKeptVerdicts<T>(for checker: RoundChecker, _ body: ((any KeptVerdicts)?) -> T) -> T {
    var result: T?
    _ = try? reader.read { db in result = body(keptVerdicts(in: db)) }
    defer { keepFoundVerdicts(by: checker) }
    return result ?? body(nil)
  }

  /// Whether an earlier row holds the same deal and moves: the same tape (one lookup in `round_by_tape`), or the same
  /// play with its times nudged or scaled (`RoundPlay.isCopy(of:)`, over the earlier rounds of its seed).
  func isCopy(_ round: PlayedRound, in db: Database) -> Bool {
    guard hasTapes, let tape = round.tape, let id = round.id?.localRow else { return false }
    let statement = try? db.cachedStatement(sql: "SELECT 1 FROM round WHERE tape = ? AND id < ? LIMIT 1")
    if statement.flatMap({ try? Bool.fetchOne($0, arguments: [tape, id]) }) != nil { return true }
    guard let seed = round.seed, let game = checker.verifier.games[round.game], let play = game.play(of: Array(tape)) else {
      return false
    }
    let earlier = try? Data.fetchAll(
      db, sql: "SELECT tape FROM round WHERE game = ? AND seed = ? AND id < ? AND tape IS NOT NULL LIMIT \(Self.copyCandidates)",
      arguments: [round.game.rawValue, Int64(bitPattern: seed), id])
    return (earlier ?? []).contains { game.play(of: Array($0)).map(play.isCopy(of:)) ?? false }
  }

  /// The most earlier rounds of one seed a copy is looked for among (a day's dailies share theirs).
  static let copyCandidates = 500
}
