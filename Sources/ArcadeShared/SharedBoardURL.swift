import Foundation

/// A shared board's server, named by `postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?sslmode=MODE]`.
///
/// The password comes from the URL, else `PGPASSWORD`, else `~/.pgpass` (or
/// `PGPASSFILE`), as with `psql`. It is kept out of `description` and out of every
/// message: what is printed is `postgres://USER@HOST:PORT/DB`.
public struct SharedBoardURL: Sendable, Hashable, CustomStringConvertible {
  /// How the connection uses TLS: libpq's `sslmode` values that make sense here.
  public enum TLSMode: String, Sendable, Hashable, CaseIterable {
    /// Never TLS.
    case disable
    /// TLS when the server offers it (libpq's default); the certificate is not checked.
    case prefer
    /// TLS or no connection; the certificate is not checked (as libpq's `require`).
    case require
    /// TLS, with the certificate checked against the system's roots and the host name.
    case verifyFull = "verify-full"
  }

  public var user: String
  public var host: String
  public var port: Int
  public var database: String
  public var tls: TLSMode
  /// Never printed; nil when none of the three places had one.
  public var password: String?

  /// Whether a `--db` value names a server rather than a file.
  public static func isServer(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
  }

  /// Parses `text`; `environment` gives `PGPASSWORD`, `PGPASSFILE` and `HOME` for the password.
  public init(parsing text: String, environment: [String: String]) throws(SharedBoardError) {
    // Never echo `text`: it may hold the password.
    let shape = "postgres://USER@HOST:PORT/DB"
    guard Self.isServer(text), let parts = URLComponents(string: text) else {
      throw .badAddress("the shared board is not a URL of the form \(shape)")
    }
    guard let host = parts.host, !host.isEmpty else { throw .badAddress("the shared board URL names no host: \(shape)") }
    guard let user = parts.user, !user.isEmpty else { throw .badAddress("the shared board URL names no user: \(shape)") }
    self.host = host
    self.user = user
    port = parts.port ?? 5432
    guard (1...65535).contains(port) else { throw .badAddress("the shared board URL's port is not 1–65535") }
    let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
    database = path.isEmpty ? user : path
    tls = .prefer
    for item in parts.queryItems ?? [] {
      guard item.name == "sslmode" else {
        throw .badAddress("the shared board URL has an unknown setting \(sanitized(item.name)); only sslmode is read")
      }
      guard let mode = TLSMode(rawValue: item.value ?? "") else {
        let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw .badAddress("sslmode=\(sanitized(item.value ?? "")) is not one of \(modes)")
      }
      tls = mode
    }
    if let password = parts.password {
      self.password = password
    } else if let password = environment["PGPASSWORD"], !password.isEmpty {
      self.password = password
    } else {
      self.password = PasswordFile.lookup(host: host, port: port, database: database, user: user, environment: environment)
    }
  }

  /// `postgres://USER@HOST:PORT/DB`, without the password.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "postgres://\(sanitized(user))@\(sanitized(shownHost)):\(port)/\(sanitized(database))"
  }

  /// Names the server in the local `pushed` table: a round sent to one board is sent again to another.
  public var serverKey: String { "\(host):\(port)/\(database)" }

  /// `HOST:PORT`, for messages.
  var endpoint: String { "\(host.contains(":") ? "[\(host)]" : host):\(port)" }

  /// `HOST:PORT` with control characters removed, for lines printed to a terminal.
  public var endpointForDisplay: String { sanitized(endpoint) }
}

/// Control characters out, for names that reach the terminal.
func sanitized(_ text: String) -> String {
  String(text.unicodeScalars.filter { !$0.properties.generalCategory.isControl }.map(Character.init))
}

extension Unicode.GeneralCategory {
  fileprivate var isControl: Bool { self == .control || self == .format }
}
