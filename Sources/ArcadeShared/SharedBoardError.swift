/// Why the shared board could not be used just now, as one line; it never holds the password.
public enum SharedBoardError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The `--db` / `ARCADE_DB` URL is not one this arcade can use.
  case badAddress(String)
  /// No connection: refused, no such host, closed under us.
  case unreachable(String)
  /// The server did not answer in time (a connection that hangs, a server that never replies).
  case timedOut(String)
  /// The server answered and said no: a wrong password, an unknown database, a missing grant.
  case refused(String)
  /// The server has no arcade tables: `arcade scores --db URL --init` makes them.
  case notSetUp(String)
  /// Anything else the server or this machine reported.
  case failed(String)

  public var description: String {
    switch self {
    case .badAddress(let line), .unreachable(let line), .timedOut(let line), .refused(let line), .notSetUp(let line),
      .failed(let line):
      line
    }
  }
}
