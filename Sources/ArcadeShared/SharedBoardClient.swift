#if SharedBoard
import ArcadeCore
import ArcadeStore
import Foundation
import PostgresNIO
import Synchronization

/// One connection to a shared board's server, opened on first use and again after a failure.
///
/// Every call blocks its caller for at most its timeout, so it is made from a
/// background thread or the command line, never from an event loop. The
/// connection timeout covers the TCP connection and the login: a server that
/// accepts and never answers costs `connectTimeout`, then an error.
public final class SharedBoardClient: Sendable {
  public let url: SharedBoardURL
  /// Seconds for connecting and logging in.
  public let connectTimeout: Double
  /// Seconds for one statement and its answer.
  public let queryTimeout: Double
  /// Each board round's verdict by its moves, kept by the server's row id: a board drawn again replays nothing.
  let checker: RoundChecker
  /// The local file whose kept verdicts the board's rows are looked up in and added to (`keepVerdicts(in:)`).
  let verdictFile = Mutex<ScoreStore?>(nil)
  private let open = Mutex<PostgresConnection?>(nil)
  private let logger: Logger

  /// `checksMoves` false only for tests of what boards do with rows (order, bounds): no round is replayed or hidden.
  /// `games` are the games whose rounds this arcade can replay: a round of any other is refused, as one without moves.
  public init(
    url: SharedBoardURL, connectTimeout: Double = 2, queryTimeout: Double = 5, checksMoves: Bool = true,
    games: GameDefinitions = .arcade
  ) {
    self.url = url
    self.checker = RoundChecker(requiresMoves: true, replays: checksMoves, games: games)
    self.connectTimeout = connectTimeout
    self.queryTimeout = queryTimeout
    var logger = Logger(label: "arcade.shared-board")
    // postgres-nio logs below this level only; nothing may reach the terminal the game draws on.
    logger.logLevel = .critical
    self.logger = logger
  }

  /// Keeps the verdicts on this board's rows in `store` (this machine's score file), so a row is replayed once per
  /// machine rather than once per run. The file cannot vouch for a row the server changed: the key covers its bytes.
  public func keepVerdicts(in store: ScoreStore) {
    verdictFile.withLock { $0 = store }
  }

  deinit {
    if let connection = open.withLock({ $0 }) { closeQuietly(connection) }
  }

  /// Closes the connection, if one is open; the next call opens another.
  public func close() {
    let connection = open.withLock { open -> PostgresConnection? in
      defer { open = nil }
      return open
    }
    if let connection { _ = try? connection.close().wait() }
  }

  /// Runs one statement with bound values; `timeout` (default `queryTimeout`) bounds the answer,
  /// `connectTimeout` (default the client's) the connection when one must be opened first.
  @discardableResult
  public func run(_ query: PostgresQuery, timeout: Double? = nil, connectTimeout: Double? = nil) throws(SharedBoardError)
    -> PostgresQueryResult
  {
    let connection = try connected(timeout: connectTimeout ?? self.connectTimeout)
    let limit = timeout ?? queryTimeout
    let expired = Flag()
    let timer = connection.eventLoop.scheduleTask(in: .nanoseconds(Int64(limit * 1e9))) {
      expired.set()
      closeQuietly(connection)
    }
    do {
      let result = try connection.query(query, logger: logger).wait()
      timer.cancel()
      return result
    } catch {
      timer.cancel()
      if expired.isSet {
        drop(connection)
        throw SharedBoardError.timedOut("no answer from \(url.endpoint) within \(seconds(limit))")
      }
      let mapped = Self.mapped(error, url: url)
      // A statement the server refused leaves the connection usable; a lost connection does not.
      if case .unreachable = mapped { drop(connection) } else if (error as? PSQLError)?.code != .server { drop(connection) }
      throw mapped
    }
  }

