#if SharedBoard
import PostgresNIO

extension SharedBoardClient {
  /// Listens on `channel` on this client's connection (opened now if it is not): `told` gets each notification's
  /// payload, on the connection's event loop, so it must not wait. Returns the connection, to see when it closes.
  func listen(to channel: String, told: @escaping @Sendable (String) -> Void) throws(SharedBoardError) -> PostgresConnection {
    let connection = try connected(timeout: connectTimeout)
    connection.addListener(channel: channel) { _, notification in told(notification.payload) }
    try run(PostgresQuery(unsafeSQL: "LISTEN \(SharedSchema.quoted(channel))"))
    return connection
  }

  /// The server's clock, in milliseconds since 1970.
  func serverMilliseconds() throws(SharedBoardError) -> Int64 {
    let result = try run(PostgresQuery(unsafeSQL: "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint"))
    guard let value = result.rows.first.flatMap({ try? $0.decode(Int64.self) }) else {
      throw .failed("\(url.endpoint) did not say its time")
    }
    return value
  }
}
#endif
