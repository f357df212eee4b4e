#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

extension SharedBoardClient {
  /// The club's deal of a day: the one stored first (this arcade's `proposed`, when no one stored one before), so
  /// every member plays the same deal whatever their version deals. Nil when the server has no table for deals yet
  /// (its owner has not run `--init` for schema 4) or refuses this day. The caller checks the bytes it gets:
  /// a stranger may have stored them.
  public func dailyDeal(
    of game: GameID, _ variant: DailyVariant, proposed: [UInt8], timeout: Double? = nil, connectTimeout: Double? = nil
  ) throws(SharedBoardError) -> [UInt8]? {
    let day = "\(variant.day)"
    var insert = PostgresBindings()
    insert.append(game.rawValue)
    insert.append(day)
    insert.append(variant.key)
    insert.append(ByteBuffer(bytes: proposed))
    var select = PostgresBindings()
    select.append(game.rawValue)
    select.append(day)
    select.append(variant.key)
    do {
      _ = try run(
        PostgresQuery(
          unsafeSQL: """
            INSERT INTO \(SharedSchema.dailyDealsTable) (game, day, key, deal) VALUES ($1, $2::date, $3, $4)
            ON CONFLICT DO NOTHING
            """, binds: insert), timeout: timeout, connectTimeout: connectTimeout)
    } catch {
      switch error {
      case .unreachable, .timedOut, .badAddress: throw error
      // A server from before schema 4: no table for deals.
      case .notSetUp: return nil
      // Refused (a day ahead of the server, no INSERT grant): the one stored, if any, still counts.
      case .refused, .failed: break
      }
    }
    let result = try run(
      PostgresQuery(
        unsafeSQL: "SELECT deal FROM \(SharedSchema.dailyDealsTable) WHERE game = $1 AND day = $2::date AND key = $3",
        binds: select), timeout: timeout, connectTimeout: connectTimeout)
    guard let row = result.rows.first, let buffer = try? row.decode(ByteBuffer.self) else { return nil }
    guard buffer.readableBytes <= RoundBounds.tapeBytes else { return nil }
    return Array(buffer.readableBytesView)
  }
}
#endif
