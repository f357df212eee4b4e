import ArcadeCore

/// What a login to a host brings, checked before anything runs: everything in it is the client's to choose, so each
/// value is read as a stranger's (a command, the terminal's name, the environment).
enum HostLogin {
  /// Why this login cannot play, nil when it can: a command given instead of a terminal session, no terminal, a
  /// terminal name that is not one.
  static func refusal(environment: [String: String], isTerminal: Bool) -> String? {
    if let command = environment["SSH_ORIGINAL_COMMAND"], !command.isEmpty {
      return "this host runs the arcade only: log in with `ssh -t`, without a command"
    }
    guard isTerminal else { return "the arcade needs a terminal: log in with `ssh -t`" }
    guard let term = environment["TERM"], isTerminalName(term) else {
      return "TERM is not a terminal's name: set it to one (xterm-256color, screen-256color…)"
    }
    return nil
  }

  /// A terminfo name: letters, digits and `.`, `_`, `+`, `-`, at most 64; no escape, no path.
  static func isTerminalName(_ term: String) -> Bool {
    (1...64).contains(term.utf8.count) && term.first != "."
      && term.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789._+-".unicodeScalars.contains($0)) }
  }

  /// The key this login used, from the file sshd writes with `ExposeAuthInfo` ("publickey TYPE BODY" lines): the last
  /// one, the key that completed the login.
  static func key(fromAuthInfo text: String) -> SSHPublicKey? {
    text.split(separator: "\n").reversed().lazy.compactMap { line -> SSHPublicKey? in
      guard line.hasPrefix("publickey ") else { return nil }
      return SSHPublicKey(line: String(line.dropFirst("publickey ".count)))
    }.first
  }

  /// Set in a host's sessions: Settings then lists the player's keys.
  static let hostedVariable = "ARCADE_HOSTED"

  /// The environment the menu runs with: nothing the client sent but the terminal's name, so no `ARCADE_DB`,
  /// `ARCADE_DATA` or `LD_PRELOAD` a client passes (`AcceptEnv`, `SendEnv`) reaches it.
  static func sessionEnvironment(term: String, home: String?) -> [String: String] {
    [
      hostedVariable: "1",
      "PATH": "/usr/local/bin:/usr/bin:/bin",
      "TERM": term,
      "LANG": "C.UTF-8",
      "HOME": home.flatMap { SSHHostConfig.isPlain($0) && $0.hasPrefix("/") ? $0 : nil } ?? "/",
    ]
  }

  /// A name a new player typed: trimmed, and one Settings would take; nil otherwise.
  static func playerName(typed line: String) -> String? {
    let name = line.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.allSatisfy(PlayerName.accepts), displayWidth(name) <= PlayerName.maxWidth else { return nil }
    return name
  }
}
