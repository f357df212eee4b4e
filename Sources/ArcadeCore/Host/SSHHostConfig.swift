/// The `sshd_config` block that makes an account a club's arcade: every login runs the arcade and nothing else, any
/// key may log in and is bound to a player (the arcade itself is the `AuthorizedKeysCommand`), and nothing can be
/// forwarded, tunnelled or run without a terminal.
public struct SSHHostConfig: Hashable, Sendable {
  /// The account players log in as.
  public var user: String
  /// The arcade's absolute path: sshd runs it for keys and for every session.
  public var arcade: String
  /// The host's score file.
  public var database: String
  /// Sessions one key may have at once.
  public var sessionsPerKey: Int
  /// Minutes without a key before a session is closed (its round kept for Resume).
  public var idleMinutes: Int
  /// A shared board's address (`postgres://USER@HOST/DB`, no password) the players' rounds go to, beside the host's
  /// score file; nil for the host's file alone.
  public var board: String?

  public init(user: String, arcade: String, database: String, sessionsPerKey: Int, idleMinutes: Int, board: String? = nil) {
    (self.user, self.arcade, self.database) = (user, arcade, database)
    (self.sessionsPerKey, self.idleMinutes, self.board) = (sessionsPerKey, idleMinutes, board)
  }

  /// The idle limits a host may set: a minute to a day.
  public static let idleLimits = 1...1_440

  /// Where `--apply` writes the block: Debian's sshd reads this folder first.
  public static let appliedPath = "/etc/ssh/sshd_config.d/swift-arcade.conf"

  /// A user name, a path: what can stand in sshd_config without quoting (sshd splits on spaces, and `%` expands).
  public static func isPlain(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.count <= 1_024
      && value.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || "0123456789/._-+".unicodeScalars.contains($0) }
  }

  /// An address that can stand in sshd_config in single quotes: a URL's characters (`:`, `@`, `?`, `=`, brackets for
  /// IPv6) beside the plain ones, and no quote, space, `%`, `$` or `&` (the shell runs `ForceCommand`).
  public static func isQuotable(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.count <= 1_024
      && value.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || "0123456789/._-+:@?=[]".unicodeScalars.contains($0) }
  }

  /// The lines, starting with a comment that says what wrote them.
  public var text: String {
    var session = "\(arcade) host session --db \(database) --sessions-per-key \(sessionsPerKey) --idle-minutes \(idleMinutes)"
    if let board { session += " --board '\(board)'" }
    let settings = [
      "AuthorizedKeysFile none",
      "AuthorizedKeysCommand \(arcade) host keys --user \(user) %u %t %k",
      "AuthorizedKeysCommandUser \(user)",
      "ExposeAuthInfo yes",
      // `exec`: the account's shell gives its place to the arcade, so a session is sshd and the arcade, nothing more.
      "ForceCommand exec \(session)",
      "PubkeyAuthentication yes",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitTTY yes",
      "PermitUserRC no",
      "AllowAgentForwarding no",
      "AllowTcpForwarding no",
      "AllowStreamLocalForwarding no",
      "X11Forwarding no",
      "PermitTunnel no",
      "PermitListen none",
      "PermitOpen none",
      "GatewayPorts no",
      "MaxSessions 1",
      "ClientAliveInterval 30",
      "ClientAliveCountMax 4",
    ]
    return (["# Swift Arcade over SSH, as `arcade host` prints it: players log in as \(user) with any key, and the key is their player.",
      "Match User \(user)"] + settings.map { "\t" + $0 }).joined(separator: "\n") + "\n"
  }
}
