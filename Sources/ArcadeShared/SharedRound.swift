#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

/// A round on the shared board: the round, its id on every machine, and who played it where.
public struct SharedRound: Sendable, Hashable {
  public var uid: String
  /// The player id of the local database it came from (a UUID made once per database).
  public var playerID: String
  /// The host name of the machine it was played on.
  public var machine: String
  /// `round.id` is `RoundID.server` with the server's row id for a row read from the board.
  public var round: PlayedRound
  /// The server login that inserted the row, as the server filled it; nil for a round not read from a server
  /// or from one set up before schema version 2.
  public var login: String?
  /// What the server found about the row beyond its own values: an earlier row with the same deal and moves,
  /// or an earlier row of its player id inserted by another login. Nil for a round not read from a board query.
  public var refusal: RoundRefusal?

  public init(uid: String, playerID: String, machine: String, round: PlayedRound, login: String? = nil) {
    self.uid = uid
    self.playerID = playerID
    self.machine = machine
    self.round = round
    self.login = login
  }
}

extension SharedRound {
  /// The columns in the order `init(row:)` reads them and `bind` writes them (without `id` for inserts).
  static let columns =
    "uid, player_id, player, machine, game, started_at, ended_at, outcome, score, moves, duration_ms, variant, grid_size, seed, assisted, details, tape"
  static let columnCount = 17

  /// `columns` as a board query reads them: no text longer than one byte past what an arcade writes is
  /// fetched (a stranger's 50 MB of details costs a board nothing), and the row, over its bound, is skipped.
  static func boundedColumns(of table: String) -> String {
    let text = ["uid", "player_id", "player", "machine", "game", "outcome", "variant"]
    return columns.components(separatedBy: ", ").map { name in
      let column = "\(table).\(name)"
      if name == "details" { return "left(\(column), \(RoundBounds.detailsBytes + 1))" }
      if name == "tape" { return "substring(\(column) from 1 for \(RoundBounds.tapeBytes + 1))" }
      return text.contains(name) ? "left(\(column), \(RoundBounds.textBytes + 1))" : column
    }.joined(separator: ", ")
  }

  /// Appends this round's values, in `columns` order.
  func bind(into binds: inout PostgresBindings) {
    binds.append(uid)
    binds.append(playerID)
    binds.append(round.player)
    binds.append(machine)
    binds.append(round.game.rawValue)
    binds.append(milliseconds(round.startedAt))
    binds.append(round.endedAt.map(milliseconds))
    binds.append(round.outcome.rawValue)
    binds.append(round.score)
    binds.append(round.moves)
    binds.append(round.durationMilliseconds)
    binds.append(round.legacyVariant)
    binds.append(round.gridSize)
    binds.append(round.seed.map { Int64(bitPattern: $0) })
    binds.append(round.assistance.rawValue)
    binds.append(round.details)
    binds.append(round.tape.map { ByteBuffer(bytes: $0) })
  }

  /// A row of `SELECT id, <columns>`; nil when a value is not one the arcade writes (a game this version does not know…).
  init?(row: PostgresRow) {
    guard
      let values = try? row.decode(
        (Int64, String, String, String, String, String, Int64, Int64?, String, Int?, Int?, Int64?, String?, Int?, Int64?,
          Int64, String, Data?, String?, Bool, Bool).self)
    else { return nil }
    let (id, uid, playerID, player, machine, game, startedAt, endedAt, outcome, score, moves, duration, variant, gridSize,
      seed, assisted, details, tape, login, copied, notTheirs) = values
    guard let gameID = Self.decoded(GameID.self, game), let outcomeValue = Self.decoded(RoundOutcome.self, outcome)
    else { return nil }
    var round = PlayedRound(
      id: .server(id), game: gameID, player: player, startedAt: date(startedAt), endedAt: endedAt.map(date),
      outcome: outcomeValue, score: score, moves: moves, durationMilliseconds: duration, variant: variant,
      gridSize: gridSize, seed: seed.map { UInt64(bitPattern: $0) }, assistance: RoundAssistance(rawValue: assisted),
      details: details, tape: tape)
    // The server spells a daily as its variant, the day ("daily 2026-11-26"), as every arcade has written it.
    round.readLegacyVariant()
    self.init(uid: uid, playerID: playerID, machine: machine, round: round, login: login)
    refusal = copied ? .copy : notTheirs ? .notTheirs : nil
  }

  private static func decoded<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
  }
}

private func milliseconds(_ date: Date) -> Int64 {
  let value = (date.timeIntervalSince1970 * 1000).rounded()
  return value.isFinite ? Int64(max(min(value, 9e15), -9e15)) : 0
}

private func date(_ milliseconds: Int64) -> Date {
  Date(timeIntervalSince1970: Double(milliseconds) / 1000)
}
#endif
