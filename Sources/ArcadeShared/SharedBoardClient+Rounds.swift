#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

extension SharedBoardClient {
  /// What one push did: rounds the server took now, and rounds it had already (same uid).
  public struct PushResult: Sendable, Equatable {
    public var sent: Int
    public var alreadyThere: Int
  }

  /// Inserts the rounds in one statement (all or none); a round whose uid is there already is counted, never doubled.
  ///
  /// A server its owner has not brought to schema version 3 has nowhere for the moves: nothing is sent (a round sent
  /// without them could never be sent again, and every board of this version hides it), and the rounds wait.
  public func push(_ rounds: [SharedRound]) throws(SharedBoardError) -> PushResult {
    guard !rounds.isEmpty else { return PushResult(sent: 0, alreadyThere: 0) }
    var binds = PostgresBindings(capacity: rounds.count * SharedRound.columnCount)
    var values: [String] = []
    for (index, round) in rounds.enumerated() {
      round.bind(into: &binds)
      let first = index * SharedRound.columnCount
      values.append("(" + (1...SharedRound.columnCount).map { "$\(first + $0)" }.joined(separator: ", ") + ")")
    }
    let sql = """
      INSERT INTO \(SharedSchema.roundsTable) (\(SharedRound.columns)) VALUES \(values.joined(separator: ", "))
      ON CONFLICT (uid) DO NOTHING RETURNING uid
      """
    do {
      let sent = try run(PostgresQuery(unsafeSQL: sql, binds: binds)).rows.count
      return PushResult(sent: sent, alreadyThere: rounds.count - sent)
    } catch where Self.lacksColumn(of: 3, error) {
      throw .notSetUp("the shared board keeps no moves yet: its owner must run `arcade scores --db URL --init` (schema 3)")
    }
  }

  /// The rounds `selection` names, in its order, at most its limit: one indexed query.
  public func rounds(matching selection: RoundSelection, timeout: Double? = nil, connectTimeout: Double? = nil)
    throws(SharedBoardError) -> [SharedRound]
  {
    try boardRows(matching: selection, timeout: timeout, connectTimeout: connectTimeout).rounds
  }

  /// The rounds `selection` names, and how many rows were skipped: rows written by strangers, whose values
  /// no arcade writes (`RoundBounds`), are counted and left out, never trusted.
  ///
  /// Only rounds that verify are taken: each is replayed from its deal and moves (once per run, `checker`), and
  /// a round without moves, a copy of an earlier row's moves or a row under another login's player id is hidden
  /// and counted in `hidden`. A hidden round leaves a gap the next rows fill: the read is repeated with twice
  /// the limit until the board is full, the rows run out, or `checkedReadLimit` rows were looked at. Each read takes
  /// each login's best rows only (`LoginWindow`), and a login whose rows were hidden by a board's worth is not
  /// widened: one member's flood costs every read its board's worth of rows at most. Standings count only rounds
  /// that verify, counted here from every round the board takes (`standingsRows(of:streak:limit:)`).
  public func boardRows(matching selection: RoundSelection, timeout: Double? = nil, connectTimeout: Double? = nil)
    throws(SharedBoardError) -> (rounds: [SharedRound], skipped: Int, hidden: CheckedRounds)
  {
    guard selection.limit > 0 else { return ([], 0, CheckedRounds()) }
    if case .standings(let streak) = selection.order {
      let (rounds, skipped) = try boundedRows(matching: selection, timeout: timeout, connectTimeout: connectTimeout)
      let counted = standingsRows(of: rounds, streak: streak, limit: selection.limit)
      // Rows left unread for their moves are skipped as any row out of range is (nil from a server without moves).
      let unread = try? run(SharedRoundQuery.standingsUnread(selection), timeout: timeout, connectTimeout: connectTimeout)
      let unreadCount = unread?.rows.first.flatMap { try? $0.decode(Int.self) } ?? 0
      return (counted.rounds, skipped + unreadCount, counted.hidden)
    }
    // Twice the board's rows at first: a board whose best rows are one login's flood is read in one query (its rows are
    // a board's worth at most), and only the rows a board shows are checked.
    var asked = selection
    asked.limit = min(selection.limit * 2, Self.checkedReadLimit)
    var window = LoginWindow(limit: selection.limit)
    while true {
      let (rounds, skipped) = try boundedRows(
        matching: asked, window: window, timeout: timeout, connectTimeout: connectTimeout)
      let byID = Dictionary(rounds.map { ($0.round.id, $0) }, uniquingKeysWith: { first, _ in first })
      let copies = copiedWithOtherTimes(among: rounds)
      let check = { (kept: (any KeptVerdicts)?) in
        self.checker.checked(rounds.map(\.round), limit: selection.limit, kept: kept) { round in
          byID[round.id]?.refusal ?? (round.id.map(copies.contains) == true ? .copy : nil)
        }
      }
      let checked = verdictFile.withLock { $0 }?.withKeptVerdicts(for: checker, check) ?? check(nil)
      // The rows ran out when the read was short and no login's window was full (a window caps a login's rows).
      let ranOut = rounds.count + skipped < asked.limit && !window.isFull(in: rounds)
      if checked.shown.count >= selection.limit || ranOut || asked.limit >= Self.checkedReadLimit {
        let shown = checked.shown.compactMap { byID[$0.id] }
        return (shown, skipped, CheckedRounds(shown: [], hidden: checked.hidden))
      }
      asked.limit = min(asked.limit * 2, Self.checkedReadLimit)
      window = window.widened(to: asked.limit, after: rounds, shown: checked.shown)
    }
  }