  /// The open connection, or a new one.
  func connected(timeout: Double) throws(SharedBoardError) -> PostgresConnection {
    if let connection = open.withLock({ $0 }), !connection.isClosed { return connection }
    var configuration = PostgresConnection.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: try tlsSetting())
    configuration.options.connectTimeout = .nanoseconds(Int64(timeout * 1e9))
    let started = Date()
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection.connect(
        on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration, id: 1, logger: logger
      ).wait()
    } catch {
      if Date().timeIntervalSince(started) >= timeout * 0.95 {
        throw SharedBoardError.timedOut("no answer from \(url.endpoint) within \(seconds(timeout))")
      }
      throw Self.mapped(error, url: url)
    }
    // Another thread may have connected meanwhile: keep one connection.
    let kept = open.withLock { open -> PostgresConnection in
      if let other = open, !other.isClosed { return other }
      open = connection
      return connection
    }
    if kept !== connection { closeQuietly(connection) }
    return kept
  }

  private func drop(_ connection: PostgresConnection) {
    open.withLock { open in if open === connection { open = nil } }
    closeQuietly(connection)
  }

  private func tlsSetting() throws(SharedBoardError) -> PostgresConnection.Configuration.TLS {
    if url.tls == .disable { return .disable }
    var configuration = TLSConfiguration.makeClientConfiguration()
    // libpq's prefer and require encrypt without checking the certificate; verify-full checks it.
    if url.tls != .verifyFull { configuration.certificateVerification = .none }
    do {
      let context = try NIOSSLContext(configuration: configuration)
      return url.tls == .prefer ? .prefer(context) : .require(context)
    } catch {
      throw .failed("TLS could not be set up for \(url.endpoint): \(error)")
    }
  }

  /// One line for an error from postgres-nio; its own descriptions hide the server's message, so it is read here.
  static func mapped(_ error: any Error, url: SharedBoardURL) -> SharedBoardError {
    guard let error = error as? PSQLError else { return .failed("\(url.endpoint): \(error)") }
    switch error.code {
    case .server:
      let message = sanitized(error.serverInfo?[.message] ?? "the server reported an error")
      switch error.serverInfo?[.sqlState] ?? "" {
      case "28P01", "28000": return .refused("\(url) refused the login: \(message)")
      case "3D000": return .refused("\(url): \(message)")
      case "42P01":
        return .notSetUp("\(url) has no arcade tables yet: the database owner runs `arcade scores --db \(url) --init`")
      case "42501": return .refused("\(url): \(message) (the grants it needs: `arcade scores --init` prints them)")
      // The server shutting down, starting up, or the connection broken: try again later.
      case let state where state.hasPrefix("57P") || state.hasPrefix("08"): return .unreachable("\(url.endpoint): \(message)")
      default: return .failed("\(url): \(message)")
      }
    case .connectionError:
      return .unreachable("\(url.endpoint): \(connectionProblem(error.underlying, url: url))")
    case .serverClosedConnection, .uncleanShutdown:
      return .unreachable("\(url.endpoint) closed the connection")
    case .clientClosedConnection:
      return .unreachable("the connection to \(url.endpoint) was closed")
    case .sslUnsupported:
      return .refused("\(url.endpoint) does not offer TLS, and sslmode=\(url.tls.rawValue) asks for it")
    case .authMechanismRequiresPassword:
      return .refused("\(url) asks for a password: give it in the URL, PGPASSWORD or ~/.pgpass")
    case .saslError, .unsupportedAuthMechanism:
      return .refused("\(url) refused the login (\(error.code))")
    default:
      return .failed("\(url.endpoint): \(error.code)")
    }
  }

  private static func connectionProblem(_ underlying: (any Error)?, url: SharedBoardURL) -> String {
    guard let underlying else { return "no connection" }
    if let failure = underlying as? NIOConnectionError {
      if let io = failure.connectionErrors.first?.error as? IOError {
        return String(cString: strerror(io.errnoCode)).lowercased()
      }
      if failure.dnsAError != nil || failure.dnsAAAAError != nil { return "no such host" }
      return "no connection"
    }
    if let io = underlying as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
    if let channelError = underlying as? ChannelError, case .connectTimeout = channelError { return "no answer" }
    if underlying is NIOSSLError { return "the TLS handshake failed (\(underlying))" }
    return "\(underlying)"
  }
}

/// Closes without waiting for the close to finish; the connection is kept until it has (postgres-nio
/// asserts that a connection is closed before it is released).
private func closeQuietly(_ connection: PostgresConnection) {
  let closing: EventLoopFuture<Void> = connection.close()
  closing.whenComplete { _ in withExtendedLifetime(connection) {} }
}

/// "300 ms", "2 s".
func seconds(_ value: Double) -> String {
  value < 1 ? "\(Int((value * 1000).rounded())) ms" : (value == value.rounded() ? "\(Int(value)) s" : "\(value) s")
}

/// Set once, read from any thread: whether a timer fired.
final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}
#endif
