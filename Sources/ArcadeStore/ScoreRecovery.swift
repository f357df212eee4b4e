import ArcadeCore
import Foundation
import GRDB

/// Copies what can still be read from a damaged score file into a new file beside it (`arcade scores --recover`).
///
/// The Debian libsqlite3 does not ship SQLite's recovery extension (`sqlite3_recover_*`
/// is only built into the `sqlite3` shell), so this salvages row by row through a
/// read-only connection: the round ids come from a scan of the table that restarts past
/// every error and from each index (an index keeps the ids of rows whose table page is
/// gone, and a table page keeps rows whose index page is), then every id is read on its
/// own and kept when it decodes. The damaged file is opened read-only and never written.
public enum ScoreRecovery {
  /// What a recovery did.
  public struct Report: Sendable, Hashable {
    /// The new file.
    public var target: String
    public var rounds: Int
    public var settings: Int
    /// Rounds whose id was found but whose row could not be read.
    public var lostRounds: Int
    /// Of `rounds`, those rebuilt from the indexes alone (their row was unreadable): the figures the boards
    /// rank by are there; start time is end time minus duration; moves, grid size, seed and details are not.
    public var partlyRecovered: Int
  }

  /// Rounds rebuilt from what the indexes hold, for ids whose table row cannot be read.
  ///
  /// `round_by_end` holds game, end, player, variant, outcome and assisted; the score and duration
  /// indexes add the score and the duration. A round needs at least the first index's entry.
  static func fromIndexes(_ db: Database, ids: Set<Int64>) -> [Int64: PlayedRound] {
    guard !ids.isEmpty else { return [:] }
    var rounds: [Int64: PlayedRound] = [:]
    if let cursor = try? Row.fetchCursor(
      db, sql: "SELECT id, game, endedAt, player, variant, outcome, assisted FROM round INDEXED BY round_by_end")
    {
      while let row = try? cursor.next() {
        let values = (0..<7).map { (row[$0] as DatabaseValue).storage }
        guard case .int64(let id) = values[0], ids.contains(id),
          let gameName = values[1].text, let game = decoded(GameID.self, gameName),
          let player = values[3].text,
          let outcomeName = values[5].text, let outcome = decoded(RoundOutcome.self, outcomeName),
          case .int64(let assisted) = values[6]
        else { continue }
        var endedAt: Date?
        if case .int64(let milliseconds) = values[2], RoundRow.storableMilliseconds.contains(milliseconds) {
          endedAt = RoundRow.date(milliseconds)
        }
        rounds[id] = PlayedRound(
          id: .local(id), game: game, player: player, startedAt: endedAt ?? Date(timeIntervalSince1970: 0), endedAt: endedAt,
          outcome: outcome, variant: values[4].text, assistance: RoundAssistance(rawValue: assisted))
      }
    }
    func fill(_ index: String, _ column: String, _ apply: (inout PlayedRound, Int64) -> Void) {
      guard let cursor = try? Row.fetchCursor(db, sql: "SELECT id, \(column) FROM round INDEXED BY \(index)") else { return }
      while let row = try? cursor.next() {
        guard case .int64(let id) = (row[0] as DatabaseValue).storage, rounds[id] != nil,
          case .int64(let value) = (row[1] as DatabaseValue).storage
        else { continue }
        apply(&rounds[id]!, value)
      }
    }
    fill("round_by_score", "score") { round, score in round.score = Int(exactly: score) }
    // A daily's day is in `round_by_day` (from version 5; before, it was the variant `round_by_end` gave).
    if let cursor = try? Row.fetchCursor(db, sql: "SELECT id, context, day, dayKey FROM round INDEXED BY round_by_day") {
      while let row = try? cursor.next() {
        let values = (0..<4).map { (row[$0] as DatabaseValue).storage }
        guard case .int64(let id) = values[0], rounds[id] != nil, let kind = values[1].text,
          let context = RoundRow.context(kind: kind, day: values[2].text, key: values[3].text)
        else { continue }
        rounds[id]?.context = context
      }
    }
    for id in rounds.keys where rounds[id]?.context == .free { rounds[id]?.readLegacyVariant() }
    fill("round_by_duration", "durationMs") { round, duration in
      round.durationMilliseconds = duration
      if let end = round.endedAt { round.startedAt = end.addingTimeInterval(-Double(duration) / 1000) }
    }
    return rounds
  }