  /// The most rows one board read looks through to fill its rows when rounds fail their check.
  static let checkedReadLimit = 4_096

  /// One board query's rows that fit `RoundBounds`, and how many did not.
  private func boundedRows(
    matching selection: RoundSelection, window: LoginWindow? = nil, timeout: Double?, connectTimeout: Double?
  ) throws(SharedBoardError) -> (rounds: [SharedRound], skipped: Int) {
    var schema = SharedSchema.version
    var result: PostgresQueryResult?
    while result == nil {
      do {
        result = try run(SharedRoundQuery(selection, schema: schema, window: window).query, timeout: timeout, connectTimeout: connectTimeout)
      } catch where schema > 1 && Self.lacksColumn(of: schema, error) {
        // A server its owner has not brought up to this version's schema: read what it has.
        schema -= 1
      }
    }
    let now = Date()
    var rounds: [SharedRound] = []
    var skipped = 0
    // A standings read's details are never shown (its rows show standings) and are compared with their replay's: not
    // decoded here, which was most of the time a standings read of 100,000 rows took.
    let standings = if case .standings = selection.order { true } else { false }
    let bounded = standings ? GameDefinitions([]) : checker.verifier.games
    for row in result?.rows ?? [] {
      if let round = SharedRound(row: row), RoundBounds.fits(round.round, now: now, games: bounded) {
        rounds.append(round)
      } else {
        skipped += 1
      }
    }
    return (rounds, skipped)
  }

  /// Whether `error` says a column schema version `schema` added is missing (`tape` in 3, `login` in 2).
  static func lacksColumn(of schema: Int, _ error: SharedBoardError) -> Bool {
    let column = schema >= 3 ? "tape" : "login"
    return "\(error)".contains("\"\(column)\" does not exist")
  }

  /// How many rounds the shared board holds.
  public func roundCount() throws(SharedBoardError) -> Int {
    let result = try run("SELECT count(*) FROM arcade_round")
    return result.rows.first.flatMap { try? $0.decode(Int.self) } ?? 0
  }

  /// PostgreSQL's plan for the query `rounds(matching:)` runs, one line per row of EXPLAIN: no `Sort` means an index serves it.
  public func queryPlan(for selection: RoundSelection, analyze: Bool = false) throws(SharedBoardError) -> [String] {
    let query = SharedRoundQuery(selection)
    let explain = analyze ? "EXPLAIN (ANALYZE, BUFFERS) " : "EXPLAIN "
    return try run(PostgresQuery(unsafeSQL: explain + query.sql, binds: query.binds)).rows.compactMap {
      try? $0.decode(String.self)
    }
  }
}

/// A board's rounds with names told apart: one name used by two server logins shows the login (which the
/// server vouches for); two players with one name show the machine, and a short id if need be.
extension [SharedRound] {
  public var namedRounds: [PlayedRound] {
    var logins: [String: Set<String>] = [:]
    var players: [String: Set<String>] = [:]
    var machines: [String: Set<String>] = [:]
    for shared in self {
      logins[shared.round.player, default: []].insert(shared.login ?? "")
      players[shared.round.player, default: []].insert(shared.playerID)
      machines[shared.round.player, default: []].insert(shared.machine)
    }
    return map { shared in
      var round = shared.round
      let name = round.player
      if logins[name, default: []].count > 1, let login = shared.login {
        round.player = "\(name) (\(login))"
      } else if players[name, default: []].count > 1 {
        let sameMachine = machines[name, default: []].count < players[name, default: []].count
        round.player = "\(name) (\(shared.machine)\(sameMachine ? " " + String(shared.playerID.prefix(4)) : ""))"
      }
      return round
    }
  }
}
#endif
