import ArcadeCore
import ArcadeStore
import ArgumentParser
import Foundation
import Glibc

/// sshd's `ForceCommand`: checks the login, finds the player by the key it used (asking a new key for a name), and
/// runs the menu as that player on the host's score file, with an environment of its own making.
struct HostSessionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "session", abstract: "For sshd: one player's session (the ForceCommand arcade host prints).")

  @Option(help: "The host's score file.")
  var db: String

  @OptionGroup var session: HostSessionOptions

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    if let refusal = HostLogin.refusal(environment: environment, isTerminal: isatty(0) == 1 && isatty(1) == 1) {
      Self.fail(refusal)
    }
    if let problem = session.problem { Self.fail(problem) }
    let authInfo = environment["SSH_USER_AUTH"].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
    guard let key = HostLogin.key(fromAuthInfo: authInfo) else {
      Self.fail("no key came with this login: the host's sshd needs `ExposeAuthInfo yes` (arcade host prints it)")
    }
    guard let seat = HostSeats(database: db, limit: session.sessionsPerKey).take(for: key) else {
      Self.fail("this key already has as many sessions open as the host allows (\(session.sessionsPerKey)): close one first")
    }
    let store: ScoreStore
    let known: String?
    do {
      store = try ScoreStore.openCreating(at: db)
      known = try store.player(forKey: key)
    } catch {
      Self.fail("the host's score file: \(error)")
    }
    let player = try known ?? Self.askForName(key: key, store: store)
    // The seat's lock is held by the menu, which inherits it: the seat is free again when the menu ends.
    withExtendedLifetime(seat) {
      Self.runMenu(player: player, database: db, board: session.board, idleMinutes: session.idleMinutes, environment: environment)
    }
  }

  /// The first login with a key: a name no other player on this host has, asked on the terminal.
  static func askForName(key: SSHPublicKey, store: ScoreStore) throws -> String {
    say("Welcome to the arcade. This key is new here (\(key)).\n")
    for _ in 1...5 {
      say("Pick your player name (1 to \(PlayerName.maxWidth) columns): ")
      guard let line = readLine(strippingNewline: true) else { throw ExitCode(1) }
      guard let name = HostLogin.playerName(typed: String(line.prefix(256))) else {
        say("That cannot be a name: letters, digits, spaces and punctuation, at most \(PlayerName.maxWidth) columns.\n")
        continue
      }
      switch try store.bind(key, to: name, newPlayer: true, at: Date()) {
      case .bound: return name
      case .alreadyBound(let owner): return owner
      case .nameTaken: say("\(PlayerName.shown(name)) is taken on this host: pick another.\n")
      }
    }
    throw ExitCode(1)
  }

  /// Replaces this process with the menu: `arcade --player NAME --db DB` (or `--db BOARD --local DB`), in an
  /// environment of its own.
  static func runMenu(player: String, database: String, board: String?, idleMinutes: Int, environment: [String: String]) -> Never {
    let term = environment["TERM"] ?? "xterm"
    let arguments = ["arcade", "--player", player] + (board.map { ["--db", $0, "--local", database] } ?? ["--db", database])
    var variables = HostLogin.sessionEnvironment(term: term, home: environment["HOME"]).map { "\($0.key)=\($0.value)" }
    if SSHHostConfig.idleLimits.contains(idleMinutes) { variables.append("\(IdleLimit.variable)=\(idleMinutes)") }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    // By its own path, not /proc/self/exe: the menu's process is then named `arcade`, as a local one is.
    execve(HostSetupCommand.ownPath(), argv, envp)
    fail("could not start the menu: \(String(cString: strerror(errno)))")
  }

  /// Written at once (no buffer): the prompt must show before the read.
  static func say(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

  static func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data("arcade: \(line)\n".utf8))
    Glibc.exit(2)
  }
}