  private static func decoded<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
  }

  /// Recovers `path` into a new file beside it, named `<name>.recovered-<UTC time>.sqlite`.
  public static func recover(from path: String, at now: Date = Date()) throws(StoreError) -> Report {
    try checkRecoverable(path)
    // A file cut short (a full disk, a copy that stopped) is read from a copy padded to the size its header
    // gives: SQLite then finds every page that survived, where it refused the short file outright.
    let padded = TruncatedFile.paddedCopy(of: path)
    defer { if let padded { try? FileManager.default.removeItem(atPath: padded) } }
    let source: DatabaseQueue
    do {
      source = try ReadOnlyConnection.open(path: padded ?? path, nobodyWrites: true, busyTimeout: 1)
    } catch {
      throw StoreError(error, path: path)
    }
    defer { try? source.close() }

    var rounds: [(id: Int64, uid: String?, round: PlayedRound)] = []
    var settings: [(String, String)] = []
    var lost = 0
    var partly = 0
    // Without a transaction: its COMMIT would fail on the damage the reads stepped around.
    source.unsafeRead { db in
      let hasUID = StoreSchema.hasColumn("uid", in: db)
      let columns =
        StoreSchema.roundColumns(hasTape: StoreSchema.hasColumn("tape", in: db), hasContext: StoreSchema.hasColumn("context", in: db))
        + (hasUID ? ", uid" : "")
      let select = try? db.makeStatement(sql: "SELECT \(columns) FROM round WHERE id = ?")
      var unread: Set<Int64> = []
      for id in roundIDs(db) {
        guard let select, let row = try? Row.fetchOne(select, arguments: [id]),
          let round = RoundRow.round(from: row)
        else {
          unread.insert(id)
          continue
        }
        let uid: String? = hasUID ? (row["uid"] as DatabaseValue).storage.text : nil
        rounds.append((id, uid, round))
      }
      let rebuilt = fromIndexes(db, ids: unread)
      rounds += rebuilt.map { ($0.key, nil, $0.value) }.sorted { $0.0 < $1.0 }
      partly = rebuilt.count
      lost = unread.count - rebuilt.count
      settings = settingRows(db)
    }

    let target = targetPath(for: path, at: now)
    let store = try ScoreStore.openCreating(at: target)
    try store.writing { db in
      let statement = try db.makeStatement(sql: RoundRow.insertSQL.replacingOccurrences(of: "(uid,", with: "(id, uid,")
        .replacingOccurrences(of: "VALUES (?,", with: "VALUES (?, ?,"))
      for (id, uid, round) in rounds {
        try statement.execute(arguments: [id] + RoundRow.arguments(for: round, uid: uid))
      }
      for (key, value) in settings {
        try db.execute(sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [key, value])
      }
    }
    return Report(target: target, rounds: rounds.count, settings: settings.count, lostRounds: lost, partlyRecovered: partly)
  }

  /// Only a regular file with something in it can be recovered.
  private static func checkRecoverable(_ path: String) throws(StoreError) {
    switch FileKind.of(path) {
    case .missing: throw .failed(path: path, message: "there is no file to recover")
    case .folder: throw .isAFolder(path: path)
    case .special(let kind): throw .notARegularFile(path: path, kind: kind)
    case .regular(let size) where size == 0: throw .emptyFile(path: path)
    case .regular: break
    }
  }

  /// Every round id that can be found, ascending.
  static func roundIDs(_ db: Database) -> [Int64] {
    var ids = Set<Int64>()
    // Each index holds the ids of its rows: read them all, each scan stopping at its first damaged page.
    let indexes = (try? String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'round' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '% WHERE %'")) ?? []
    for index in indexes {
      scan(db, sql: "SELECT id FROM round INDEXED BY \(index)", into: &ids)
    }
    // The table itself, restarting past each damaged page: at the next id an index knows,
    // else at ids further and further on.
    let known = ids.sorted()
    var after: Int64 = .min
    var leaps = 0
    while leaps < 64 {
      var last = after
      if scanTable(db, after: after, into: &ids, last: &last) { break }
      if last > after {
        after = last
        continue
      }
      // Stuck on a damaged page: go on from the next id an index knows past it, else leap.
      if let next = known.first(where: { $0 > after &+ 1 }) {
        after = next - 1
      } else {
        leaps += 1
        after = after < 0 ? 0 : after &+ (1 << Int64(min(leaps, 40)))
      }
    }
    // A round's id is its rowid from 1 on: a 0 or less is a damaged page read as an index entry (a zero-filled page
    // of a file cut short), not a round that was lost.
    return ids.filter { $0 > 0 }.sorted()
  }

  /// Adds the table's ids above `after` in order until the scan ends (true) or fails (false); `last` is the last read.
  private static func scanTable(_ db: Database, after: Int64, into ids: inout Set<Int64>, last: inout Int64) -> Bool {
    do {
      let cursor = try Int64.fetchCursor(db, sql: "SELECT id FROM round NOT INDEXED WHERE id > ? ORDER BY id", arguments: [after])
      while let id = try cursor.next() {
        ids.insert(id)
        last = id
      }
      return true
    } catch {
      return false
    }
  }

  /// Adds the ids a query returns until it ends (true) or fails (false).
  @discardableResult
  private static func scan(_ db: Database, sql: String, into ids: inout Set<Int64>) -> Bool {
    do {
      let cursor = try Int64.fetchCursor(db, sql: sql)
      while let id = try cursor.next() { ids.insert(id) }
      return true
    } catch {
      return false
    }
  }

  private static func settingRows(_ db: Database) -> [(String, String)] {
    var settings: [(String, String)] = []
    guard let cursor = try? Row.fetchCursor(db, sql: "SELECT key, value FROM setting") else { return [] }
    while let row = try? cursor.next() {
      if let key = (row[0] as DatabaseValue).storage.text, let value = (row[1] as DatabaseValue).storage.text {
        settings.append((key, value))
      }
    }
    return settings
  }

  /// `arcade.sqlite` → `arcade.sqlite.recovered-20261122-201500.sqlite` (then `-2`, `-3`… if taken).
  static func targetPath(for path: String, at now: Date) -> String {
    let stamp = RoundsCSV.timestamp(now).prefix(19).filter { $0.isNumber || $0 == "T" }.replacingOccurrences(of: "T", with: "-")
    var candidate = "\(path).recovered-\(stamp).sqlite"
    var number = 2
    while FileKind.of(candidate) != .missing {
      candidate = "\(path).recovered-\(stamp)-\(number).sqlite"
      number += 1
    }
    return candidate
  }
}

extension DatabaseValue.Storage {
  /// The text, when the value is text.
  var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
